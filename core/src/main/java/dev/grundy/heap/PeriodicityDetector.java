package dev.grundy.heap;

/**
 * Finds the least period p and the least preperiod e with G(n + p) = G(n) + s for every computed
 * n ≥ e, and says whether a theorem proves it for ever.
 *
 * <p>Candidates p = 1, 2, … are tried in turn; for each, the relation is checked backwards from the
 * end of the sequence until it first fails, which gives e (most wrong candidates fail at once).
 * The first candidate that a {@link PeriodicityProof} proves is the least period: the sequence is then
 * purely periodic from e, so its least period q divides p, holds from e too, and would have been
 * proved first. Without a proof, a candidate seen over at least three periods and
 * {@value #SHORTEST_TAIL} values is reported as observed. O(n) for most sequences.
 */
public final class PeriodicityDetector {
    /** The fewest values a periodic tail must span to be reported without proof. */
    static final int SHORTEST_TAIL = 64;

    private PeriodicityDetector() {
    }

    /**
     * @param values holds G(0 … length − 1)
     * @param length how many values to look at
     * @param proof the theorem that applies, or {@link PeriodicityProof#NONE}
     * @param allowSaltus whether arithmetic periodicity (s ≠ 0) is looked for
     * @return the periodicity, proved or observed; null when none is seen
     */
    static Periodicity find(CompactValues values, int length, PeriodicityProof proof, boolean allowSaltus) {
        int last = length - 1;
        for (int period = 1; 2 * period <= length; period++) {
            int saltus = values.get(last) - values.get(last - period);
            if (saltus != 0 && !allowSaltus) {
                continue;
            }
            int n = last - period;
            while (n >= 0 && values.get(n + period) - values.get(n) == saltus) {
                n--;
            }
            int preperiod = n + 1;
            if (proof.proves(preperiod, period, saltus, length)) {
                return new Periodicity(preperiod, period, saltus, true, last);
            }
            int tail = length - preperiod;
            if (tail >= 3 * period && tail >= SHORTEST_TAIL) {
                return new Periodicity(preperiod, period, saltus, false, last);
            }
        }
        return null;
    }
}
