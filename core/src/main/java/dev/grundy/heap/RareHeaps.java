package dev.grundy.heap;

import java.util.Arrays;

/**
 * The heaps whose values are rare under the sparse-space mask ({@link SparseGrundySequence}), in
 * increasing order, each with its value beside it: marking the splits with a rare part then reads
 * two arrays in order and one value at random (the partner), not two at random. Appending
 * returns a new list when the array must grow and otherwise writes beyond the old count, so a
 * list once read — count and array together — never changes under its reader: a worker thread
 * can go on reading the list it took while another appends.
 */
final class RareHeaps {
    private final int[] heaps;
    private final int[] values;
    private final int count;

    private RareHeaps(int[] heaps, int[] values, int count) {
        this.heaps = heaps;
        this.values = values;
        this.count = count;
    }

    /** @return the empty list */
    static RareHeaps none() {
        return new RareHeaps(new int[16], new int[16], 0);
    }

    /**
     * @param heap a heap larger than every heap in the list
     * @param value its value, G(heap)
     * @return the list with it
     */
    RareHeaps with(int heap, int value) {
        boolean fits = count < heaps.length;
        int[] heapRoom = fits ? heaps : Arrays.copyOf(heaps, 2 * heaps.length);
        int[] valueRoom = fits ? values : Arrays.copyOf(values, 2 * values.length);
        heapRoom[count] = heap;
        valueRoom[count] = value;
        return new RareHeaps(heapRoom, valueRoom, count + 1);
    }

    /** @return the heaps; read the first {@link #count()} */
    int[] heaps() {
        return heaps;
    }

    /** @return their values, in the same order */
    int[] values() {
        return values;
    }

    /** @return how many heaps */
    int count() {
        return count;
    }

    /**
     * @param heap any heap
     * @return the index of the first heap in the list at least as large, or {@link #count()} if none is
     */
    int firstAtLeast(int heap) {
        // Past the last rare heap is the common case once the rare heaps end (0.167: 60 rare
        // heaps, the last 1,303): there a binary search's branches, each a coin toss, cost most.
        if (count == 0 || heaps[count - 1] < heap) {
            return count;
        }
        int low = 0;
        int high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (heaps[middle] < heap) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
