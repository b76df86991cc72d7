package dev.grundy.heap;

import java.util.Arrays;

/**
 * The rare heaps of a streamed run under a fixed sparse-space mask ({@link SparseGrundySequence}),
 * in increasing order, each with its value: a rare heap may lie between the prefix and the tail of
 * {@link WindowedValues}, and its value is read at every heap, so it is kept here. Heaps are longs;
 * the list is as long as the rare heaps are many (a few hundred to a few thousand for the games
 * streamed: Officers, Grundy's game, 0.167).
 */
final class StreamedRareHeaps {
    private final int mask;
    private long[] heaps = new long[64];
    private char[] values = new char[64];
    private int count;

    /** @param mask the mask under which a value with an even number of 1s is rare */
    StreamedRareHeaps(int mask) {
        this.mask = mask;
    }

    /** @return the mask */
    int mask() {
        return mask;
    }

    /**
     * Lists heap n if its value is rare.
     *
     * @param n a heap larger than every heap listed
     * @param value G(n)
     */
    void offer(long n, int value) {
        if (!MaskChooser.rare(value, mask)) {
            return;
        }
        if (count == heaps.length) {
            heaps = Arrays.copyOf(heaps, 2 * count);
            values = Arrays.copyOf(values, 2 * count);
        }
        heaps[count] = n;
        values[count] = (char) value;
        count++;
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
