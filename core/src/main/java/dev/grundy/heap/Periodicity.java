package dev.grundy.heap;

/**
 * The eventual (arithmetic) periodicity of a Grundy sequence: G(n + period) = G(n) + saltus for
 * every n ≥ preperiod, with period and preperiod the least such.
 *
 * @param preperiod the least e from which the relation holds
 * @param period the least p for which it holds
 * @param saltus the increase over one period; 0 for a purely periodic sequence
 * @param proved true when a theorem makes the relation hold for every n, false when it was only
 *     observed up to checkedTo
 * @param checkedTo the largest n whose value was computed
 */
public record Periodicity(long preperiod, long period, long saltus, boolean proved, long checkedTo) {

    /** @throws IllegalArgumentException if the numbers do not describe a periodicity */
    public Periodicity {
        if (preperiod < 0 || period <= 0 || checkedTo < 0) {
            throw new IllegalArgumentException("not a periodicity: preperiod " + preperiod
                    + ", period " + period + ", checked to " + checkedTo);
        }
    }
}
