package dev.grundy.arithmetic;

import java.math.BigInteger;
import java.util.BitSet;

/**
 * The arithmetic of nimbers, the values of impartial games: the nim-sum (Bouton; the
 * Sprague–Grundy theorem values a sum of games by it) and the mex, the least value missing among
 * a position's options (the definition of the Grundy value). A nim-value is a non-negative
 * integer; the nim-sum is bitwise XOR, so it costs O(digits).
 *
 * <p>The heap engine's hot loops (the sparse-space split scans) XOR two bytes or ints inline: a
 * call per split there is the whole cost of a step, and the inline form is the measured one in
 * {@code docs/benchmarks.md}. Everywhere else the nim-sum and the mex are spelled through here.
 */
public final class Nimbers {
    private Nimbers() {
    }

    /**
     * @param a a nim-value
     * @param b a nim-value
     * @return a ⊕ b
     * @throws IllegalArgumentException if a or b is negative
     */
    public static BigInteger nimSum(BigInteger a, BigInteger b) {
        return NumberChecks.nonNegative("a", a).xor(NumberChecks.nonNegative("b", b));
    }

    /**
     * @param values nim-values
     * @return their nim-sum; 0 for none
     * @throws IllegalArgumentException if one is negative
     */
    public static BigInteger nimSum(Iterable<BigInteger> values) {
        BigInteger sum = BigInteger.ZERO;
        for (BigInteger value : values) {
            sum = nimSum(sum, value);
        }
        return sum;
    }

    /**
     * @param a a nim-value
     * @param b a nim-value
     * @return a ⊕ b
     * @throws IllegalArgumentException if a or b is negative
     */
    public static long nimSum(long a, long b) {
        return NumberChecks.nonNegative("a", a) ^ NumberChecks.nonNegative("b", b);
    }

    /**
     * @param seen the values present, as set bits
     * @return the least value not present
     */
    public static int mex(BitSet seen) {
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
    public static int mex(int[] stamps, int stamp) {
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
    public static int mex(boolean[] seen) {
        for (int v = 0; v < seen.length; v++) {
            if (!seen[v]) {
                return v;
            }
        }
        throw new IllegalArgumentException("every one of the " + seen.length + " slots is marked: the array is too short");
    }
}
