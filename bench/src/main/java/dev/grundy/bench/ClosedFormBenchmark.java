package dev.grundy.bench;

import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.SumSolver;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Queries per second of each closed form, answered in full as `grundy solve` does (outcome,
 * nim-value where one applies, every winning move), on random 64-bit and 200-digit numbers.
 * Positions are parsed beforehand; 1,024 of them are cycled.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ClosedFormBenchmark {
    private static final int POSITIONS = 1024;

    /** The game, as a template: each # becomes a random number of the chosen size. */
    @Param({"nim # # #", "bash:7 #", "misere-nim # # #", "misere-bash:7 #", "wythoff # #", "fibonacci-nim #",
            "k-multiple:3 #", "moore:2 # # #", "lasker # #"})
    public String game;

    @Param({"64-bit", "200-digit"})
    public String size;

    private final Position[] positions = new Position[POSITIONS];
    private final SumSolver solver = new SumSolver(SearchBudget.standard());
    private int next;

    @Setup
    public void parse() {
        Random random = new Random(42);
        PositionParser parser = new PositionParser(StandardGames.registry());
        for (int i = 0; i < POSITIONS; i++) {
            StringBuilder text = new StringBuilder();
            for (char c : game.toCharArray()) {
                text.append(c == '#' ? number(random) : String.valueOf(c));
            }
            positions[i] = parser.parse(text.toString(), SearchBudget.standard());
        }
    }

    private String number(Random random) {
        BigInteger n = size.equals("64-bit")
                ? new BigInteger(63, random)
                : BigInteger.TEN.pow(199).add(new BigInteger(660, random).mod(BigInteger.TEN.pow(199).multiply(BigInteger.valueOf(9))));
        return n.add(BigInteger.ONE).toString();
    }

    @Benchmark
    public Object solve() {
        next = (next + 1) & (POSITIONS - 1);
        return solver.solve(positions[next]);
    }
}
