package dev.grundy.misere.quotient;

import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * Builds the misère quotient of a heap game heap by heap, as Plambeck &amp; Siegel's algorithm
 * does (JCTA 115 (2008), §6; Siegel, <i>Misère games and misère quotients</i>, arXiv
 * math/0612616): heap n is first tried as an element of the quotient of the heaps below it;
 * otherwise the presentation is extended by a generator a with a<sup>K+1</sup> = a<sup>K−1</sup>,
 * K = 1 … {@value #MOST_EXPONENT}, and reduced. Each candidate is verified on every sum of the heaps
 * so far ({@link SumAutomaton}); where it fails — the new heap tells apart sums identified before —
 * it is recalibrated, round after round, and failing that the extension starts again from a finer
 * base, the sums' automaton of the heaps below n made a monoid. Only a verified candidate is taken.
 * After each heap the misère periodicity test ({@link MiserePeriodicity}) may make the quotient final.
 * This recalibration is this class's own way to the published step, not a transcription of it.
 *
 * <p>Bounded: the heaps by the caller's last heap, the order by {@code mostOrder}, the work and
 * the time by the {@link SearchBudget} (one state per state of the sums' automaton).
 */
public final class QuotientBuilder {
    /** The largest K tried for a new generator's relation a<sup>K+1</sup> = a<sup>K−1</sup>. */
    public static final int MOST_EXPONENT = 5;
    /** The most states of the sums' automaton that are made a monoid to recalibrate from. */
    public static final int MOST_JETS = 3_000;
    /** How many times the sums' automaton is refined into a finer base before the build gives up. */
    public static final int MOST_JET_DEPTH = 3;
    /** The most rounds of recalibration for one heap. */
    public static final int MOST_ROUNDS = 8;

    private final HeapRules rules;
    private final int mostOrder;
    private QuotientProgress progress = QuotientProgress.NONE;
    private long candidates;

    /**
     * @param rules the heap game
     * @param mostOrder the largest order a quotient may reach
     */
    public QuotientBuilder(HeapRules rules, int mostOrder) {
        this.rules = rules;
        this.mostOrder = mostOrder;
    }

    /**
     * @param listener told after each heap adjoined
     * @return this builder, reporting to the listener
     */
    public QuotientBuilder reporting(QuotientProgress listener) {
        this.progress = listener;
        return this;
    }

    /** Why a build stopped. */
    public enum Stop {
        /** The quotient is final by the periodicity test. */
        FINAL,
        /** The last heap asked for was reached. */
        LAST_HEAP,
        /** The quotient would pass the largest order allowed. */
        ORDER_LIMIT,
        /** The budget of states, memory or time ran out. */
        BUDGET,
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
     * @throws dev.grundy.text.InvalidPositionException if a move of the game takes no token
     */
    public Result build(int lastHeap, boolean untilFinal, SearchBudget budget) {
        BipartiteMonoid monoid = new BipartiteMonoid(new int[][] {{0}}, new boolean[] {false});
        int[] phi = {0};
        int[][][] options = new int[lastHeap + 1][][];
        options[0] = new int[0][];
        MiserePeriodicity periodicity = null;
        for (int n = 1; n <= lastHeap; n++) {
            options[n] = rules.options(n);
            int[][][] known = Arrays.copyOf(options, n + 1);
            HeapAdjunction.Candidate next;
            try {
                SearchBudget.stopIfInterrupted();
                next = adjoined(new HeapAdjunction(monoid, phi, known, n), monoid, phi, known, budget);
            } catch (StateLimitException | MemoryLimitException | CancellationException exhausted) {
                return stopped(monoid, phi, null, Stop.BUDGET);
            }
            if (next == null) {
                return stopped(monoid, phi, null, Stop.NOT_SETTLED);
            }
            if (next.monoid().order() > mostOrder) {
                return stopped(monoid, phi, null, Stop.ORDER_LIMIT);
            }
            monoid = next.monoid();
            phi = next.phi();
            periodicity = MiserePeriodicity.find(phi, rules);
            progress.adjoined(n, monoid.order(), candidates);
            if (untilFinal && periodicity != null) {
                return stopped(monoid, phi, periodicity, Stop.FINAL);
            }
        }
        return stopped(monoid, phi, periodicity, periodicity != null ? Stop.FINAL : Stop.LAST_HEAP);
    }

    /** Heap n as an existing element if its outcomes say so and that verifies; else a new generator. */
    private HeapAdjunction.Candidate adjoined(HeapAdjunction adjunction, BipartiteMonoid monoid, int[] phi, int[][][] known,
                                              SearchBudget budget) {
        int existing = adjunction.existingElement();
        HeapAdjunction.Candidate next = existing < 0 ? null
                : settled(new HeapAdjunction.Candidate(monoid, appended(phi, existing)), known, budget);
        for (int k = 1; next == null && k <= MOST_EXPONENT; k++) {
            next = settled(adjunction.extended(k), known, budget);
        }
        // Recalibration from finer bases: the sums' automaton of the heaps below n, made a monoid, once and again.
        int[][][] below = Arrays.copyOf(known, phi.length);
        HeapAdjunction.Candidate base = new HeapAdjunction.Candidate(monoid, phi);
        for (int depth = 1; next == null && base != null && depth <= MOST_JET_DEPTH; depth++) {
            base = SumAutomaton.of(base.monoid(), base.phi(), below, budget).jets(base.monoid(), MOST_JETS);
            HeapAdjunction finer = base == null ? null : new HeapAdjunction(base.monoid(), base.phi(), known, phi.length);
            for (int k = 1; finer != null && next == null && k <= MOST_EXPONENT; k++) {
                next = settled(finer.extended(k), known, budget);
            }
        }
        return next;
    }

    /** The candidate, recalibrated until it verifies, or null after {@value #MOST_ROUNDS} rounds or past the largest order. */
    private HeapAdjunction.Candidate settled(HeapAdjunction.Candidate candidate, int[][][] options, SearchBudget budget) {
        HeapAdjunction.Candidate next = candidate;
        for (int round = 0; round <= MOST_ROUNDS && next.monoid().order() <= mostOrder; round++) {
            candidates++;
            SumAutomaton sums = SumAutomaton.of(next.monoid(), next.phi(), options, budget);
            if (sums.predicts(next.monoid(), next.phi())) {
                return next;
            }
            next = sums.recalibrated();
        }
        return null;
    }

    private static int[] appended(int[] phi, int element) {
        int[] extended = Arrays.copyOf(phi, phi.length + 1);
        extended[phi.length] = element;
        return extended;
    }

    private Result stopped(BipartiteMonoid monoid, int[] phi, MiserePeriodicity periodicity, Stop stop) {
        return new Result(new MisereQuotient(rules.game().name(), monoid, phi, generatorHeaps(monoid, phi), periodicity), stop);
    }

    /** The heaps whose images are not products of the images of smaller heaps: a least set of generators. */
    private static int[] generatorHeaps(BipartiteMonoid monoid, int[] phi) {
        List<Integer> heaps = new ArrayList<>();
        BitSet reached = new BitSet();
        reached.set(0);
        for (int h = 1; h < phi.length; h++) {
            if (!reached.get(phi[h])) {
                heaps.add(h);
                for (boolean grew = true; grew; ) {
                    grew = false;
                    for (int x = reached.nextSetBit(0); x >= 0; x = reached.nextSetBit(x + 1)) {
                        int y = monoid.times(x, phi[h]);
                        grew |= !reached.get(y);
                        reached.set(y);
                    }
                }
            }
        }
        return heaps.stream().mapToInt(Integer::intValue).toArray();
    }
}
