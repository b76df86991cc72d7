package dev.grundy.misere.quotient;

import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;

import java.util.Arrays;
import java.util.BitSet;
import java.util.concurrent.CancellationException;

/**
 * Builds the misère quotient of a heap game heap by heap, as Plambeck &amp; Siegel's algorithm
 * does (JCTA 115 (2008), §6; arXiv 0705.2404; Siegel, <i>Misère games and misère quotients</i>,
 * arXiv math/0612616). Heap n is, in turn: an element of the quotient Q of the heaps below it by the
 * mex interpolation principle ({@link MexInterpolation}, no search); an element whose outcomes with
 * every element are the heap's ({@link HeapAdjunction}) that verifies; or a new generator a with
 * a<sup>4</sup> = a<sup>2</sup> ({@link FreeExtension}, {@link OutcomeMarking}). Each candidate is
 * verified on every sum of the heaps so far ({@link FailureSearch}); where it misjudges a sum, some
 * of that sum's heaps are made new generators ({@link Recalibration}) and the trial is checked
 * again. Only a verified candidate is taken. After each heap the misère periodicity test
 * ({@link MiserePeriodicity.Watch}) may make the quotient final.
 *
 * <p>Bounded: the heaps by the caller's last heap, the order by {@code mostOrder}, the rounds of
 * recalibration by {@value #MOST_ROUNDS}, the work and the time by the {@link SearchBudget} (one
 * state per pair searched and per element marked).
 */
public final class QuotientBuilder {
    /** The most rounds of recalibration for one heap. */
    public static final int MOST_ROUNDS = 64;

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
        Candidate current = new Candidate(new BipartiteMonoid(new int[][] {{0}}, new boolean[] {false}), new int[] {0});
        HeapOptions[] options = new HeapOptions[lastHeap + 1];
        options[0] = HeapOptions.listed(new int[0][]);
        MiserePeriodicity.Watch watch = new MiserePeriodicity.Watch(rules);
        MiserePeriodicity periodicity = null;
        MexInterpolation mex = null;
        int[] digits = rules.octalDigits();
        for (int n = 1; n <= lastHeap; n++) {
            options[n] = rules.heapOptions(n, digits);
            Candidate next;
            try {
                SearchBudget.stopIfInterrupted();
                int element = conservative(current, options[n], mex);
                if (element >= 0) {
                    next = new Candidate(current.monoid(), appended(current.phi(), element));
                } else {
                    FailureSearch.Verdict verified = adjoined(current, options, budget);
                    next = verified == null ? null : verified.candidate();
                    mex = verified == null || verified.leastOptionSets() == null ? null
                            : new MexInterpolation(next.monoid(), verified.leastOptionSets());
                }
            } catch (StateLimitException | MemoryLimitException | CancellationException exhausted) {
                return stopped(current, null, Stop.BUDGET);
            }
            if (next == null) {
                return stopped(current, null, Stop.NOT_SETTLED);
            }
            if (next.monoid().order() > mostOrder) {
                return stopped(current, null, Stop.ORDER_LIMIT);
            }
            boolean renumbered = next.monoid() != current.monoid();
            current = next;
            periodicity = watch.after(current.phi(), renumbered);
            progress.adjoined(n, current.monoid().order(), candidates);
            if (untilFinal && periodicity != null) {
                return stopped(current, periodicity, Stop.FINAL);
            }
        }
        return stopped(current, periodicity, periodicity != null ? Stop.FINAL : Stop.LAST_HEAP);
    }

    /** Heap n as an element by the mex interpolation principle without a search, or −1; heaps without a move are the identity. */
    private static int conservative(Candidate current, HeapOptions options, MexInterpolation mex) {
        if (!options.hasMove()) {
            return 0;
        }
        return mex == null ? -1 : mex.element(options.images(current.monoid(), current.phi()));
    }

    /**
     * Heap n as an existing element if one verifies (a conservative extension); else a new
     * generator a with a<sup>4</sup> = a<sup>2</sup>, recalibrated until it verifies (Plambeck &amp;
     * Siegel 2008, §6). Null when a recalibration finds no trial or {@value #MOST_ROUNDS} rounds
     * pass; a candidate past the largest order is returned unverified for the caller to refuse.
     */
    private FailureSearch.Verdict adjoined(Candidate current, HeapOptions[] options, SearchBudget budget) {
        BipartiteMonoid monoid = current.monoid();
        int[] phi = current.phi();
        int n = phi.length;
        for (int x : new HeapAdjunction(monoid, phi, options, n).matchingElements()) {
            candidates++;
            FailureSearch.Verdict verdict = FailureSearch.check(new Candidate(monoid, appended(phi, x)), options, budget);
            if (verdict.misjudged() == null) {
                return verdict;
            }
        }
        FreeExtension extension = FreeExtension.of(monoid, phi, new int[] {2}, new int[] {2});
        int[] trialPhi = new int[n + 1];
        for (int h = 0; h < n; h++) {
            trialPhi[h] = extension.embedded(phi[h]);
        }
        trialPhi[n] = extension.generator(0);
        Candidate trial = OutcomeMarking.marked(extension, trialPhi, options, budget);
        for (int round = 0; round < MOST_ROUNDS && trial != null; round++) {
            if (trial.monoid().order() > mostOrder) {
                return new FailureSearch.Verdict(trial, null, null);
            }
            candidates++;
            FailureSearch.Verdict verdict = FailureSearch.check(trial, options, budget);
            if (verdict.misjudged() == null) {
                return verdict;
            }
            trial = Recalibration.recalibrated(trial, verdict.misjudged(), options, budget);
        }
        return null;
    }

    private static int[] appended(int[] phi, int element) {
        int[] extended = Arrays.copyOf(phi, phi.length + 1);
        extended[phi.length] = element;
        return extended;
    }

    private Result stopped(Candidate candidate, MiserePeriodicity periodicity, Stop stop) {
        BipartiteMonoid monoid = candidate.monoid();
        int[] phi = candidate.phi();
        return new Result(new MisereQuotient(rules.game().name(), monoid, phi, generatorHeaps(monoid, phi), periodicity), stop);
    }

    /** The heaps whose images are not products of the images of smaller heaps: a least set of generators. */
    private static int[] generatorHeaps(BipartiteMonoid monoid, int[] phi) {
        int[] heaps = new int[phi.length];
        int count = 0;
        BitSet reached = new BitSet();
        reached.set(0);
        for (int h = 1; h < phi.length; h++) {
            if (!reached.get(phi[h])) {
                heaps[count++] = h;
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
        return Arrays.copyOf(heaps, count);
    }
}
