package dev.grundy.games;

import dev.grundy.arithmetic.Nimbers;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The nim-values of Lasker's Nim and of its split-in-three twin: G(n) = n, except that G swaps
 * m·j − 1 and m·j for every j ≥ 1, with m = 4 for splits into two heaps (Winning Ways, ch. 4) and
 * m = 8 for splits into three (HDU 5795). G is its own inverse, so the heap left by a take to value t
 * is G(t).
 *
 * <p>Splits of a sum into two parts a + b with G(a) ⊕ G(b) = t: with x = G(a), y = G(b), that is
 * x ⊕ y = t and x + y = a + b − e(x) − e(y), e(x) = G(x) − x the shift of x's residue mod m; so x
 * and y share the bits c = (x + y − t)/2 and divide t's bits between them. For each pair of
 * residues the pairs are enumerated over the submasks of t: O(m² · 2^popcount(t)) at most, and
 * stopped once enough are found.
 *
 * @param modulus m, a power of two: 4 or 8
 */
record LaskerValues(int modulus) {
    /** Lasker's Nim: splits into two heaps. */
    static final LaskerValues TWO_PARTS = new LaskerValues(4);
    /** Splits into three heaps. */
    static final LaskerValues THREE_PARTS = new LaskerValues(8);

    /** @return G(n) */
    BigInteger grundy(BigInteger n) {
        return n.signum() == 0 ? n : n.add(shift(residue(n)));
    }

    /** @return n mod m */
    int residue(BigInteger n) {
        return n.intValue() & (modulus - 1);
    }

    /** e(r): how far G moves a positive number of residue r mod m. */
    BigInteger shift(int residue) {
        if (residue == modulus - 1) {
            return BigInteger.ONE;
        }
        return residue == 0 ? BigInteger.ONE.negate() : BigInteger.ZERO;
    }

    /**
     * The pairs a ≤ b with least ≤ a, a + b = sum and G(a) ⊕ G(b) = target, in the order found.
     *
     * @param sum a + b
     * @param target the nim-sum wanted
     * @param least the smallest a allowed, positive
     * @param most stop after finding one more than this many
     * @return the pairs {a, b}, at most most + 1
     */
    List<BigInteger[]> pairsToValue(BigInteger sum, BigInteger target, BigInteger least, int most) {
        List<BigInteger[]> found = new ArrayList<>();
        int lowMask = modulus - 1;
        BigInteger highBits = target.shiftRight(Integer.numberOfTrailingZeros(modulus))
                .shiftLeft(Integer.numberOfTrailingZeros(modulus));
        for (int residueX = 0; residueX < modulus; residueX++) {
            for (int residueY = 0; residueY < modulus; residueY++) {
                BigInteger shared = sum.subtract(shift(residueX)).subtract(shift(residueY)).subtract(target);
                if (shared.signum() < 0 || shared.testBit(0) || shared.shiftRight(1).and(target).signum() != 0) {
                    continue;
                }
                shared = shared.shiftRight(1);
                for (int low = 0; low < modulus; low++) {
                    // x's and y's residues do not depend on the submask of the high bits
                    if ((low & ~target.intValue() & lowMask) != 0 || ((shared.intValue() | low) & lowMask) != residueX
                            || ((shared.intValue() | (target.intValue() ^ low)) & lowMask) != residueY) {
                        continue;
                    }
                    BigInteger sub = highBits;
                    while (found.size() <= most) {
                        BigInteger part = sub.or(BigInteger.valueOf(low));
                        BigInteger x = shared.or(part);
                        BigInteger y = shared.or(Nimbers.nimSum(target, part));
                        if (residue(x) == residueX && residue(y) == residueY && x.signum() > 0 && y.signum() > 0) {
                            BigInteger a = grundy(x);
                            BigInteger b = grundy(y);
                            if (a.compareTo(b) <= 0 && a.compareTo(least) >= 0) {
                                found.add(new BigInteger[] {a, b});
                            }
                        }
                        if (sub.signum() == 0) {
                            break;
                        }
                        sub = sub.subtract(BigInteger.ONE).and(highBits);
                    }
                }
            }
        }
        return found;
    }
}
