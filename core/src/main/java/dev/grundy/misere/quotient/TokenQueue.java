package dev.grundy.misere.quotient;

import java.util.Arrays;

/**
 * Dijkstra's queue for the searches by tokens: elements by their tokens, least first, kept in the
 * binary heap {@link java.util.PriorityQueue} keeps (the same sifts, so equal tokens come out in the
 * same order as there), each entry one {@code long} (tokens, element) rather than an object and a
 * comparator's call. O(log n) an entry.
 */
final class TokenQueue {
    private long[] heap = new long[16];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    /** Queues an element with its tokens, both at least 0. */
    void add(int tokens, int element) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, 2 * size);
        }
        long entry = (long) tokens << 32 | element;
        int k = size++;
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            if (tokens >= (int) (heap[parent] >>> 32)) {
                break;
            }
            heap[k] = heap[parent];
            k = parent;
        }
        heap[k] = entry;
    }

    /** @return the element queued with the fewest tokens, taken off the queue */
    int poll() {
        long first = heap[0];
        int n = --size;
        long last = heap[n];
        if (n > 0) {
            int k = 0;
            int half = n >>> 1;
            while (k < half) {
                int child = 2 * k + 1;
                long least = heap[child];
                if (child + 1 < n && least >>> 32 > heap[child + 1] >>> 32) {
                    least = heap[++child];
                }
                if (last >>> 32 <= least >>> 32) {
                    break;
                }
                heap[k] = least;
                k = child;
            }
            heap[k] = last;
        }
        return (int) first;
    }
}
