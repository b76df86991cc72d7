package dev.grundy.games;

import dev.grundy.arithmetic.IntegerRoots;
import dev.grundy.arithmetic.NumberChecks;

import java.math.BigInteger;

/**
 * The P-positions of Wythoff's game by Beatty's theorem: the pairs (a_k, b_k) with
 * a_k = ⌊kφ⌋ and b_k = a_k + k = ⌊kφ²⌋, φ = (1+√5)/2, k ≥ 0. Every positive integer is exactly one
 * a_j or one b_j.
 *
 * <p>Exact at any size, with no floating point: kφ = (k + √(5k²))/2, and since √5·k is irrational
 * for k &gt; 0, ⌊(k + √(5k²))/2⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋. A double φ goes wrong near 10^15. O(M(digits))
 * per pair, M the cost of a multiplication.
 */
public final class WythoffPairs {
    private static final BigInteger FIVE = BigInteger.valueOf(5);
    private static final BigInteger THREE = BigInteger.valueOf(3);

    private WythoffPairs() {
    }

    /**
     * @param k the pair's index, k ≥ 0
     * @return a_k = ⌊kφ⌋
     * @throws IllegalArgumentException if k is negative
     */
    public static BigInteger lower(BigInteger k) {
        NumberChecks.nonNegative("k", k);
        return k.add(IntegerRoots.sqrt(FIVE.multiply(k).multiply(k))).shiftRight(1);
    }

    /**
     * @param k the pair's index, k ≥ 0
     * @return b_k = a_k + k
     * @throws IllegalArgumentException if k is negative
     */
    public static BigInteger upper(BigInteger k) {
        return lower(k).add(k);
    }

    /**
     * @param x one pile
     * @param y the other pile
     * @return true when (x, y), in either order, is a Wythoff pair: a P-position
     * @throws IllegalArgumentException if a pile is negative
     */
    public static boolean isPair(BigInteger x, BigInteger y) {
        NumberChecks.nonNegative("x", x);
        NumberChecks.nonNegative("y", y);
        BigInteger small = x.min(y);
        return small.equals(lower(x.max(y).subtract(small)));
    }

    /**
     * The other member of n's pair: the one pile size m with (n, m) a P-position.
     *
     * @param n a pile, n ≥ 0
     * @return b_j when n = a_j, a_j when n = b_j (0 for 0)
     * @throws IllegalArgumentException if n is negative
     */
    public static BigInteger partner(BigInteger n) {
        if (NumberChecks.nonNegative("n", n).signum() == 0) {
            return BigInteger.ZERO;
        }
        // If n = a_j = ⌊jφ⌋ then jφ − 1 < n < jφ, so j = ⌊(n+1)/φ⌋ = ⌊m(√5 − 1)/2⌋ with m = n + 1;
        // if n = b_j = ⌊jφ²⌋ then likewise j = ⌊m(3 − √5)/2⌋. With r = ⌊√(5m²)⌋ and √5·m irrational,
        // those floors are ⌊(r − m)/2⌋ and ⌊(3m − r − 1)/2⌋.
        BigInteger m = n.add(BigInteger.ONE);
        BigInteger root = IntegerRoots.sqrt(FIVE.multiply(m).multiply(m));
        BigInteger asLower = root.subtract(m).shiftRight(1);
        if (lower(asLower).equals(n)) {
            return n.add(asLower);
        }
        BigInteger asUpper = THREE.multiply(m).subtract(root).subtract(BigInteger.ONE).shiftRight(1);
        if (upper(asUpper).equals(n)) {
            return n.subtract(asUpper);
        }
        throw new IllegalStateException("Beatty's theorem failed for " + n);
    }
}
