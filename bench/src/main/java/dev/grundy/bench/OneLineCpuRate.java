package dev.grundy.bench;

import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.OneLineRules;
import dev.grundy.rules.RulesLoader;
import dev.grundy.solve.CodedGrundySolver;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

import static dev.grundy.bench.SolverGames.HEAP;

/**
 * {@link OneLineBenchmark}'s coded search timed by the thread's CPU time rather than the wall
 * clock, so that a machine shared with other work still gives a steady figure: states solved per
 * CPU-second, the median of 25 rounds of 10 searches after 40 to warm up.
 * {@code java -cp bench/target/benchmarks.jar dev.grundy.bench.OneLineCpuRate}.
 */
public final class OneLineCpuRate {
    private static final int ROUNDS = 25;
    private static final int SEARCHES = 10;

    private OneLineCpuRate() {
    }

    public static void main(String[] args) {
        OneLineRules rules = new RulesLoader().line("n -> take(n, 1, 3, 4)");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long check = 0;
        for (int i = 0; i < 40; i++) {
            check += search(rules);
        }
        double[] rates = new double[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            long start = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < SEARCHES; i++) {
                check += search(rules);
            }
            rates[round] = (double) SEARCHES * (HEAP + 1) * 1e9 / (threads.getCurrentThreadCpuTime() - start);
        }
        Arrays.sort(rates);
        System.out.printf(Locale.ROOT, "states per CPU-second: median %,.0f (least %,.0f, most %,.0f); check %d%n",
                rates[ROUNDS / 2], rates[0], rates[ROUNDS - 1], check);
    }

    private static int search(OneLineRules rules) {
        return new CodedGrundySolver(rules.coded(), SearchBudget.of(10_000_000)).grundy(HEAP);
    }
}
