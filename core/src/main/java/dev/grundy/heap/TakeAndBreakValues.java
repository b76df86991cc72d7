package dev.grundy.heap;

import dev.grundy.core.NoNimValueException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

import java.math.BigInteger;
import java.util.Objects;

import static dev.grundy.heap.SequenceTuning.BUDGET_CHUNK;
import static dev.grundy.heap.SequenceTuning.FIRST_MASK_CHOICE;
import static dev.grundy.heap.SequenceTuning.FIRST_MASK_CHOICE_WHEN_ASKED;
import static dev.grundy.heap.SequenceTuning.PIPELINE_FROM;
import static dev.grundy.heap.SequenceTuning.PROGRESS_EVERY;
import static dev.grundy.heap.SequenceTuning.SPARSE_WHEN_RARE_BELOW;

/**
 * The Grundy values G(0), G(1), … of a take-and-break game, computed in order and kept, so that one
 * table serves every request for the same game (the work of growing it is charged to the request
 * that needs it). Safe for use by several threads: one grows it at a time, holding its
 * {@link TableLock}, which a thread waiting for it leaves when interrupted; the values it hands
 * out are a prefix no later growth changes.
 *
 * <p>The table picks the method, heap range by heap range, and each method is a class of its own:
 * <ul>
 * <li>{@link NaiveGrundySequence}: the mex of every option, O(n) per heap for a game that splits;
 * for the first {@value SequenceTuning#FIRST_MASK_CHOICE} heaps, for games that split in three,
 * and wherever rare values are not rare.</li>
 * <li>{@link SparseGrundySequence}: sparse space (Winning Ways, "Sparse space spells speed";
 * Flammenkamp), which marks only the splits with a rare part and scans the rest only for the rare
 * values still missing; chosen while the rare heaps are under a quarter of all heaps.</li>
 * </ul>
 * From {@value SequenceTuning#PIPELINE_FROM} heaps on, games that split use both cores
 * ({@link PipelinedRun}). After each doubling the table chooses the method again and looks for a
 * period ({@link PeriodicityDetector}); once the octal games periodicity theorem proves one,
 * values are filled in from the period and any heap is answered.
 *
 * <p>The constants that tune all this, with the measurements behind them, are in
 * {@link SequenceTuning}.
 */
public final class TakeAndBreakValues implements SharedTable {
    /** The most values the table holds. */
    public static final int MAX_SIZE = Integer.MAX_VALUE - 16;

    /** Values up to the first look for a period; the look is repeated as the table doubles. */
    private static final int FIRST_PERIOD_CHECK = 64;

    private final TakeAndBreak rules;
    private final PeriodicityProof proof;
    private final SplitGeometry geometry;
    private final boolean splits;
    private final TableLock lock = new TableLock();
    private final NaiveGrundySequence naive;
    /** Null when sparse space does not apply: a game that splits in three, or never splits. */
    private final SparseGrundySequence sparse;
    private final HeapStep naiveStep;
    private final HeapStep sparseStep;
    /** Whether the pipeline's stretches run on two threads or one, measured as they run and kept from doubling to doubling. */
    private final PairOrAlone twoThreadsOrOne = new PairOrAlone();

    private CompactValues values = CompactValues.empty();
    private int largest;
    private volatile long footprint;

    private Periodicity periodicity;
    private int nextCheck = FIRST_PERIOD_CHECK;

