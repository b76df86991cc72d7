package dev.grundy.pattern;

import java.math.BigInteger;

/**
 * Which α (and β) make a list of numbers the terms of a Beatty sequence ⌊kα + β⌋, k = 0, 1, …, up
 * to a bound: each term p_k puts kα + β in [p_k, p_k + 1), and the next term must pass the bound,
 * so the set of α is an interval cut out by linear constraints with rational ends
 * ({@link RationalInterval}), found exactly, without floating point. With β = 0 each term bounds α
 * alone (O(terms)); with β free, β is eliminated Fourier–Motzkin style, each pair of terms
 * bounding α (O(terms²), so at most {@value #MOST_TERMS} terms). The sequences are Beatty's
 * (1926, "Problem 3173", Amer. Math. Monthly 33; solution 1927).
 */
final class BeattyFit {
    /** The most terms the two-parameter fit takes. */
    static final int MOST_TERMS = 3000;

    private BeattyFit() {
    }

    /**
     * The α with ⌊kα⌋ = terms[k − 1] for k = 1 … K and ⌊(K + 1)α⌋ ≥ next.
     *
     * @param terms the sequence's terms from k = 1, increasing
     * @param next the least number the next term may be
     * @return the α that fit, with α > 1
     */
    static RationalInterval homogeneous(long[] terms, long next) {
        RationalInterval alpha = new RationalInterval();
        for (int k = 1; k <= terms.length; k++) {
            alpha.atLeast(terms[k - 1], k, true);
            alpha.atMost(terms[k - 1] + 1, k, false);
        }
        alpha.atLeast(next, terms.length + 1L, true);
        return alpha;
    }

    /**
     * The α for which some β gives ⌊kα + β⌋ = terms[k] for k = 0 … K − 1 and ⌊Kα + β⌋ ≥ next:
     * β ∈ [p_k − kα, p_k + 1 − kα) for every k is possible exactly when every lower end is below
     * every upper end, which bounds α for each pair of terms.
     *
     * @param terms the sequence's terms from k = 0, increasing, at most {@link #MOST_TERMS}
     * @param next the least number the next term may be
     * @return the α that fit, with α > 1
     */
    static RationalInterval shifted(long[] terms, long next) {
        RationalInterval alpha = new RationalInterval();
        int count = terms.length;
        for (int k = 0; k < count; k++) {
            for (int j = k + 1; j < count; j++) {
                alpha.atMost(terms[j] - terms[k] + 1, j - k, false);
                alpha.atLeast(terms[j] - terms[k] - 1, j - k, false);
            }
            alpha.atLeast(next - 1 - terms[k], count - k, false);
        }
        return alpha;
    }

    /**
     * The least β that fits a given α: the largest of the lower ends p_k − kα and next − Kα.
     *
     * @param terms the terms from k = 0
     * @param next the least number the next term may be
     * @param alpha an α inside {@link #shifted}'s interval
     * @return a β with which α gives the terms
     */
    static Fraction shift(long[] terms, long next, Fraction alpha) {
        Fraction beta = Fraction.of(next, 1).minus(alpha.times(terms.length));
        for (int k = 0; k < terms.length; k++) {
            Fraction lower = Fraction.of(terms[k], 1).minus(alpha.times(k));
            beta = lower.compareTo(beta) > 0 ? lower : beta;
        }
        return beta;
    }

    /**
     * @param n a number
     * @param alpha α ≥ 1
     * @param beta β ≥ 0
     * @return true when n = ⌊kα + β⌋ for some k ≥ 0: the least k with kα + β ≥ n is the only candidate
     */
    static boolean isTerm(long n, Fraction alpha, Fraction beta) {
        BigInteger k = Fraction.of(n, 1).minus(beta).ceilingOver(alpha).max(BigInteger.ZERO);
        return alpha.times(k).plus(beta).floor().equals(BigInteger.valueOf(n));
    }
}
