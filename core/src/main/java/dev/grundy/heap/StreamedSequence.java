package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A long run of a take-and-break game's values in memory that does not grow with n, for heaps
 * beyond 2^31: the values stream to a store on disk ({@link ValueStore}, a checkpoint that a rerun
 * resumes from), and the computation keeps only a prefix and a tail of them
 * ({@link WindowedValues}), the rare heaps with their values ({@link StreamedRareHeaps}) and the
 * histogram ({@link ValueHistograms}).
 *
 * <p>Algorithm: the first {@code prefix} values by {@link TakeAndBreakValues} (both cores, its
 * choice of method); then sparse space (Winning Ways, "Sparse space spells speed"; Flammenkamp)
 * heap by heap ({@link WindowedSparseStep}), on both cores as the in-memory table runs
 * ({@link PipelinedRun}: each thread prepares the next heaps with the values known and finishes
 * them in order; one run per doubling, each choosing two threads or one afresh, and a step that
 * marks several lefts at once for stretches alone), under the mask chosen once from the
 * prefix's histogram ({@link MaskChooser}), so that a resumed run lists the same rare heaps. The
 * values do not depend on the mask, only the speed does. Cost per heap as in
 * {@link SparseGrundySequence}, the same splits marked (the near-halves from the window's middle,
 * refilled from the store), plus a block read from disk for the few scans that need a value beyond
 * prefix, tail and middle; memory, two bytes a value of prefix and tail, and 128 KB of middle.
 */
public final class StreamedSequence implements Closeable {
    /** The prefix and the tail of a run unless asked otherwise: 2^20 values each, 2 MB each. */
    public static final int DEFAULT_WINDOW = 1 << 20;

    private final TakeAndBreak rules;
    private final int[] removals;
    private final WindowedValues values;
    private final ValueHistograms histograms;
    private ValueStore store;
    /** The rare heaps, replaced as they grow: the steps of both threads read the list they took. */
    private volatile StreamedRareHeaps rare;
    /** The splits a scan tries first, renewed at every power of two, or null before the first. */
    private volatile SmallPartIndex smallParts;
    private final AtomicLong scansPastMemory = new AtomicLong();
    private int largest = -1;
    private long largestAt;
    private long lastLosing;
    private boolean ran;
    private long nextSync;
    private long syncNanos;
    /** The periodicity proved among the first {@link #lookedForPeriod} values, or null. */
    private Periodicity period;
    private long lookedForPeriod;

    private StreamedSequence(TakeAndBreak rules, int[] removals, int prefix, int tail, Path histogramDirectory) {
        this.rules = rules;
        this.removals = removals;
        this.values = new WindowedValues(prefix, tail);
        this.histograms = new ValueHistograms(histogramDirectory);
    }

    /**
     * @param rules the game's rules
     * @return whether the game can be streamed: it splits in two and never in three
     */
    public static boolean applies(TakeAndBreak rules) {
        return !rules.splitsInThree() && SplitGeometry.of(rules).splitsInTwo();
    }

    /**
     * Whether a table in memory ({@link TakeAndBreakValues}) of this many values fits: it takes at
     * most two bytes a value, twice over while it grows, and as much again for the sparse method's
     * record ({@link TakeAndBreakValues#footprint}), 8 bytes a value in all, and may use three
     * quarters of the memory, the rest left to the JVM and the output. Otherwise a run streams.
     *
     * @param count how many values, G(0 … count − 1)
     * @param memory the most memory Java's heap may take, in bytes
     * @return whether the values fit
     */
    public static boolean fitsInMemory(long count, long memory) {
        return count <= memory / 4 * 3 / 8;
    }

    /**
     * Opens a run: its store, made when missing, and the values the store holds, read back.
     *
     * @param rules the game's rules, for which {@link #applies} holds
     * @param storeFile the store, the run's checkpoint
     * @param histogramDirectory where the histogram of every power of two is written, or null
     * @param prefix how many of the first values to hold in memory, at least 2^12
     * @param tail how many of the last values to hold: a power of two
     * @return the run, holding the store until closed
     * @throws dev.grundy.text.GrundyException if another run holds the store, or it is no store of the game
     * @throws IOException if the store cannot be read or written
     */
    public static StreamedSequence open(TakeAndBreak rules, Path storeFile, Path histogramDirectory, int prefix, int tail)
            throws IOException {
        if (!applies(rules) || prefix < SequenceTuning.FIRST_MASK_CHOICE) {
            throw new IllegalArgumentException("no streamed run of " + rules.name() + " with a prefix of " + prefix);
        }
        StreamedSequence run = new StreamedSequence(rules, SplitGeometry.of(rules).twoSplitRemovals(), prefix, tail, histogramDirectory);
        run.store = ValueStore.open(storeFile, rules.name(), (block, count) -> {
            for (int i = 0; i < count; i++) {
                run.accept(block[i], false);
            }
        });
        run.values.storeIn(run.store);
        return run;
    }

