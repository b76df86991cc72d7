package dev.grundy.misere.quotient;

import java.util.BitSet;

/**
 * The options of one heap as the quotient reads them: either listed, each as the heaps it leaves,
 * or — for an octal game with d0 = 0 and no split in three — by the digits: take k and leave
 * nothing, the heap r = n − k, or every split of r in two, so that a heap of n tokens costs O(t)
 * memory rather than O(n·t) and the images of its splits come from one pass over a ≤ r/2.
 */
final class HeapOptions {
    private static final int LEAVE_NONE = 1;
    private static final int LEAVE_ONE = 2;
    private static final int LEAVE_TWO = 4;

    private final int[][] listed;
    private final int[] remainders;
    private final int[] digits;

    private HeapOptions(int[][] listed, int[] remainders, int[] digits) {
        this.listed = listed;
        this.remainders = remainders;
        this.digits = digits;
    }

    /** @param parts each option as the heaps it leaves */
    static HeapOptions listed(int[][] parts) {
        return new HeapOptions(parts, null, null);
    }

    /**
     * @param heap n
     * @param octal the digits d0 = 0, d1 … dt of an octal code, each a set of 1 (leave none), 2 (leave one) and 4 (leave two)
     */
    static HeapOptions octal(int heap, int[] octal) {
        int last = Math.min(heap, octal.length - 1);
        int[] remainders = new int[last];
        int[] digits = new int[last];
        for (int k = 1; k <= last; k++) {
            int r = heap - k;
            remainders[k - 1] = r;
            digits[k - 1] = octal[k] & (r == 0 ? LEAVE_NONE : LEAVE_ONE | (r >= 2 ? LEAVE_TWO : 0));
        }
        return new HeapOptions(null, remainders, digits);
    }

    /** @return true when the heap has a move */
    boolean hasMove() {
        if (listed != null) {
            return listed.length > 0;
        }
        for (int d : digits) {
            if (d != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param monoid Q
     * @param phi Φ of every heap below this one
     * @return the distinct images Φ(option), each the product of its parts' images, sorted
     */
    int[] images(Products monoid, int[] phi) {
        BitSet images = new BitSet();
        if (listed != null) {
            for (int[] parts : listed) {
                int product = 0;
                for (int part : parts) {
                    product = monoid.times(product, phi[part]);
                }
                images.set(product);
            }
        } else {
            for (int i = 0; i < digits.length; i++) {
                int r = remainders[i];
                if ((digits[i] & LEAVE_NONE) != 0) {
                    images.set(0);
                }
                if ((digits[i] & LEAVE_ONE) != 0) {
                    images.set(phi[r]);
                }
                if ((digits[i] & LEAVE_TWO) != 0) {
                    for (int a = 1; a <= r - a; a++) {
                        images.set(monoid.times(phi[a], phi[r - a]));
                    }
                }
            }
        }
        int[] sorted = new int[images.cardinality()];
        int i = 0;
        for (int x = images.nextSetBit(0); x >= 0; x = images.nextSetBit(x + 1)) {
            sorted[i++] = x;
        }
        return sorted;
    }
}
