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
    private final char[] values;
    private final int count;

    /** @param mask the mask under which a value with an even number of 1s is rare */
    StreamedRareHeaps(int mask) {
        this(mask, new long[64], new char[64], 0);
    }

    private StreamedRareHeaps(int mask, long[] heaps, char[] values, int count) {
        this.mask = mask;
        this.heaps = heaps;
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
        char[] valueRoom = count < values.length ? values : Arrays.copyOf(values, 2 * count);
        heapRoom[count] = n;
        valueRoom[count] = (char) value;
        return new StreamedRareHeaps(mask, heapRoom, valueRoom, count + 1);
    }

    /** @return how many heaps are listed */
    int count() {
        return count;
    }

    /** @return the heaps, read the first {@link #count()} */
    long[] heaps() {
        return heaps;
    }

    /** @return their values, in the same order */
    char[] values() {
        return values;
    }
}
