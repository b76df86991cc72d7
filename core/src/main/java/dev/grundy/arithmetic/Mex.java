package dev.grundy.arithmetic;

import java.util.BitSet;

/**
 * The mex (minimum excludant) of a set of nim-values: the least non-negative integer not in it,
 * the value a position takes from its options' values by the definition of the Grundy function
 * (Sprague 1935, Grundy 1939). Three forms for the three ways the engines hold a set of values;
 * each costs O(mex + 1) reads.
 */
public final class Mex {
    private Mex() {
    }

    /**
     * @param seen the values present, as set bits
     * @return the least value not present
     */
    public static int of(BitSet seen) {
        return seen.nextClearBit(0);
    }

    /**
     * The mex over a reusable array of stamps, so that a table filled position by position needs
     * no clearing: value v is present when {@code stamps[v] == stamp}.
     *
     * @param stamps the stamps, one slot more than the most values a position can have
     * @param stamp the current position's stamp
     * @return the least value whose slot does not hold the stamp
     * @throws IllegalArgumentException if every slot holds the stamp (the array is too short)
     */
    public static int of(int[] stamps, int stamp) {
        for (int v = 0; v < stamps.length; v++) {
            if (stamps[v] != stamp) {
                return v;
            }
        }
        throw new IllegalArgumentException("every one of the " + stamps.length + " slots is marked: the array is too short");
    }

    /**
     * @param seen seen[v] is true when value v is present
     * @return the least value not present
     * @throws IllegalArgumentException if every slot is true (the array is too short)
     */
    public static int of(boolean[] seen) {
        for (int v = 0; v < seen.length; v++) {
            if (!seen[v]) {
                return v;
            }
        }
        throw new IllegalArgumentException("every one of the " + seen.length + " slots is marked: the array is too short");
    }
}
