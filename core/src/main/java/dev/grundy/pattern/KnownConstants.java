package dev.grundy.pattern;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;

/**
 * Irrational constants a Beatty sequence's α may be named by, each compared with a rational number
 * exactly: a quadratic irrational (p + √d)/q by squaring (sign of v√d − (uq − pv) for x = u/v), e
 * and π by their continued fractions, whose consecutive convergents bracket the constant (Khinchin,
 * Continued Fractions, 1935, §1) — past the last term kept the comparison is undecided, and an
 * undecided constant is not named. The quadratics include Fraenkel's a-Wythoff ratios
 * (2 − a + √(a² + 4))/2 and their partners (2 + a + √(a² + 4))/2 (Fraenkel, "How to beat your
 * Wythoff games' opponent on three fronts", Amer. Math. Monthly 89, 1982). O(constants) a question.
 */
final class KnownConstants {
    /** The largest a of the a-Wythoff ratios named. */
    static final int MOST_A = 12;

    /** A constant: its name and the sign of (constant − x) for a rational x, 0 when undecided. */
    private record Constant(String name, ToIntFunction<Fraction> signMinus) {
    }

    /** π = [3; 7, 15, 1, 292, …], 40 terms (OEIS A001203). */
    private static final int[] PI = {3, 7, 15, 1, 292, 1, 1, 1, 2, 1, 3, 1, 14, 2, 1, 1, 2, 2, 2, 2, 1, 84, 2, 1, 1, 15,
        3, 13, 1, 4, 2, 6, 6, 99, 1, 2, 2, 6, 3, 5};
    /** e = [2; 1, 2, 1, 1, 4, 1, 1, 6, …], 40 terms. */
    private static final int[] E = IntStream.range(0, 40).map(i -> i == 0 ? 2 : i % 3 == 2 ? 2 * (i / 3 + 1) : 1).toArray();

    private static final List<Constant> ALL = all();

    private KnownConstants() {
    }

    private static List<Constant> all() {
        List<Constant> all = new ArrayList<>(List.of(
                quadratic("φ = (1 + √5)/2", 1, 5, 2), quadratic("φ² = (3 + √5)/2", 3, 5, 2),
                quadratic("√2", 0, 2, 1), quadratic("1 + √2", 1, 2, 1), quadratic("2 + √2", 2, 2, 1),
                quadratic("√3", 0, 3, 1), quadratic("1 + √3", 1, 3, 1),
                continued("e", E), continued("π", PI)));
        for (int a = 3; a <= MOST_A; a++) {
            long d = (long) a * a + 4;
            all.add(quadratic("(√" + d + " − " + (a - 2) + ")/2 [a-Wythoff, a = " + a + "]", 2 - a, d, 2));
            all.add(quadratic("(" + (2 + a) + " + √" + d + ")/2 [a-Wythoff, a = " + a + "]", 2 + a, d, 2));
        }
        return List.copyOf(all);
    }

    /**
     * @param interval an interval of α
     * @return the names of the constants that lie strictly inside it, each decided exactly
     */
    static List<String> inside(RationalInterval interval) {
        List<String> names = new ArrayList<>();
        for (Constant constant : ALL) {
            if (constant.signMinus().applyAsInt(interval.low()) > 0 && constant.signMinus().applyAsInt(interval.high()) < 0) {
                names.add(constant.name());
            }
        }
        return names;
    }

    /** (p + √d)/q with q > 0 and d not a square. */
    private static Constant quadratic(String name, long p, long d, long q) {
        return new Constant(name, x -> {
            BigInteger s = x.num().multiply(BigInteger.valueOf(q)).subtract(x.den().multiply(BigInteger.valueOf(p)));
            if (s.signum() < 0) {
                return 1;
            }
            return x.den().pow(2).multiply(BigInteger.valueOf(d)).compareTo(s.pow(2));
        });
    }

    /** A constant by the first terms of its continued fraction; it lies strictly between consecutive convergents. */
    private static Constant continued(String name, int[] terms) {
        return new Constant(name, x -> {
            Fraction before = null;
            BigInteger h = BigInteger.ONE;
            BigInteger k = BigInteger.ZERO;
            BigInteger hBefore = BigInteger.ZERO;
            BigInteger kBefore = BigInteger.ONE;
            for (int term : terms) {
                BigInteger a = BigInteger.valueOf(term);
                BigInteger hNext = a.multiply(h).add(hBefore);
                BigInteger kNext = a.multiply(k).add(kBefore);
                hBefore = h;
                kBefore = k;
                h = hNext;
                k = kNext;
                Fraction convergent = new Fraction(h, k);
                if (before != null) {
                    Fraction least = before.compareTo(convergent) < 0 ? before : convergent;
                    Fraction most = before.compareTo(convergent) < 0 ? convergent : before;
                    if (x.compareTo(least) <= 0) {
                        return 1;
                    }
                    if (x.compareTo(most) >= 0) {
                        return -1;
                    }
                }
                before = convergent;
            }
            return 0;
        });
    }
}
