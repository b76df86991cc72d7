package dev.grundy.arithmetic;

import java.math.BigInteger;

/** Exact integer square roots, for closed forms that must not trust floating point. */
public final class IntegerRoots {
    /** ⌊√(2^63 − 1)⌋: the largest r whose square fits in a long. */
    private static final long LARGEST_LONG_ROOT = 3_037_000_499L;

    private IntegerRoots() {
    }

    /**
     * ⌊√n⌋, exactly.
     *
     * <p>Fast path: {@code Math.sqrt} is correctly rounded, and converting n to double moves it by
     * at most half an ulp (2^10 for n near 2^63), which moves √n by less than 2^10 / (2·2^31.5)
     * &lt; 1. So the truncated guess is off by at most one either way, and one correction step in
     * each direction makes it exact; the comparisons use r ≤ n / r so that no square overflows.
     * The test checks every perfect square and its neighbours near 2^63 and across 2^52, where
     * doubles stop holding every long.
     *
     * @param n a non-negative number
     * @return the largest r with r² ≤ n
     * @throws IllegalArgumentException if n is negative
     */
    public static long sqrt(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be non-negative, got " + n);
        }
        long root = Math.min((long) Math.sqrt((double) n), LARGEST_LONG_ROOT);
        while (root > 0 && root > n / root) {
            root--;
        }
        while (root < LARGEST_LONG_ROOT && root + 1 <= n / (root + 1)) {
            root++;
        }
        return root;
    }

    /**
     * ⌊√n⌋ for a number of any size: the long path while n fits, {@link BigInteger#sqrt} beyond.
     *
     * @param n a non-negative number
     * @return the largest r with r² ≤ n
     * @throws IllegalArgumentException if n is negative
     */
    public static BigInteger sqrt(BigInteger n) {
        if (n.signum() < 0) {
            throw new IllegalArgumentException("n must be non-negative, got " + n);
        }
        return n.bitLength() < Long.SIZE ? BigInteger.valueOf(sqrt(n.longValue())) : n.sqrt();
    }
}
