package dev.grundy.pattern;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A whole number of a pattern, seen for several values of a parameter K, as one of the forms a
 * contest states: a·K + b (period K + 1, 2K), a·2^K + b (2^K, 2^K − 1), a·K² + b·K + c with whole
 * coefficients, or half of one (K², K(K + 1), K(K + 1)/2). Each form is fitted exactly, in
 * whole-number arithmetic, through as many values of K as it has coefficients and must then hold
 * for at least one more: linear from 3 values of K, 2^K from 3, the quadratics from 4. The forms are
 * tried in that order, the simplest first. O(values of K) each.
 */
final class FormulaInParameter {
    /** The largest K for which 2^K is tried: beyond it the numbers of a table are not powers of 2 anyway. */
    private static final int MOST_EXPONENT = 62;

    private FormulaInParameter() {
    }

    /**
     * @param name the parameter's name
     * @param ks its values, distinct, in order
     * @param ys the number seen for each
     * @return the number as a formula in the name, as people write it, or null when no form fits
     */
    static String written(String name, List<BigInteger> ks, List<BigInteger> ys) {
        if (ks.size() >= 3) {
            BigInteger[] line = linear(ks, ys);
            if (line != null) {
                return linear(name, line[0], line[1]);
            }
            BigInteger[] power = powerOf2(ks, ys);
            if (power != null) {
                return powerOf2(name, power[0], power[1]);
            }
        }
        if (ks.size() >= 4) {
            for (int halves = 1; halves <= 2; halves++) {
                BigInteger scale = BigInteger.valueOf(halves);
                BigInteger[] square = quadratic(ks, ys.stream().map(scale::multiply).toList());
                if (square != null) {
                    String written = quadratic(name, square[0], square[1], square[2]);
                    return halves == 1 ? written : written + "/2";
                }
            }
        }
        return null;
    }

    /** a and b with a·K + b = the value for every K, whole numbers; null when there are none. */
    static BigInteger[] linear(List<BigInteger> ks, List<BigInteger> ys) {
        BigInteger a = exactly(ys.get(1).subtract(ys.get(0)), ks.get(1).subtract(ks.get(0)));
        if (a == null) {
            return null;
        }
        BigInteger b = ys.get(0).subtract(a.multiply(ks.get(0)));
        return fitsEvery(ks, ys, k -> a.multiply(k).add(b)) ? new BigInteger[] {a, b} : null;
    }

    /** a ≠ 0 and b with a·2^K + b = the value for every K, whole numbers, 0 ≤ K ≤ 62; null when there are none. */
    static BigInteger[] powerOf2(List<BigInteger> ks, List<BigInteger> ys) {
        if (ks.stream().anyMatch(k -> k.signum() < 0 || k.compareTo(BigInteger.valueOf(MOST_EXPONENT)) > 0)) {
            return null;
        }
        BigInteger a = exactly(ys.get(1).subtract(ys.get(0)), power(ks.get(1)).subtract(power(ks.get(0))));
        if (a == null || a.signum() == 0) {
            return null;
        }
        BigInteger b = ys.get(0).subtract(a.multiply(power(ks.get(0))));
        return fitsEvery(ks, ys, k -> a.multiply(power(k)).add(b)) ? new BigInteger[] {a, b} : null;
    }

    /** a ≠ 0, b, c with a·K² + b·K + c = the value for every K, whole numbers, by divided differences; null when there are none. */
    static BigInteger[] quadratic(List<BigInteger> ks, List<BigInteger> ys) {
        BigInteger k0 = ks.get(0);
        BigInteger k1 = ks.get(1);
        BigInteger k2 = ks.get(2);
        BigInteger rise1 = ys.get(1).subtract(ys.get(0));
        BigInteger run1 = k1.subtract(k0);
        BigInteger rise2 = ys.get(2).subtract(ys.get(1));
        BigInteger run2 = k2.subtract(k1);
        BigInteger a = exactly(rise2.multiply(run1).subtract(rise1.multiply(run2)), run1.multiply(run2).multiply(k2.subtract(k0)));
        if (a == null || a.signum() == 0) {
            return null;
        }
        BigInteger b = exactly(rise1.subtract(a.multiply(k1.pow(2).subtract(k0.pow(2)))), run1);
        if (b == null) {
            return null;
        }
        BigInteger c = ys.get(0).subtract(a.multiply(k0.pow(2))).subtract(b.multiply(k0));
        return fitsEvery(ks, ys, k -> a.multiply(k.pow(2)).add(b.multiply(k)).add(c)) ? new BigInteger[] {a, b, c} : null;
    }

    /** a·K + b written as people write it: K, 2K, K + 1, (2K − 1) in brackets when it has two terms. */
    static String linear(String name, BigInteger a, BigInteger b) {
        return sum(List.of(times(a, name)), b);
    }

    private static String powerOf2(String name, BigInteger a, BigInteger b) {
        return sum(List.of(times(a, "2^" + name)), b);
    }

    /** K², K(K + 1), K(K − 1) as such; otherwise aK² + bK + c. */
    private static String quadratic(String name, BigInteger a, BigInteger b, BigInteger c) {
        if (a.equals(BigInteger.ONE) && c.signum() == 0 && b.abs().equals(BigInteger.ONE)) {
            return name + "(" + name + (b.signum() > 0 ? " + 1)" : " − 1)");
        }
        List<String> terms = new ArrayList<>();
        terms.add(times(a, name + "²"));
        if (b.signum() != 0) {
            terms.add(times(b, name));
        }
        return sum(terms, c);
    }

    /** The terms and the constant joined with + and −, in brackets when there are several. */
    private static String sum(List<String> terms, BigInteger constant) {
        StringBuilder written = new StringBuilder(terms.get(0));
        for (String term : terms.subList(1, terms.size())) {
            written.append(term.startsWith("−") ? " − " + term.substring(1) : " + " + term);
        }
        if (constant.signum() != 0) {
            written.append(constant.signum() > 0 ? " + " + constant : " − " + constant.negate());
        }
        return terms.size() == 1 && constant.signum() == 0 ? written.toString() : "(" + written + ")";
    }

    /** a·x written: x, −x, 3x, or 3·x for a power. */
    private static String times(BigInteger a, String x) {
        String factor = a.abs().equals(BigInteger.ONE) ? "" : a.abs() + (x.startsWith("2^") ? "·" : "");
        return (a.signum() < 0 ? "−" : "") + factor + x;
    }

    private static BigInteger power(BigInteger k) {
        return BigInteger.ONE.shiftLeft(k.intValueExact());
    }

    /** @return n / d when d divides n, else null (and null for d = 0) */
    private static BigInteger exactly(BigInteger n, BigInteger d) {
        if (d.signum() == 0) {
            return null;
        }
        BigInteger[] quotient = n.divideAndRemainder(d);
        return quotient[1].signum() == 0 ? quotient[0] : null;
    }

    private static boolean fitsEvery(List<BigInteger> ks, List<BigInteger> ys, java.util.function.UnaryOperator<BigInteger> form) {
        for (int i = 0; i < ks.size(); i++) {
            if (!form.apply(ks.get(i)).equals(ys.get(i))) {
                return false;
            }
        }
        return true;
    }
}