    /** @return how many values are known, G(0 … known − 1) */
    public long known() {
        return values.count();
    }

    /**
     * Computes G(known … to), saving to the store as it goes and making sure it is on the disk
     * every {@code syncMillis}; the run stops cleanly when the thread is interrupted, the store
     * holding every whole block computed. Once per opening.
     *
     * @param to the last heap
     * @param budget charged a state a value; interruption stops the run
     * @param syncMillis how often to make sure the store is on the disk
     * @throws java.util.concurrent.CancellationException if the thread is interrupted
     * @throws IOException if the store cannot be written
     */
    public void run(long to, SearchBudget budget, long syncMillis) throws IOException {
        if (ran) {
            throw new IllegalStateException("a store is run once per opening: its last block may be short");
        }
        ran = true;
        long target = to + 1;
        lookedForPeriod = Math.min(target, values.prefixLength());
        period = prefix((int) lookedForPeriod, budget);
        if (period == null && known() < target && rare.count() >= SequenceTuning.SPARSE_WHEN_RARE_BELOW * known()) {
            throw new GrundyException(Phrase.of("error.streamNotSparse", rules.name(), rare.count(), known()));
        }
        syncNanos = syncMillis * 1_000_000L;
        nextSync = System.nanoTime() + syncNanos;
        // One pipelined run per doubling, as the in-memory table's, and one choice of two threads or one
        // kept from run to run: the pair warms up and is measured once, not at every doubling.
        PairOrAlone twoThreadsOrOne = new PairOrAlone();
        while (period == null && pipelinePays(target)) {
            long end = Math.min(target, Long.highestOneBit(known()) << 1);
            new PipelinedRun<>(new WindowedHeaps(), known(), largest, end, SequenceTuning.LOOKAHEAD, budget, twoThreadsOrOne).run();
        }
        WindowedSparseStep step = period == null ? newSerialStep() : null;
        for (long n = known(); n < target; n++) {
            if ((n & (SequenceTuning.BUDGET_CHUNK - 1)) == 0) {
                budget.spend(SequenceTuning.BUDGET_CHUNK);
                syncIfDue();
            }
            if (period != null) {
                accept(values.get(period.preperiod() + (n - period.preperiod()) % period.period()), true);
            } else {
                step.prepare(n, n, values, rare, smallParts, largest);
                accept(step.finishInTurn(largest), true);
            }
        }
        values.flush();
        store.sync();
    }

    /**
     * Whether both cores work: with two processors, and a tail longer than a stored block and the
     * look-ahead, so that a step never reads the block being filled (which only the thread that
     * adds may read).
     */
    private boolean pipelinePays(long target) {
        return target - known() >= SequenceTuning.PIPELINE_FROM && Runtime.getRuntime().availableProcessors() >= 2
                && values.tailLength() >= SequenceFile.MOST_PER_BLOCK + SequenceTuning.LOOKAHEAD;
    }

    private WindowedSparseStep newStep() {
        return new WindowedSparseStep(rules, removals, scansPastMemory, false);
    }

    /** A step given every heap in turn, each once the heap before it is known: it marks several lefts at once. */
    private WindowedSparseStep newSerialStep() {
        return new WindowedSparseStep(rules, removals, scansPastMemory, true);
    }

