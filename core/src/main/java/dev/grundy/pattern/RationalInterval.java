package dev.grundy.pattern;

/**
 * The numbers α consistent with a set of linear constraints α ≥ or > num/den and α ≤ or < num/den,
 * narrowed one constraint at a time: an interval with rational ends, each open or closed, compared
 * exactly by cross-multiplication (numerators and denominators of the tables' sizes, so their
 * products fit a {@code long}; an overflow throws rather than wraps). Starts as (1, ∞).
 */
final class RationalInterval {
    private long lowNum = 1;
    private long lowDen = 1;
    private boolean lowClosed;
    private long highNum = 1;
    private long highDen; // 0: no upper end
    private boolean highClosed;

    /** @param num numerator @param den denominator, positive @param closed whether α may equal num/den */
    void atLeast(long num, long den, boolean closed) {
        int order = compare(num, den, lowNum, lowDen);
        if (order > 0 || order == 0 && !closed) {
            lowNum = num;
            lowDen = den;
            lowClosed = closed;
        }
    }

    /** @param num numerator @param den denominator, positive @param closed whether α may equal num/den */
    void atMost(long num, long den, boolean closed) {
        int order = highDen == 0 ? -1 : compare(num, den, highNum, highDen);
        if (order < 0 || order == 0 && !closed) {
            highNum = num;
            highDen = den;
            highClosed = closed;
        }
    }

    /** @return true when no α meets every constraint */
    boolean isEmpty() {
        if (highDen == 0) {
            return false;
        }
        int order = compare(lowNum, lowDen, highNum, highDen);
        return order > 0 || order == 0 && !(lowClosed && highClosed);
    }

    /** @return the lower end */
    Fraction low() {
        return Fraction.of(lowNum, lowDen);
    }

    /** @return the upper end; the interval must be bounded */
    Fraction high() {
        return Fraction.of(highNum, highDen);
    }

    /** @return a number inside the interval, which must not be empty: its midpoint, or low + 1 when unbounded */
    Fraction inside() {
        if (lowClosed) {
            return low();
        }
        return highDen == 0 ? low().plus(Fraction.of(1, 1)) : low().plus(high()).half();
    }

    /** @return e.g. {@code [34/21, 55/34)} */
    @Override
    public String toString() {
        return (lowClosed ? "[" : "(") + low() + ", " + (highDen == 0 ? "∞)" : high() + (highClosed ? "]" : ")"));
    }

    private static int compare(long num, long den, long otherNum, long otherDen) {
        return Long.compare(Math.multiplyExact(num, otherDen), Math.multiplyExact(otherNum, den));
    }
}
