package dev.grundy.heap;

/** When a theorem makes an observed periodicity hold for ever. */
@FunctionalInterface
interface PeriodicityProof {
    /** No theorem applies: periodicity can only be observed. */
    PeriodicityProof NONE = (preperiod, period, saltus, length) -> false;

    /**
     * @param preperiod the least e from which G(n + p) = G(n) + s was seen to hold
     * @param period p
     * @param saltus s
     * @param length how many values were computed, G(0 … length − 1)
     * @return true when the theorem proves the relation for every n ≥ e
     */
    boolean proves(long preperiod, long period, long saltus, long length);

    /**
     * The octal games periodicity theorem (Guy and Smith 1956; Winning Ways, ch. 4): for a
     * take-and-break game with d0 = 0, splits into at most two heaps and last non-zero digit t, if
     * G(n + p) = G(n) for all e ≤ n &lt; 2e + p + t, then for all n ≥ e. Checking that range needs
     * G up to 2e + 2p + t − 1. The proof maps a split (a, b) of heap N + p, b ≥ (N + p − t)/2, to
     * the split (a, b − p) of N, which needs b − p ≥ 1: with e = 0 the bound is taken at e = 1.
     *
     * @param lastDigit t
     * @return the rule
     */
    static PeriodicityProof octalTheorem(int lastDigit) {
        return (preperiod, period, saltus, length) -> {
            long start = Math.max(preperiod, 1);
            return saltus == 0 && 2 * start + 2 * period + lastDigit <= length;
        };
    }
}
