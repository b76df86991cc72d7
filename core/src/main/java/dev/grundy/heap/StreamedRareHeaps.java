package dev.grundy.heap;

import java.util.Arrays;

/**
 * The rare heaps of a streamed run under a fixed sparse-space mask ({@link SparseGrundySequence}),
 * in increasing order, each with its value: a rare heap may lie between the prefix and the tail of
 * {@link WindowedValues}, and its value is read at every heap, so it is kept here. Heaps are longs;
 * the list is as long as the rare heaps are many (a few hundred to a few thousand for the games
 * streamed: Officers, Grundy's game, 0.167). As {@link RareHeaps}, adding returns a new list when
 * the arrays must grow and otherwise writes beyond the old count, so a list once read never changes
 * under its reader: the steps of both threads read the list they took while the publisher adds.
 */
final class StreamedRareHeaps {
    private final int mask;
    private final long[] heaps;
    /** The heaps' low 32 bits, read in the loop over the rare splits: half the bytes of the longs. */
    private final int[] lowBits;
    private final int[] values;
    private final int count;

    /** @param mask the mask under which a value with an even number of 1s is rare */
    StreamedRareHeaps(int mask) {
        this(mask, new long[64], new int[64], new int[64], 0);
    }

    private StreamedRareHeaps(int mask, long[] heaps, int[] lowBits, int[] values, int count) {
        this.mask = mask;
        this.heaps = heaps;
        this.lowBits = lowBits;
        this.values = values;
        this.count = count;
    }

    /** @return the mask */
    int mask() {
        return mask;
    }

    /**
     * @param n a heap larger than every heap listed
     * @param value G(n)
     * @return the list with heap n if its value is rare, else this list
     */
    StreamedRareHeaps offer(long n, int value) {
        if (!MaskChooser.rare(value, mask)) {
            return this;
        }
        long[] heapRoom = count < heaps.length ? heaps : Arrays.copyOf(heaps, 2 * count);
        int[] lowRoom = count < lowBits.length ? lowBits : Arrays.copyOf(lowBits, 2 * count);
        int[] valueRoom = count < values.length ? values : Arrays.copyOf(values, 2 * count);
        heapRoom[count] = n;
        lowRoom[count] = (int) n;
        valueRoom[count] = value;
        return new StreamedRareHeaps(mask, heapRoom, lowRoom, valueRoom, count + 1);
    }

    /** @return how many heaps are listed */
    int count() {
        return count;
    }

    /** @return the heaps, read the first {@link #count()} */
    long[] heaps() {
        return heaps;
    }

    /** @return the heaps' low 32 bits, which give an index of a ring whose length is a power of two, read the first {@link #count()} */
    int[] ringIndexes() {
        return lowBits;
    }

    /** @return their values, in the same order (ints, as the in-memory kernels read them) */
    int[] values() {
        return values;
    }

    /**
     * @param heap a heap
     * @return the index of the first heap listed at or above it, {@link #count()} if none; O(log count)
     */
    int firstAtLeast(long heap) {
        // Past the last rare heap is the common case once the rare heaps end: no search there.
        if (count == 0 || heaps[count - 1] < heap) {
            return count;
        }
        int index = Arrays.binarySearch(heaps, 0, count, heap);
        return index >= 0 ? index : -index - 1;
    }
}
