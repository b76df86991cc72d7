package dev.grundy.heap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
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
 * <p>A third window, the <em>middle</em>, follows the half of the count: a ring of
 * {@link #MIDDLE_LENGTH} values (fewer with a short tail) around count/2, refilled from the store
 * an eighth of it at a time as the count grows, one value for every two added. It holds the
 * near-halves of the splits of the heaps being worked on, which the in-memory scan marks from
 * the large end because two near-equal parts give the small values often wanted (Officers to
 * 3·10^6: a scan from the small end only marked 44% more splits).
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
    /** The middle's length at most: 2^16 values, 128 KB, reaching 2^14 parts either side of a half. */
    static final int MIDDLE_LENGTH = 1 << 16;
    /** With a shorter middle its refills, an eighth of it, would not stay ahead of the look-ahead. */
    private static final int SHORTEST_MIDDLE = 256;

    /** The most lefts whose rare splits are marked in one pass, less one: the ring's first values repeated past its end. */
    private static final int MARGIN = 3;

    private final char[] prefix;
    /** G(m) at m modulo the tail's length; its first {@link #MARGIN} values again past the end. */
    private final char[] ring;
    private final int tailLength;
    private final int ringMask;
    /**
     * The in-memory table's kernels of the rare splits of one to four lefts, on the ring (as
     * {@link CharValues}, read within the tail's length and the margin only), at index lefts − 1.
     * Called through method handles held in fields, which the JIT does not inline: compiled on
     * their own they ran a streamed run of Officers about a fifth faster than inlined into the
     * streamed step (one thread to 3·10^6, 10.2 s against 12.8–13.3 s, measured with
     * -XX:CompileCommand=dontinline; docs/benchmarks.md, 2026-11-29).
     */
    private final MethodHandle[] rareKernels;
    /** The ring as the in-memory table's values, for its loop over the small-part tries. */
    private final CharValues ringTable;
    private ValueStore store;
    private final char[] pending = new char[SequenceFile.MOST_PER_BLOCK];
    private int pendingCount;
    private long count;
    private final AtomicLong readsOutside = new AtomicLong();
    /** The middle, G(h) at h modulo its length, or null with a tail too short for one. */
    private final char[] middle;
    private final int middleMask;
    /** The first heap the middle was filled from: below it, it holds nothing. */
    private long middleStart;
    /** The middle holds G(h) for middleEnd − its length ≤ h &lt; middleEnd, from middleStart on; read by both threads. */
    private volatile long middleEnd;

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
        this.ring = new char[tailLength + MARGIN];
        this.tailLength = tailLength;
        this.ringMask = tailLength - 1;
        this.ringTable = new CharValues(ring, ring.length);
        this.rareKernels = rareKernels(ringTable);
        this.count = first;
        int middleLength = Math.min(tailLength, MIDDLE_LENGTH);
        this.middle = middleLength >= SHORTEST_MIDDLE ? new char[middleLength] : null;
        this.middleMask = middleLength - 1;
        this.middleStart = first;
        this.middleEnd = first;
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
        return tailLength;
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
        int at = (int) count & ringMask;
        ring[at] = v;
        if (at < MARGIN) {
            ring[at + tailLength] = v;
        }
        count++;
        if (toStore) {
            pending[pendingCount++] = v;
            if (pendingCount == pending.length) {
                flush();
            }
        }
        if (middle != null && store != null && (count & (middle.length / 8 - 1)) == 0) {
            refillMiddle();
        }
    }

    /**
     * Moves the middle up to end at count/2 + half its length, reading from prefix, tail, the
     * block being filled or the store; once, after a replay or a jump, it is filled whole.
     */
    private void refillMiddle() {
        long end = count / 2 + middle.length / 2;
        long from = middleEnd;
        if (end > count || end <= from) {
            return;
        }
        if (end - from > middle.length) {
            from = end - middle.length;
            middleStart = from;
        }
        for (long h = from; h < end; h++) {
            middle[(int) h & middleMask] = (char) read(h, count, false);
        }
        middleEnd = end;
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
        return read(n, heap, true);
    }

    /** G(n) as {@link #get}; a read from the store counted or not (the middle's refills). */
    private int read(long n, long heap, boolean counted) {
        if (n < prefix.length) {
            return prefix[(int) n];
        }
        if (n >= heap - tailLength) {
            return ring[(int) n & ringMask];
        }
        if (n >= count - pendingCount) {
            // Only with a tail shorter than a block, which runs on one thread.
            return pending[(int) (n - (count - pendingCount))];
        }
        if (counted) {
            readsOutside.incrementAndGet();
        }
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
        return Math.min(prefix.length - 1, left - (heap - tailLength));
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
            CharValues.markXors(prefix, ring, first + top + tailLength, beforeWrap + 1, last, marks, mark);
        }
    }

    /**
     * The largest part a whose partner, G(left − a), the tail holds for a reader that works on
     * {@code heap}: what {@link #markRareSplitsInTail} may be given.
     */
    long lastPartWithPartnerInTail(long left, long heap) {
        return left - (heap - tailLength);
    }

    /**
     * The smallest part a for which a reader that works on {@code heap} may take G(a) and
     * G(left − a) both from the middle, for a ≤ left/2: the middle holds, until heap is published,
     * the quarter of its length either side of heap/2 (it ends at count/2 + half its length, count
     * at least heap − the look-ahead, and moves on only as the count passes heap).
     *
     * @param left what the split divides, below {@code heap}
     * @param heap the heap the reader works on
     * @return that part, or {@link Long#MAX_VALUE} when the middle does not reach so far yet
     */
    long firstPartInMiddle(long left, long heap) {
        if (middle == null) {
            return Long.MAX_VALUE;
        }
        long filledTo = middleEnd;
        long low = heap / 2 - middle.length / 4;
        long high = heap / 2 + middle.length / 4;
        if (high >= filledTo || low < middleStart) {
            return Long.MAX_VALUE;
        }
        return Math.max(low, left - high);
    }

    /**
     * Marks G(a) ⊕ G(left − a) for first ≤ a ≤ last, every a from {@link #firstPartInMiddle} on,
     * in runs where neither index wraps round the middle's ring, each by the unrolled loop
     * ({@link CharValues#markXors}).
     */
    void markSplitsInMiddle(long left, long first, long last, int[] marks, int mark) {
        for (long a = first; a <= last; ) {
            int small = (int) a & middleMask;
            int large = (int) (left - a) & middleMask;
            int run = (int) Math.min(last - a + 1, Math.min(middle.length - small, large + 1));
            CharValues.markXors(middle, middle, small + large, small, small + run - 1, marks, mark);
            a += run;
        }
    }

    /**
     * Marks G(r) ⊕ G(left + j − r) in {@code marks[j]} with {@code mark[j]} for the rare heaps
     * r = heaps[from], …, heaps[to − 1], every one within {@link #lastPartWithPartnerInTail}, and
     * j below marks.length, one to four: the splits with a rare part of one left, or of up to four
     * consecutive lefts in one pass (all their partners known). Read from the tail by the in-memory
     * table's kernels ({@link CharValues#markRareSplits}, {@link CompactValues#markRareSplitsOfLefts})
     * in at most two runs of the rare heaps, in each of which the partners' index in the ring does
     * not wrap round: left − r is G(left − r)'s index less a constant, with no mask per split.
     */
    void markRareSplitsInTail(long left, StreamedRareHeaps rare, int from, int to, int[][] marks, int[] mark) {
        if (from >= to) {
            return;
        }
        long firstHeap = rare.heaps()[from];
        // The rare heaps up to this one have their partners at ring index end − heap, the others at end + tailLength − heap.
        long end = firstHeap + ((left - firstHeap) & ringMask);
        int split = Math.min(to, rare.firstAtLeast(end + 1));
        markRareSplitsInRing(end, rare, from, split, marks, mark);
        markRareSplitsInRing(end + tailLength, rare, split, to, marks, mark);
    }

    /** The kernels on the ring, G(left − r) at index end − r, computed in ints: the heaps' low 32 bits give it exactly. */
    private void markRareSplitsInRing(long end, StreamedRareHeaps rare, int from, int to, int[][] marks, int[] mark) {
        int at = (int) end;
        int[] heaps = rare.ringIndexes();
        int[] values = rare.values();
        MethodHandle kernel = rareKernels[marks.length - 1];
        try {
            switch (marks.length) {
                case 1 -> kernel.invokeExact(at, heaps, values, from, to, marks[0], mark[0]);
                case 2 -> kernel.invokeExact(at, heaps, values, from, to, marks[0], mark[0], marks[1], mark[1]);
                case 3 -> kernel.invokeExact(at, heaps, values, from, to, marks[0], mark[0], marks[1], mark[1], marks[2], mark[2]);
                default -> kernel.invokeExact(at, heaps, values, from, to, marks, mark);
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** The kernels of one to four lefts, bound to the ring's values. */
    private static MethodHandle[] rareKernels(CharValues ringValues) {
        MethodType one = MethodType.methodType(void.class, int.class, int[].class, int[].class, int.class, int.class, int[].class,
                int.class);
        MethodType two = one.appendParameterTypes(int[].class, int.class);
        MethodType three = two.appendParameterTypes(int[].class, int.class);
        MethodType four = MethodType.methodType(void.class, int.class, int[].class, int[].class, int.class, int.class, int[][].class,
                int[].class);
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            return new MethodHandle[] {
                lookup.findVirtual(CharValues.class, "markRareSplits", one).bindTo(ringValues),
                lookup.findVirtual(CharValues.class, "markRareSplitsOfTwo", two).bindTo(ringValues),
                lookup.findVirtual(CharValues.class, "markRareSplitsOfThree", three).bindTo(ringValues),
                lookup.findVirtual(CharValues.class, "markRareSplitsOfFour", four).bindTo(ringValues)
            };
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
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

    /**
     * Counts the tries whose large part, left − a, is in the tail: every a with lastPartInMemory(left) ≥ a.
     * The parts are below {@link SmallPartIndex#HEAPS}, so unless their partners wrap round the
     * ring the in-memory table's loop ({@link CharValues#countPackedPartners}) reads them, with no
     * mask per try.
     */
    @Override
    public int countPackedPartners(long left, int[] tries, int from, int to) {
        int top = (int) left & ringMask;
        if (top >= SmallPartIndex.HEAPS) {
            return ringTable.countPackedPartners(top, tries, from, to);
        }
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
