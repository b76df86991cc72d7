package dev.grundy.pattern;

import java.math.BigInteger;

/**
 * An exact rational number num/den with den > 0, for the Beatty sequences' witnesses: no rounding
 * anywhere, so a term ⌊kα + β⌋ is the true floor.
 *
 * @param num the numerator
 * @param den the denominator, positive
 */
record Fraction(BigInteger num, BigInteger den) implements Comparable<Fraction> {
    static final Fraction ZERO = of(0, 1);

    Fraction {
        if (den.signum() <= 0) {
            throw new IllegalArgumentException("denominator " + den);
        }
    }

    /** @param num the numerator @param den the denominator, positive @return num/den */
    static Fraction of(long num, long den) {
        return new Fraction(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    Fraction plus(Fraction other) {
        return new Fraction(num.multiply(other.den).add(other.num.multiply(den)), den.multiply(other.den));
    }

    Fraction minus(Fraction other) {
        return plus(new Fraction(other.num.negate(), other.den));
    }

    Fraction times(long k) {
        return times(BigInteger.valueOf(k));
    }

    Fraction times(BigInteger k) {
        return new Fraction(num.multiply(k), den);
    }

    Fraction half() {
        return new Fraction(num, den.shiftLeft(1));
    }

    /** @return ⌊this⌋ */
    BigInteger floor() {
        BigInteger[] division = num.divideAndRemainder(den);
        return num.signum() < 0 && division[1].signum() != 0 ? division[0].subtract(BigInteger.ONE) : division[0];
    }

    /** @param positive a positive fraction @return ⌈this / positive⌉ */
    BigInteger ceilingOver(Fraction positive) {
        Fraction quotient = new Fraction(num.multiply(positive.den).negate(), den.multiply(positive.num));
        return quotient.floor().negate();
    }

    @Override
    public int compareTo(Fraction other) {
        return num.multiply(other.den).compareTo(other.num.multiply(den));
    }

    @Override
    public String toString() {
        BigInteger gcd = num.gcd(den);
        BigInteger n = num.divide(gcd);
        BigInteger d = den.divide(gcd);
        return d.equals(BigInteger.ONE) ? n.toString() : n + "/" + d;
    }
}
