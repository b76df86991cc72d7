package dev.grundy.games;

import java.math.BigInteger;

/**
 * How many splits of a heap into three non-empty heaps a ≤ b ≤ c reach a given nim-value under the
 * values of {@code lasker:3}, counted without listing them, for heaps of any size.
 *
 * <p>Algorithm: with x = G(a), y = G(b), z = G(c) (G is a bijection of the positive integers), the
 * ordered splits are the positive x, y, z with x ⊕ y ⊕ z = t and G(x) + G(y) + G(z) = n. Fixing the
 * residues of x, y, z mod 8 fixes their low three bits and the shifts G(x) − x, so what is left is to
 * count triples X, Y, Z ≥ 0 (the high parts) with a given xor and a given sum: a digit dynamic
 * programme over the bits from the lowest, whose state is the carry (0, 1 or 2). A part whose residue
 * is 0 must be at least 8, which inclusion and exclusion over the parts forced to 0 handles. The
 * unordered splits follow by Burnside's lemma over the permutations of three parts:
 * (ordered + 3 · #(a = b) + 2 · #(a = b = c)) / 6. Cost: O(8³ · 2³ · digits) bit operations.
 */
final class ThreeWaySplitCount {
    private static final int MODULUS = 8;
    private static final BigInteger SIX = BigInteger.valueOf(6);

    private ThreeWaySplitCount() {
    }

    /**
     * @param heap n, any size
     * @param target t, the nim-sum wanted
     * @return the number of splits a ≤ b ≤ c, a + b + c = n, all positive, with G(a) ⊕ G(b) ⊕ G(c) = t
     */
    static BigInteger splits(BigInteger heap, BigInteger target) {
        LaskerValues values = LaskerValues.THREE_PARTS;
        BigInteger ordered = BigInteger.ZERO;
        for (int rx = 0; rx < MODULUS; rx++) {
            for (int ry = 0; ry < MODULUS; ry++) {
                int rz = rx ^ ry ^ (target.intValue() & (MODULUS - 1));
                BigInteger sum = heap.subtract(values.shift(rx)).subtract(values.shift(ry)).subtract(values.shift(rz))
                        .subtract(BigInteger.valueOf(rx + ry + rz));
                if (sum.signum() < 0 || sum.intValue() % MODULUS != 0) {
                    continue;
                }
                ordered = ordered.add(highParts(sum.shiftRight(3), target.shiftRight(3), rx == 0, ry == 0, rz == 0));
            }
        }
        BigInteger pairs = BigInteger.ZERO;
        BigInteger third = values.grundy(target);
        BigInteger rest = heap.subtract(third);
        if (target.signum() > 0 && rest.signum() > 0 && !rest.testBit(0)) {
            pairs = BigInteger.ONE;
        }
        BigInteger[] thirds = heap.divideAndRemainder(BigInteger.valueOf(3));
        BigInteger equal = thirds[1].signum() == 0 && thirds[0].signum() > 0 && values.grundy(thirds[0]).equals(target)
                ? BigInteger.ONE : BigInteger.ZERO;
        return ordered.add(pairs.multiply(BigInteger.valueOf(3))).add(equal.shiftLeft(1)).divide(SIX);
    }

    /** Triples X, Y, Z ≥ 0 with X ⊕ Y ⊕ Z = xor and X + Y + Z = sum, those flagged at least 1. */
    private static BigInteger highParts(BigInteger sum, BigInteger xor, boolean... positive) {
        BigInteger count = BigInteger.ZERO;
        for (int zeros = 0; zeros < 1 << positive.length; zeros++) {
            if (!subsetOf(zeros, positive)) {
                continue;
            }
            BigInteger term = withZeros(sum, xor, positive.length - Integer.bitCount(zeros));
            count = Integer.bitCount(zeros) % 2 == 0 ? count.add(term) : count.subtract(term);
        }
        return count;
    }

    private static boolean subsetOf(int zeros, boolean[] positive) {
        for (int i = 0; i < positive.length; i++) {
            if ((zeros >> i & 1) != 0 && !positive[i]) {
                return false;
            }
        }
        return true;
    }

    /** k-tuples of non-negative integers with the given xor and sum, by a digit DP over the carry. */
    private static BigInteger withZeros(BigInteger sum, BigInteger xor, int k) {
        int bits = Math.max(sum.bitLength(), xor.bitLength()) + 2;
        BigInteger[] carries = {BigInteger.ONE, BigInteger.ZERO, BigInteger.ZERO};
        for (int i = 0; i < bits; i++) {
            BigInteger[] next = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
            int parity = xor.testBit(i) ? 1 : 0;
            int wanted = sum.testBit(i) ? 1 : 0;
            for (int carry = 0; carry < carries.length; carry++) {
                if (carries[carry].signum() == 0) {
                    continue;
                }
                for (int ones = parity; ones <= k; ones += 2) {
                    int total = ones + carry;
                    if ((total & 1) == wanted) {
                        BigInteger ways = carries[carry].multiply(BigInteger.valueOf(choose(k, ones)));
                        next[total >> 1] = next[total >> 1].add(ways);
                    }
                }
            }
            carries = next;
        }
        return carries[0];
    }

    private static int choose(int k, int ones) {
        return k == 3 && (ones == 1 || ones == 2) ? 3 : k == 2 && ones == 1 ? 2 : 1;
    }
}