    /**
     * @param rules the game's rules
     * @throws NullPointerException if rules is null
     */
    public TakeAndBreakValues(TakeAndBreak rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.proof = rules.periodicityTheoremApplies() ? PeriodicityProof.octalTheorem(rules.lastDigit()) : PeriodicityProof.NONE;
        this.geometry = SplitGeometry.of(rules);
        this.splits = geometry.splitsInTwo() || geometry.splitsInThree();
        this.naive = new NaiveGrundySequence(geometry);
        this.sparse = !geometry.splitsInThree() && geometry.splitsInTwo() ? new SparseGrundySequence(geometry) : null;
        this.naiveStep = naive.newStep();
        this.sparseStep = sparse == null ? null : sparse.newSerialStep();
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
     * @throws dev.grundy.budget.StateLimitException if the budget runs out first
     * @throws java.util.concurrent.CancellationException if the thread is interrupted, while it
     *     computes or while it waits for another thread growing the table
     * @throws IllegalArgumentException if the heap is negative
     */
    public int value(BigInteger heap, SearchBudget budget) {
        if (Objects.requireNonNull(heap, "heap").signum() < 0) {
            throw new IllegalArgumentException("heap must not be negative, got " + heap);
        }
        Objects.requireNonNull(budget, "budget");
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
     * @throws dev.grundy.budget.StateLimitException if the budget runs out first
     * @throws java.util.concurrent.CancellationException if the thread is interrupted, while it
     *     computes or while it waits for another thread growing the table
     * @throws IllegalArgumentException if to is negative or not below {@link #MAX_SIZE}
     */
    public Snapshot sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        if (to < 0 || to >= MAX_SIZE) {
            throw new IllegalArgumentException("to must be within 0.." + (MAX_SIZE - 1) + ", got " + to);
        }
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(budget, "budget");
        Objects.requireNonNull(listener, "listener");
        return lock.holding(() -> {
            values.reserve(to + 1);
            extend(to + 1, method, budget, listener);
            return new Snapshot(values.prefix(to + 1), to + 1, detect(to + 1));
        });
    }

    /**
     * Starts from values saved earlier (a checkpoint), instead of computing them again.
     *
     * @param saved G(0 … k) as computed before for these rules
     * @throws java.util.concurrent.CancellationException if the thread is interrupted while it
     *     waits for another thread growing the table
     */
    public void resumeFrom(CompactValues saved) {
        Objects.requireNonNull(saved, "saved");
        lock.lock();
        try {
            values.reserve(saved.size());
            for (int n = values.size(); n < saved.size(); n++) {
                publish(n, saved.get(n));
            }
            while (nextCheck <= values.size() && nextCheck < MAX_SIZE / 2) {
                nextCheck *= 2;
            }
            chooseMethodIfDue(SequenceMethod.AUTO);
            if (proved() == null) {
                periodicity = detect(values.size());
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * @return the values known so far, as {@link #sequence} hands them out, without periodicity
     * @throws java.util.concurrent.CancellationException if the thread is interrupted while it
     *     waits for another thread growing the table
     */
    public Snapshot known() {
        return lock.holding(() -> new Snapshot(values.prefix(values.size()), values.size(), null));
    }

    /**
     * @return the proved periodicity, or null
     * @throws java.util.concurrent.CancellationException if the thread is interrupted while it
     *     waits for another thread growing the table
     */
    public Periodicity provedPeriod() {
        return lock.holding(this::proved);
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
                boolean sparseRuns = sparseRuns(method);
                PipelinedRun.inMemory(values, largest, geometry, sparseRuns ? sparse::newStep : naive::newStep,
                        sparseRuns ? sparseStep : naiveStep, twoThreadsOrOne, end, budget, outlet(size, listener)).run();
                // It stops early only for a value its storage cannot hold: computed alone, it widens the type.
                computeSerially(Math.min(end, values.size() + 1), size, method, budget, listener);
            } else {
                computeSerially(end, size, method, budget, listener);
            }
            listener.progress(values, values.size(), size, rareCount());
            if (values.size() == nextCheck) {
                nextCheck = nextCheck >= MAX_SIZE / 2 ? MAX_SIZE : 2 * nextCheck;
                chooseMethodIfDue(method);
                if (proved() == null) {
                    periodicity = detect(values.size());
                }
            }
        }
    }

    private boolean sparseRuns(SequenceMethod method) {
        return sparse != null && sparse.running() && method != SequenceMethod.NAIVE;
    }

    private boolean pipelinePays(int end) {
        return splits && values.size() >= PIPELINE_FROM && end - values.size() >= PIPELINE_FROM
                && Runtime.getRuntime().availableProcessors() >= 2;
    }

    /** Computes heaps up to {@code end}, telling progress towards {@code target}. */
    private void computeSerially(int end, int target, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        HeapStep step = sparseRuns(method) ? sparseStep : naiveStep;
        for (int n = values.size(); n < end; n++) {
            if (n % BUDGET_CHUNK == 0) {
                budget.spend(Math.min(BUDGET_CHUNK, end - n));
            }
            if (n % PROGRESS_EVERY == 0) {
                listener.progress(values, n, target, rareCount());
            }
            step.prepare(n, n, values, largest);
            publish(n, step.finishInTurn(values, largest));
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

    /**
     * The compact values, at most two bytes each, doubled for their room to grow, and as much again
     * for the sparse method's record of rare heaps and small parts.
     */
    @Override
    public long footprint() {
        return footprint;
    }

    /** What a pipelined run hands its values to, telling progress towards {@code target}. */
    private PipelinedRun.Outlet outlet(int target, SequenceListener listener) {
        return new PipelinedRun.Outlet() {
            @Override
            public void publish(int heap, int value) {
                TakeAndBreakValues.this.publish(heap, value);
            }

            @Override
            public void progress(int known) {
                listener.progress(values, known, target, rareCount());
            }
        };
    }

    /** Adds G(n) to the table; heaps are published in order, by one thread at a time. */
    private void publish(int n, int value) {
        values = values.add(value);
        footprint = 4L * values.size() * values.bytesPerValue();
        if (value > largest) {
            largest = value;
        }
        if (sparse != null) {
            sparse.record(n, value);
        }
    }

    /**
     * Chooses the method for the heaps to come: sparse space, with the mask that makes the fewest
     * heaps rare, if it applies and it pays (or is asked for), else the naive loop.
     */
    private void chooseMethodIfDue(SequenceMethod method) {
        int firstChoice = method == SequenceMethod.SPARSE ? FIRST_MASK_CHOICE_WHEN_ASKED : FIRST_MASK_CHOICE;
        if (sparse == null || method == SequenceMethod.NAIVE || values.size() < firstChoice) {
            return;
        }
        long rareUnderBest = sparse.rareUnderBestMask();
        if (method == SequenceMethod.SPARSE || rareUnderBest < SPARSE_WHEN_RARE_BELOW * values.size()) {
            sparse.run(values, rareUnderBest);
        } else {
            sparse.pause();
        }
    }

    /** @return how many heaps are rare while sparse space runs, else -1 */
    private int rareCount() {
        return sparse != null && sparse.running() ? sparse.rareCount() : -1;
    }

    /**
     * Values computed together with what was found in them.
     *
     * @param values G(0 … length − 1), a prefix of the table's values that no later growth changes
     * @param length how many values were asked for
     * @param periodicity the periodicity found in them, or null
     */
    public record Snapshot(CompactValues values, int length, Periodicity periodicity) {
    }
}
