package dev.grundy.arithmetic;

import java.math.BigInteger;

/**
 * The arithmetic of nimbers, the values of impartial games: the nim-sum (Bouton; the
 * Sprague–Grundy theorem values a sum of games by it) and the nim-product; the mex, the least
 * value missing among a position's options, is {@link Mex}. A nim-value is a
 * non-negative integer; the nim-sum is bitwise XOR, so it costs O(digits).
 *
 * <p>The nim-product a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' &lt; a, b' &lt; b} makes the
 * non-negative integers a field of characteristic 2 in which [0, 2^(2^k)) is the subfield
 * GF(2^(2^k)) (Conway, <i>On Numbers and Games</i>, ch. 6; Lenstra, "Nim multiplication",
 * Séminaire de Théorie des Nombres de Bordeaux, 1978). It is computed by the split at a Fermat
 * 2-power X = 2^h (h a power of two): with a = a1·X + a0 and b = b1·X + b0 below X²,
 * X ⊗ X = 3X/2 and X ⊗ y = X·y for y &lt; X give
 * a ⊗ b = ((a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·X) ⊕ (a0⊗b0) ⊕ ((a1⊗b1) ⊗ X/2), three half-size products
 * (Karatsuba's trick: a1⊗b0 ⊕ a0⊗b1 = (a1⊕a0)⊗(b1⊕b0) ⊕ a1⊗b1 ⊕ a0⊗b0) and a product by X/2.
 * 64-bit operands cost fifteen products in GF(2^16) (twelve for the three 32-bit products, three
 * for the product by 2^31), each at most two log and one exp table look-up
 * ({@link #nimProduct(long, long)}); n-bit operands O(n^1.58) of those.
 *
 * <p>The heap engine's hot loops (the sparse-space split scans) XOR two bytes or ints inline: a
 * call per split there is the whole cost of a step, and the inline form is the measured one in
 * {@code docs/benchmarks.md}. Everywhere else the nim-sum is spelled through here, and the mex through {@link Mex}.
 */
public final class Nimbers {
    private static final BigInteger UNSIGNED_LONG = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private Nimbers() {
    }

    /**
     * The nim-product of two unsigned 64-bit nimbers: every long stands for a value in
     * [0, 2^64), a negative long for itself plus 2^64, as in {@link Long#toUnsignedString(long)};
     * the result, in the field GF(2^64), is read the same way.
     *
     * <p>Why it is right: [0, 2^16) is the subfield GF(2^16), whose 65,535 non-zero elements are
     * the powers of a generator g, so a ⊗ b = g^(log a + log b) there: two look-ups in a table of
     * logarithms and one in a table of powers (built on first use from the split formula on bytes:
     * 448 KB with the byte table, 77 to 100 ms in a cold JVM on the shared build machine,
     * 2026-11-24). Above 16 bits the split at X = 2^16 and then at X = 2^32 (see the
     * class comment) reduces a 64-bit product to fifteen such products, with no branch on the
     * operands but the tests for zero and for 32-bit operands: measured in
     * {@code docs/benchmarks.md}. The brute-force
     * definition and the {@link BigInteger} path check it in the tests.
     *
     * @param a an unsigned 64-bit nimber
     * @param b an unsigned 64-bit nimber
     * @return a ⊗ b, unsigned
     */
    public static long nimProduct(long a, long b) {
        if ((a | b) >>> 32 == 0) {
            return NimProduct64.product32((int) a, (int) b) & 0xFFFF_FFFFL;
        }
        return NimProduct64.product64(a, b);
    }

    /**
     * The nim-product of nimbers of any size, exact: the split at Fermat 2-powers (see the class
     * comment) down to 64 bits, then {@link #nimProduct(long, long)}.
     *
     * @param a a nimber
     * @param b a nimber
     * @return a ⊗ b
     * @throws IllegalArgumentException if a or b is negative
     */
    public static BigInteger nimProduct(BigInteger a, BigInteger b) {
        NumberChecks.nonNegative("a", a);
        NumberChecks.nonNegative("b", b);
        int bits = Math.max(a.bitLength(), b.bitLength());
        return product(a, b, halfWidth(bits));
    }

    /**
     * @param bits a number of bits
     * @return the least power of two h with bits ≤ 2h, or 0 for at most one bit: the Fermat
     *     2-power X = 2^h at which nimbers of that many bits split into two halves
     */
    public static int halfWidth(int bits) {
        if (bits <= 1) {
            return 0;
        }
        int h = 1;
        while (2L * h < bits) {
            h *= 2;
        }
        return h;
    }

