package dev.grundy.misere;

import dev.grundy.core.SearchBudget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds the misère quotient of a heap game heap by heap, as Plambeck &amp; Siegel's algorithm
 * does (JCTA 115 (2008), §6; Siegel, <i>Misère games and misère quotients</i>, arXiv
 * math/0612616): heap n is first tried as an element of the quotient of the heaps below it;
 * otherwise the presentation is extended by a generator a with a<sup>K+1</sup> = a<sup>K−1</sup>,
 * K = {@value #MOST_EXPONENT}, and reduced. The candidate is verified on every sum of the heaps so
 * far ({@link SumAutomaton}); where it fails — the new heap tells apart sums identified before —
 * it is recalibrated, round after round, until it verifies. After each heap the misère periodicity
 * test ({@link MiserePeriodicity}) may make the quotient final.
 *
 * <p>Bounded: the heaps by the caller's last heap, the order by {@code mostOrder}, the work and
 * the time by the {@link SearchBudget} (one state per verified tuple).
 */
public final class QuotientBuilder {
    /** The largest K tried for a new generator's relation a<sup>K+1</sup> = a<sup>K−1</sup>. */
    public static final int MOST_EXPONENT = 2;
    /** The most rounds of recalibration for one heap. */
    public static final int MOST_ROUNDS = 64;

    private final HeapRules rules;
    private final int mostOrder;

    /**
     * @param rules the heap game
     * @param mostOrder the largest order a quotient may reach
     */
    public QuotientBuilder(HeapRules rules, int mostOrder) {
        this.rules = rules;
        this.mostOrder = mostOrder;
    }

    /** Why a build stopped. */
    public enum Stop {
        /** The quotient is final by the periodicity test. */
        FINAL,
        /** The last heap asked for was reached. */
        LAST_HEAP,
        /** The quotient would pass the largest order allowed. */
        ORDER_LIMIT,
        /** Recalibration did not settle within {@value QuotientBuilder#MOST_ROUNDS} rounds. */
        NOT_SETTLED
    }

    /**
     * The quotient so far and why the build stopped.
     *
     * @param quotient the quotient of the heaps 0..N built
     * @param stop why it stopped
     */
    public record Result(MisereQuotient quotient, Stop stop) {
    }

    /**
     * @param lastHeap the last heap to adjoin; with {@code untilFinal} the build may stop sooner
     * @param untilFinal stop as soon as the quotient is final
     * @param budget the work and time allowed
     * @return the quotient built
     * @throws dev.grundy.core.StateLimitException if the budget's states run out
     * @throws java.util.concurrent.CancellationException if the time runs out
     */
    public Result build(int lastHeap, boolean untilFinal, SearchBudget budget) {
        BipartiteMonoid monoid = new BipartiteMonoid(new int[][] {{0}}, new boolean[] {false});
        int[] phi = {0};
        List<Integer> generators = new ArrayList<>();
        int[][][] options = new int[lastHeap + 1][][];
        options[0] = new int[0][];
        MiserePeriodicity periodicity = null;
        for (int n = 1; n <= lastHeap; n++) {
            SearchBudget.stopIfInterrupted();
            options[n] = rules.options(n);
            int[][][] known = Arrays.copyOf(options, n + 1);
            HeapAdjunction adjunction = new HeapAdjunction(monoid, phi, known, n);
            int existing = adjunction.existingElement();
            HeapAdjunction.Candidate next = existing < 0 ? adjunction.extended(MOST_EXPONENT)
                    : new HeapAdjunction.Candidate(monoid, appended(phi, existing));
            for (int round = 0; ; round++) {
                if (next.monoid().order() > mostOrder) {
                    return stopped(monoid, phi, generators, null, Stop.ORDER_LIMIT);
                }
                SumAutomaton sums = SumAutomaton.of(next.monoid(), next.phi(), known, budget);
                if (sums.predicts(next.monoid(), next.phi())) {
                    break;
                }
                if (round == MOST_ROUNDS) {
                    return stopped(monoid, phi, generators, null, Stop.NOT_SETTLED);
                }
                next = sums.recalibrated();
            }
            if (next.monoid().order() > monoid.order()) {
                generators.add(n);
            }
            monoid = next.monoid();
            phi = next.phi();
            periodicity = MiserePeriodicity.find(phi, rules);
            if (untilFinal && periodicity != null) {
                return stopped(monoid, phi, generators, periodicity, Stop.FINAL);
            }
        }
        return stopped(monoid, phi, generators, periodicity, periodicity != null ? Stop.FINAL : Stop.LAST_HEAP);
    }

    private static int[] appended(int[] phi, int element) {
        int[] extended = Arrays.copyOf(phi, phi.length + 1);
        extended[phi.length] = element;
        return extended;
    }

    private Result stopped(BipartiteMonoid monoid, int[] phi, List<Integer> generators, MiserePeriodicity periodicity, Stop stop) {
        int[] heaps = generators.stream().mapToInt(Integer::intValue).toArray();
        return new Result(new MisereQuotient(rules.game().name(), monoid, phi, heaps, periodicity), stop);
    }
}
