package dev.grundy.heap;

import dev.grundy.core.NoNimValueException;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The Grundy values G(0), G(1), … of a take-and-break game, computed in order and kept, so that one
 * table serves every request for the same game (the work of growing it is charged to the request
 * that needs it). Safe for use by several threads: one grows it at a time, holding its
 * {@link TableLock}, which a thread waiting for it leaves when interrupted; the values it hands
 * out are a prefix no later growth changes.
 *
 * <p>Two ways to compute G(n) ({@link HeapStep}):
 * <ul>
 * <li><b>Naive</b>: mark the value of every option — O(n) per heap for a game that splits.</li>
 * <li><b>Sparse space</b> (Winning Ways, "Sparse space spells speed"; Flammenkamp): under a bit
 * mask m, a value is <em>rare</em> when popcount(v &amp; m) is even and <em>common</em> otherwise;
 * rare ⊕ rare and common ⊕ common are rare, rare ⊕ common is common. Every common option therefore
 * comes from a take or from a split with a rare part, so looping over the short list of heaps with
 * rare values marks all of them, and the least unmarked common value c is exact among commons.
 * G(n) = c unless a rare value below c is missing among the options, which a scan of the splits
 * settles, stopping as soon as every rare value below c has turned up. The mask is the one that
 * makes the fewest heaps rare ({@link MaskChooser}), chosen again each time the table doubles.</li>
 * </ul>
 * The automatic choice runs sparse space while rare heaps are under a quarter of all heaps. From
 * {@value #PIPELINE_FROM} heaps on, games that split use both cores ({@link PipelinedRun}). After each doubling the table looks for a period
 * ({@link PeriodicityDetector}); once the octal games periodicity theorem proves one, values are
 * filled in from the period and any heap is answered.
 */
public final class TakeAndBreakValues {
    /** The most values the table holds. */
    public static final int MAX_SIZE = Integer.MAX_VALUE - 16;

    private static final int FIRST_MASK_CHOICE = 1 << 12;
    private static final double SPARSE_WHEN_RARE_BELOW = 0.25;
    private static final int BUDGET_CHUNK = 256;
    private static final int PROGRESS_EVERY = 1 << 14;
    private static final int PIPELINE_FROM = 1 << 13;

    private final TakeAndBreak rules;
    private final ProofRule proof;
    private final boolean sparseApplies;
    private final int[] twoSplitRemovals;
    private final boolean splits;
    private final HeapStep step = new HeapStep(this);
    private final TableLock lock = new TableLock();

    private CompactValues values = CompactValues.empty();
    private long[] histogram = new long[2];
    private volatile int largest;
    private int mask;
    private boolean sparse;
    private volatile RareHeaps rare = RareHeaps.none();

    private Periodicity periodicity;
    private int nextCheck = 64;

    /** @param rules the game's rules */
    public TakeAndBreakValues(TakeAndBreak rules) {
        this.rules = rules;
        this.proof = rules.periodicityTheoremApplies() ? ProofRule.octalTheorem(rules.lastDigit()) : ProofRule.NONE;
        this.twoSplitRemovals = IntStream.rangeClosed(0, rules.lastDigit())
                .filter(k -> (rules.digit(k) & TakeAndBreak.LEAVE_TWO) != 0).toArray();
        this.sparseApplies = !rules.splitsInThree() && twoSplitRemovals.length > 0;
        this.splits = twoSplitRemovals.length > 0 || rules.splitsInThree();
    }

    /** @return the rules */
    public TakeAndBreak rules() {
        return rules;
    }

    /**
     * @param heap a heap of any size
     * @param budget charged one state per value the table must add
     * @return G(heap)
     * @throws NoNimValueException if the heap is beyond the table and no period has been proved
     * @throws java.util.concurrent.CancellationException if the thread is interrupted, while it
     *     computes or while it waits for another thread growing the table
     */
    public int value(BigInteger heap, SearchBudget budget) {
        lock.lock();
        try {
            while (proved() == null && heap.compareTo(BigInteger.valueOf(values.size())) >= 0) {
                if (values.size() >= MAX_SIZE) {
                    throw new NoNimValueException("error.beyondTable", rules.name(), MAX_SIZE);
                }
                extend(Math.min(MAX_SIZE, Math.max(2 * values.size(), 64)), SequenceMethod.AUTO, budget, SequenceListener.NONE);
            }
            return values.get(heap.compareTo(BigInteger.valueOf(values.size())) < 0 ? heap.intValueExact() : reduce(heap));
        } finally {
            lock.unlock();
        }
    }

    /** @return the same heap brought into the first period, by the proved periodicity */
    private int reduce(BigInteger heap) {
        BigInteger preperiod = BigInteger.valueOf(periodicity.preperiod());
        return preperiod.add(heap.subtract(preperiod).mod(BigInteger.valueOf(periodicity.period()))).intValueExact();
    }

    /**
     * Computes G(0 … to), by the period once one is proved.
     *
     * <p>The values returned are G(0 … to) alone, taken under the table's lock, which no later
     * growth of the table changes ({@link CompactValues#prefix}): a request may read them while
     * another grows the table. They share the table's storage, so a long sequence costs its compact
     * size once.
     *
     * @param to the last heap wanted
     * @param method how to compute values not yet known
     * @param budget charged one state per value
     * @param listener told of progress
     * @return the values, and the periodicity found in G(0 … to)
     * @throws java.util.concurrent.CancellationException if the thread is interrupted, while it
     *     computes or while it waits for another thread growing the table
     */
    public Snapshot sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        lock.lock();
        try {
            values.reserve(to + 1);
            extend(to + 1, method, budget, listener);
            return new Snapshot(values.prefix(to + 1), to + 1, detect(to + 1));
        } finally {
            lock.unlock();
        }
    }

    /**
     * Starts from values saved earlier (a checkpoint), instead of computing them again.
     *
     * @param saved G(0 … k) as computed before for these rules
     */
    public void resumeFrom(CompactValues saved) {
        lock.lock();
        try {
            values.reserve(saved.size());
            for (int n = values.size(); n < saved.size(); n++) {
                publish(n, saved.get(n));
            }
            while (nextCheck <= values.size() && nextCheck < MAX_SIZE / 2) {
                nextCheck *= 2;
            }
            chooseMaskIfDue(SequenceMethod.AUTO);
            if (proved() == null) {
                periodicity = detect(values.size());
            }
        } finally {
            lock.unlock();
        }
    }

    /** @return the values known so far, as {@link #sequence} hands them out, without periodicity */
    public Snapshot known() {
        lock.lock();
        try {
            return new Snapshot(values.prefix(values.size()), values.size(), null);
        } finally {
            lock.unlock();
        }
    }

    /** @return the proved periodicity, or null */
    public Periodicity provedPeriod() {
        lock.lock();
        try {
            return proved();
        } finally {
            lock.unlock();
        }
    }

    private Periodicity proved() {
        return periodicity != null && periodicity.proved() ? periodicity : null;
    }

    private void extend(int size, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        while (values.size() < size) {
            int end = Math.min(size, nextCheck);
            if (proved() != null) {
                fillFromPeriod(end, budget);
            } else if (pipelinePays(end)) {
                values.reserve(end);
                RareHeaps rareHeaps = sparse && method != SequenceMethod.NAIVE ? rare : null;
                new PipelinedRun(this, end, size, rareHeaps, budget, listener).run();
                // It stops early only for a value its storage cannot hold: computed alone, it widens the type.
                computeSerially(Math.min(end, values.size() + 1), size, method, budget, listener);
            } else {
                computeSerially(end, size, method, budget, listener);
            }
            listener.progress(values, values.size(), size, sparse ? rare.count() : -1);
            if (values.size() == nextCheck) {
                nextCheck = nextCheck >= MAX_SIZE / 2 ? MAX_SIZE : 2 * nextCheck;
                chooseMaskIfDue(method);
                if (proved() == null) {
                    periodicity = detect(values.size());
                }
            }
        }
    }

    private boolean pipelinePays(int end) {
        return splits && values.size() >= PIPELINE_FROM && end - values.size() >= PIPELINE_FROM
                && Runtime.getRuntime().availableProcessors() >= 2;
    }

    /** Computes heaps up to {@code end}, telling progress towards {@code target}. */
    private void computeSerially(int end, int target, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        for (int n = values.size(); n < end; n++) {
            if (n % BUDGET_CHUNK == 0) {
                budget.spend(Math.min(BUDGET_CHUNK, end - n));
            }
            if (n % PROGRESS_EVERY == 0) {
                listener.progress(values, n, target, sparse ? rare.count() : -1);
            }
            step.prepare(n, n, values, sparse && method != SequenceMethod.NAIVE ? rare : null, mask);
            publish(n, step.finish(values));
        }
    }

    private void fillFromPeriod(int end, SearchBudget budget) {
        for (int n = values.size(); n < end; n++) {
            if (n % BUDGET_CHUNK == 0) {
                budget.spend(Math.min(BUDGET_CHUNK, end - n));
            }
            long preperiod = periodicity.preperiod();
            publish(n, values.get((int) (preperiod + (n - preperiod) % periodicity.period())));
        }
    }

    /**
     * Looks for a period in G(0 … length − 1): what those values show, whatever was seen before.
     * Finite octal games are never arithmetic-periodic; games the theorem does not cover may be.
     */
    private Periodicity detect(int length) {
        return length < 2 ? null : PeriodicityDetector.find(values, length, proof, !rules.periodicityTheoremApplies());
    }

    /** Adds G(n) to the table; heaps are published in order, by one thread at a time. */
    void publish(int n, int value) {
        values = values.add(value);
        if (value >= histogram.length) {
            histogram = Arrays.copyOf(histogram, Integer.highestOneBit(value) << 1);
        }
        histogram[value]++;
        if (value > largest) {
            largest = value;
        }
        if (sparse && MaskChooser.rare(value, mask)) {
            rare = rare.with(n);
        }
    }

    /** Picks the mask again from the histogram, and whether the sparse method pays. */
    private void chooseMaskIfDue(SequenceMethod method) {
        int firstChoice = method == SequenceMethod.SPARSE ? 64 : FIRST_MASK_CHOICE;
        if (!sparseApplies || method == SequenceMethod.NAIVE || values.size() < firstChoice) {
            return;
        }
        int best = MaskChooser.bestMask(histogram);
        long rareUnderBest = 0;
        for (int value = 0; value < histogram.length; value++) {
            rareUnderBest += MaskChooser.rare(value, best) ? histogram[value] : 0;
        }
        boolean pays = method == SequenceMethod.SPARSE || rareUnderBest < SPARSE_WHEN_RARE_BELOW * values.size();
        if (pays && (!sparse || best != mask && rareUnderBest < rare.count())) {
            mask = best;
            RareHeaps heaps = RareHeaps.none();
            for (int n = 0; n < values.size(); n++) {
                if (MaskChooser.rare(values.get(n), mask)) {
                    heaps = heaps.with(n);
                }
            }
            rare = heaps;
        }
        sparse = pays;
    }

    // What the steps and the pipeline read.

    int[] twoSplitRemovals() {
        return twoSplitRemovals;
    }

    boolean unequalParts() {
        return rules.unequalParts();
    }

    int largest() {
        return largest;
    }

    CompactValues valuesForPipeline() {
        return values;
    }

    RareHeaps rareForPipeline() {
        return rare;
    }

    int rareCount() {
        return rare.count();
    }

    int maskForPipeline() {
        return mask;
    }

    /** The largest smaller part of a split in two: half, or less when the parts must differ. */
    int largestSmallerPart(int left) {
        return rules.unequalParts() ? (left - 1) / 2 : left / 2;
    }

    /** Marks the values of the splits of heap n into three, after each removal its digit allows. */
    void markThreeParts(int n, CompactValues known, int[] marks, int mark) {
        for (int k = 0; k <= Math.min(rules.lastDigit(), n); k++) {
            if ((rules.digit(k) & TakeAndBreak.LEAVE_THREE) == 0) {
                continue;
            }
            int left = n - k;
            for (int a = 1; 3 * a <= left; a++) {
                for (int b = a; a + 2 * b <= left; b++) {
                    marks[known.get(a) ^ known.get(b) ^ known.get(left - a - b)] = mark;
                }
            }
        }
    }

    /**
     * Values computed together with what was found in them.
     *
     * @param values holds G(0 … length − 1), possibly more
     * @param length how many values were asked for
     * @param periodicity the periodicity found in them, or null
     */
    public record Snapshot(CompactValues values, int length, Periodicity periodicity) {
    }
}