    /**
     * The nim-inverse: the b with a ⊗ b = 1, which exists for every a ≠ 0 since the nimbers below
     * each Fermat 2-power form a field. By the norm down the tower of subfields: with
     * a = a1·X + a0 below X² (X = 2^h, h a power of two), X is a root of t² ⊕ t ⊕ X/2, whose other
     * root is X ⊕ 1; so the conjugate a' = a1·X ⊕ (a0 ⊕ a1) gives the norm
     * a ⊗ a' = (a1⊗a1)⊗X/2 ⊕ a1⊗a0 ⊕ a0⊗a0, which lies in the subfield below X, and
     * a⁻¹ = a' ⊗ norm⁻¹ (Lenstra, "Nim multiplication", 1978, §2). One inverse in each subfield
     * and four products of its size per level: O(n^1.58) for n bits, like one product.
     *
     * @param a a nimber, not 0
     * @return its nim-inverse
     * @throws IllegalArgumentException if a is negative
     * @throws ArithmeticException if a is 0
     */
    public static BigInteger nimInverse(BigInteger a) {
        NumberChecks.nonNegative("a", a);
        if (a.signum() == 0) {
            throw new ArithmeticException("0 has no nim-inverse");
        }
        return inverse(a, halfWidth(a.bitLength()));
    }

    /**
     * The nim-quotient: the q with q ⊗ divisor = dividend.
     *
     * @param dividend a nimber
     * @param divisor a nimber, not 0
     * @return dividend ⊗ divisor⁻¹
     * @throws IllegalArgumentException if either is negative
     * @throws ArithmeticException if the divisor is 0
     */
    public static BigInteger nimQuotient(BigInteger dividend, BigInteger divisor) {
        return nimProduct(dividend, nimInverse(divisor));
    }

    /** a⁻¹ for 0 &lt; a &lt; 2^(2h), h a power of two or 0 (then a = 1). */
    private static BigInteger inverse(BigInteger a, int h) {
        if (h == 0) {
            return a;
        }
        BigInteger a1 = a.shiftRight(h);
        BigInteger a0 = low(a, h);
        if (a1.signum() == 0) {
            return inverse(a0, h / 2);
        }
        BigInteger norm = nimProduct(nimProduct(a1, a1), BigInteger.ONE.shiftLeft(h - 1))
                .xor(nimProduct(a1, a0)).xor(nimProduct(a0, a0));
        BigInteger normInverse = inverse(norm, h / 2);
        return nimProduct(a1, normInverse).shiftLeft(h).xor(nimProduct(a0.xor(a1), normInverse));
    }

    /**
     * The same product by the split formula alone, down to single bits, never through the
     * 64-bit tables: the independent twin the tests compare {@link #nimProduct(long, long)} with.
     */
    static BigInteger nimProductBySplitOnly(BigInteger a, BigInteger b) {
        return product(NumberChecks.nonNegative("a", a), NumberChecks.nonNegative("b", b),
                halfWidth(Math.max(a.bitLength(), b.bitLength())), false);
    }

    private static BigInteger product(BigInteger a, BigInteger b, int h) {
        return product(a, b, h, true);
    }

    /** a ⊗ b for a, b &lt; 2^(2h), h a power of two or 0 (a, b &lt; 2); tables below 2^64 if fast. */
    private static BigInteger product(BigInteger a, BigInteger b, int h, boolean fast) {
        if (fast && h <= 32) {
            return unsigned(nimProduct(a.longValue(), b.longValue()));
        }
        if (h == 0) {
            return a.and(b);
        }
        BigInteger a1 = a.shiftRight(h);
        BigInteger a0 = low(a, h);
        BigInteger b1 = b.shiftRight(h);
        BigInteger b0 = low(b, h);
        BigInteger high = product(a1, b1, h / 2, fast);
        BigInteger lowProduct = product(a0, b0, h / 2, fast);
        BigInteger middle = product(a1.xor(a0), b1.xor(b0), h / 2, fast).xor(lowProduct);
        return middle.shiftLeft(h).xor(lowProduct).xor(timesHalf(high, h, fast));
    }

    /**
     * c ⊗ 2^(h−1) for c &lt; 2^h, h a power of two. With Y = 2^(h/2), 2^(h−1) = Y ⊗ Y/2, and
     * c ⊗ Y = (c1 ⊕ c0)·Y ⊕ c1 ⊗ Y/2 (as Y ⊗ Y = Y ⊕ Y/2), so
     * c ⊗ 2^(h−1) = ((c1 ⊕ c0) ⊗ Y/2)·Y ⊕ (c1 ⊗ Y/2) ⊗ Y/2.
     */
    private static BigInteger timesHalf(BigInteger c, int h, boolean fast) {
        if (fast && h <= 64) {
            return unsigned(nimProduct(c.longValue(), 1L << (h - 1)));
        }
        if (h == 1) {
            return c;
        }
        int half = h / 2;
        BigInteger c1 = c.shiftRight(half);
        BigInteger c0 = low(c, half);
        return timesHalf(c1.xor(c0), half, fast).shiftLeft(half).xor(timesHalf(timesHalf(c1, half, fast), half, fast));
    }

    private static BigInteger low(BigInteger value, int bits) {
        return value.bitLength() <= bits ? value : value.and(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE));
    }

    /**
     * @param value an unsigned 64-bit value
     * @return it as a non-negative BigInteger
     */
    public static BigInteger unsigned(long value) {
        BigInteger big = BigInteger.valueOf(value);
        return value >= 0 ? big : big.and(UNSIGNED_LONG);
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
}
