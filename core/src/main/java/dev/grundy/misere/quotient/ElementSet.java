package dev.grundy.misere.quotient;

/**
 * Sets of a quotient's elements as bit words ({@code long[]}, element x at bit x mod 64 of word
 * x / 64), all of one width for one quotient: the searches make and compare many of them, and a
 * word at a time is what keeps that cheap (a quotient of order 64 or less is one word).
 */
final class ElementSet {
    private ElementSet() {
    }

    /** @return the words a set of elements below {@code order} takes */
    static int words(int order) {
        return (order + 63) >>> 6;
    }

    /** Adds x to the set. */
    static void add(long[] set, int x) {
        set[x >>> 6] |= 1L << x;
    }

    /** @return true when the set holds x */
    static boolean contains(long[] set, int x) {
        return (set[x >>> 6] & 1L << x) != 0;
    }

    /** @return true when every element of {@code small} is in {@code large} */
    static boolean within(long[] small, long[] large) {
        for (int w = 0; w < small.length; w++) {
            if ((small[w] & ~large[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** @return true when the two sets share an element */
    static boolean meets(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** @return the elements of the set, in order */
    static int[] members(long[] set) {
        int count = 0;
        for (long word : set) {
            count += Long.bitCount(word);
        }
        int[] members = new int[count];
        int i = 0;
        for (int w = 0; w < set.length; w++) {
            for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                members[i++] = w << 6 | Long.numberOfTrailingZeros(bits);
            }
        }
        return members;
    }

    /** @return the set of the given elements */
    static long[] of(int[] elements, int order) {
        long[] set = new long[words(order)];
        for (int x : elements) {
            add(set, x);
        }
        return set;
    }
}