    private void syncIfDue() {
        if (System.nanoTime() > nextSync) {
            try {
                store.sync();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            nextSync = System.nanoTime() + syncNanos;
        }
    }

    /**
     * The first {@code end} values by the in-memory engine, from those the store holds, and the
     * period that engine proves in them (the octal games periodicity theorem), from which the rest
     * is filled.
     *
     * @return the proved periodicity, or null
     */
    private Periodicity prefix(int end, SearchBudget budget) {
        TakeAndBreakValues table = new TakeAndBreakValues(rules);
        CompactValues saved = CompactValues.empty();
        for (int n = 0; n < Math.min(known(), end); n++) {
            saved = saved.add(values.get(n));
        }
        table.resumeFrom(saved);
        CompactValues computed = table.sequence(end - 1, SequenceMethod.AUTO, budget, SequenceListener.NONE).values();
        for (int n = (int) known(); n < end; n++) {
            accept(computed.get(n), true);
        }
        return table.provedPeriod();
    }

    /** Takes G(known) in: the window, the histogram, the rare heaps, the summary. */
    private void accept(int value, boolean toStore) {
        long n = values.count();
        if (value > largest) {
            largest = value;
            largestAt = n;
        }
        if (value == 0) {
            lastLosing = n;
        }
        values.add(value, toStore);
        histograms.add(value);
        if (rare != null) {
            StreamedRareHeaps more = rare.offer(n, value);
            if (more != rare) {
                rare = more;
            }
        } else if (values.count() == values.prefixLength()) {
            StreamedRareHeaps heaps = new StreamedRareHeaps(MaskChooser.bestMask(histograms.counts()));
            for (int heap = 0; heap < values.prefixLength(); heap++) {
                heaps = heaps.offer(heap, values.get(heap));
            }
            rare = heaps;
        }
        if (rare != null && (values.count() & (values.count() - 1)) == 0) {
            // The search's targets follow the histogram, as the in-memory table's do when it doubles.
            smallParts = SmallPartIndex.of(heap -> values.get(heap), histograms.counts());
        }
    }

    /**
     * Writes every value to a whole sequence file, byte for byte what {@link SequenceFile#write}
     * writes for the same values (its count open beyond 2^31 − 1).
     *
     * @param binary the file
     * @param to the last heap, at most the last known: G(0 … to)
     * @throws IOException if it cannot be written
     */
    public void writeTo(Path binary, long to) throws IOException {
        store.copyTo(binary, rules.name(), to + 1);
    }

    /** @return what the values so far show */
    public Summary summary() {
        long[] counts = histograms.counts();
        long[] rareHeaps = rare == null ? new long[0] : Arrays.copyOf(rare.heaps(), rare.count());
        return new Summary(known(), largest, largestAt, counts[0], lastLosing, rare == null ? 0 : rare.mask(), rareHeaps,
                scansPastMemory.get(), values.readsOutside(), period, lookedForPeriod);
    }

    @Override
    public void close() throws IOException {
        store.close();
    }

    /** The heaps after the prefix, for the two threads: windowed steps, each new value taken in. */
    private final class WindowedHeaps implements PipelinedRun.Heaps<WindowedSparseStep> {
        @Override
        public WindowedSparseStep newStep() {
            return StreamedSequence.this.newStep();
        }

        @Override
        public WindowedSparseStep newSerialStep() {
            return StreamedSequence.this.newSerialStep();
        }

        @Override
        public void prepare(WindowedSparseStep step, long heap, long known, int largest) {
            step.prepare(heap, known, values, rare, smallParts, largest);
        }

        @Override
        public void prepareTwo(WindowedSparseStep first, WindowedSparseStep second, long heap, long known, int largest) {
            first.prepareTwo(second, heap, known, values, rare, smallParts, largest);
        }

        @Override
        public int finish(WindowedSparseStep step, int largest) {
            return step.finish(largest);
        }

        @Override
        public int finishInTurn(WindowedSparseStep step, int largest) {
            return step.finishInTurn(largest);
        }

        @Override
        public long heap(WindowedSparseStep step) {
            return step.heap();
        }

        @Override
        public boolean holds(int value) {
            // Values of 65,536 or more stop the run with an error as they are added.
            return true;
        }

        @Override
        public void publish(long heap, int value) {
            accept(value, true);
        }

        @Override
        public void progress(long known) {
            syncIfDue();
        }
    }

    /**
     * What a streamed run's values show.
     *
     * @param count how many values, G(0 … count − 1)
     * @param largest the largest value
     * @param largestAt the first heap with it
     * @param losing how many heaps have value 0 (P-positions)
     * @param lastLosing the last of them
     * @param mask the sparse-space mask, 0 before it is chosen
     * @param rareHeaps the heaps with rare values under it
     * @param scansPastMemory how many heaps' scans read beyond prefix and tail
     * @param readsOutside how many values were read from disk
     * @param period the periodicity proved among the first {@code lookedForPeriod} values, or null:
     *     a run looks for one only among the values it holds from the start
     * @param lookedForPeriod how many of the first values were looked at for a period
     */
    public record Summary(long count, int largest, long largestAt, long losing, long lastLosing, int mask, long[] rareHeaps,
                          long scansPastMemory, long readsOutside, Periodicity period, long lookedForPeriod) {
    }
}
