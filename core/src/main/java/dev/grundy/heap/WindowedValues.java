package dev.grundy.heap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The values G(0 … count − 1) of a streamed run, in memory that does not grow with the count: a
 * <em>prefix</em>, the first values, and a <em>tail</em>, the last values in a ring; every value
 * also goes to a {@link ValueStore} on disk, from which the values between prefix and tail are
 * read back when asked. The sparse-space step of heap n reads small heaps (the rare heaps, the
 * small parts of splits) and recent ones (n − k − a for small a), which prefix and tail hold, so
 * the disk serves only the rare scans that reach the near-halves.
 *
 * Values not yet in a whole block of the store are read from the block being filled.
 *
 * <p>Two threads may read while one adds ({@link PipelinedRun}): a reader working on heap n reads
 * G(m) from the tail only for m ≥ n − tail, which stays in the ring until heap n is published —
 * by this reader, or by the other thread, which then drops the reader's work; so the reads take
 * the heap they work for, not the count. The store takes its reads and writes one at a time.
 *
 * <p>Memory: two bytes a value of prefix and tail, plus the store's cache; values must be below
 * 65,536. Cost of {@link #get}: an array read inside prefix or tail, a cached block or a block
 * read from the file outside.
 */
final class WindowedValues implements PackedPartners {
    private final char[] prefix;
    private final char[] ring;
    private final int ringMask;
    private ValueStore store;
    private final char[] pending = new char[SequenceFile.MOST_PER_BLOCK];
    private int pendingCount;
    private long count;
    private final AtomicLong readsOutside = new AtomicLong();

    /**
     * @param prefixLength how many of the first values to hold
     * @param tailLength how many of the last values to hold: a power of two
     */
    WindowedValues(int prefixLength, int tailLength) {
        this(prefixLength, tailLength, 0);
    }

    /**
     * A window whose first value added is G(first): the values below are never read but for the
     * prefix, which holds zeros. For tests of heaps beyond 2^31 without computing up to them.
     */
    WindowedValues(int prefixLength, int tailLength, long first) {
        if (Integer.bitCount(tailLength) != 1) {
            throw new IllegalArgumentException("the tail must be a power of two, not " + tailLength);
        }
        this.prefix = new char[prefixLength];
        this.ring = new char[tailLength];
        this.ringMask = tailLength - 1;
        this.count = first;
    }

    /** @param store where values go from now on, and are read back from: it holds the values added so far */
    void storeIn(ValueStore store) {
        this.store = store;
    }

    /** @return how many values are known */
    long count() {
        return count;
    }

    /** @return how many values the prefix holds at most */
    int prefixLength() {
        return prefix.length;
    }

    /** @return how many values the tail holds */
    int tailLength() {
        return ring.length;
    }

    /**
     * Adds G(count) to the window, and to the store a whole block at a time.
     *
     * @param value the value, below 65,536
     * @param toStore false while the store already holds it (a replay)
     */
    void add(int value, boolean toStore) {
        if (value > Character.MAX_VALUE) {
            throw new IllegalStateException("a streamed run holds values below 65536, not " + value);
        }
        char v = (char) value;
        if (count < prefix.length) {
            prefix[(int) count] = v;
        }
        ring[(int) count & ringMask] = v;
        count++;
        if (toStore) {
            pending[pendingCount++] = v;
            if (pendingCount == pending.length) {
                flush();
            }
        }
    }

    /** Writes the values not yet stored as the store's last, short block: the run ends. */
    void flush() {
        try {
            if (pendingCount > 0) {
                store.append(pending, pendingCount);
            }
            pendingCount = 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param n a heap below {@link #count()}
     * @return G(n), from memory or from the store; for the thread that adds
     */
    int get(long n) {
        return get(n, count);
    }

    /**
     * @param n a heap below the values known to a reader that works on {@code heap}
     * @param heap the heap the reader works on: at most {@link #count()} + the pipeline's look-ahead
     * @return G(n), from memory or from the store
     */
    int get(long n, long heap) {
        if (n < prefix.length) {
            return prefix[(int) n];
        }
        if (n >= heap - ring.length) {
            return ring[(int) n & ringMask];
        }
        if (n >= count - pendingCount) {
            // Only with a tail shorter than a block, which runs on one thread.
            return pending[(int) (n - (count - pendingCount))];
        }
        readsOutside.incrementAndGet();
        try {
            return store.get(n);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The largest part a such that G(a) is in the prefix and G(left − a) in the tail, for every
     * part up to it, for a reader that works on {@code heap}: what {@link #markSplitsInMemory} may be given.
     *
     * @param left what the split divides, below {@code heap}
     * @param heap the heap the reader works on
     * @return the largest such part, possibly 0
     */
    long lastPartInMemory(long left, long heap) {
        return Math.min(prefix.length - 1, left - (heap - ring.length));
    }

    /**
     * Marks G(a) ⊕ G(left − a) for first ≤ a ≤ last, all within {@link #lastPartInMemory}: the
     * splits of the sparse scan, in at most two runs that do not wrap round the tail's ring, each
     * by the in-memory table's unrolled loop ({@link CharValues#markXors}), with no bound or mask
     * per split.
     */
    void markSplitsInMemory(long left, int first, int last, int[] marks, int mark) {
        // G(left − first) is at ring index top; the index falls by one a part, to 0 at part first + top.
        int top = (int) (left - first) & ringMask;
        int beforeWrap = (int) Math.min(last, (long) first + top);
        CharValues.markXors(prefix, ring, first + top, first, beforeWrap, marks, mark);
        if (beforeWrap < last) {
            CharValues.markXors(prefix, ring, first + top + ring.length, beforeWrap + 1, last, marks, mark);
        }
    }

    /**
     * The largest part a whose partner, G(left − a), the tail holds for a reader that works on
     * {@code heap}: what {@link #markRareSplitsInTail} may be given.
     */
    long lastPartWithPartnerInTail(long left, long heap) {
        return left - (heap - ring.length);
    }

    /**
     * Marks {@code rareValues[i]} ⊕ G(left − heaps[i]) for from ≤ i &lt; to, every heaps[i] within
     * {@link #lastPartWithPartnerInTail}: the splits with a rare part, read from the tail with no
     * bounds asked per split.
     *
     * @param heaps the rare heaps' low 32 bits ({@link StreamedRareHeaps#ringIndexes}): the ring's
     *     index is left − heap modulo its length, a power of two, so int arithmetic gives it
     */
    void markRareSplitsInTail(long left, int[] heaps, char[] rareValues, int from, int to, int[] marks, int mark) {
        char[] r = ring;
        int m = ringMask;
        int base = (int) left;
        for (int i = from; i < to; i++) {
            marks[rareValues[i] ^ r[(base - heaps[i]) & m]] = mark;
        }
    }

    /**
     * Marks G(a) ⊕ G(left − a) for first ≤ a ≤ last, for a reader that works on {@code heap},
     * reading from the store where needed: the small parts into {@code small}, then the large
     * ones, so that each run of reads stays in one stored block.
     *
     * @param small scratch room for last − first + 1 values
     */
    void markSplits(long left, long first, long last, long heap, int[] small, int[] marks, int mark) {
        int count = (int) (last - first + 1);
        for (int i = 0; i < count; i++) {
            small[i] = get(first + i, heap);
        }
        for (int i = 0; i < count; i++) {
            marks[small[i] ^ get(left - first - i, heap)] = mark;
        }
    }

    /** Counts the tries whose large part, left − a, is in the tail: every a with lastPartInMemory(left) ≥ a. */
    @Override
    public int countPackedPartners(long left, int[] tries, int from, int to) {
        char[] r = ring;
        int m = ringMask;
        int base = (int) left;
        int count = 0;
        for (int i = from; i < to; i++) {
            int packed = tries[i];
            count += r[(base - (packed & 0x7FFF)) & m] == packed >>> 15 ? 1 : 0;
        }
        return count;
    }

    /** @return how many values were read from the store, outside prefix and tail */
    long readsOutside() {
        return readsOutside.get();
    }
}
