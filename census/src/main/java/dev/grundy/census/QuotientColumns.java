package dev.grundy.census;

import java.io.Serial;
import java.io.Serializable;
import java.util.Set;

/**
 * A game's misère quotient as a census row holds it: final with its order, P-portion and Φ's period
 * and least preperiod, or how far the build got and what stopped it.
 *
 * @param stop {@value #FINAL} (the misère periodicity test made it final), {@value #HEAP} (not final by
 *     the last heap the census allowed), {@value #STATES}, {@value #TIME}, {@value #MEMORY} or
 *     {@value #ORDER} (gave up on that limit), {@value #UNSETTLED} (a recalibration did not settle),
 *     {@value #NONE} (no quotient: a move of the game takes no token) or {@value #OFF} (not built)
 * @param heap the heap where the quotient became final, else the last heap built
 * @param order the quotient's order then
 * @param pPortion how many of its elements are P
 * @param period Φ's period when final, else 0
 * @param preperiod Φ's least preperiod when final, else 0
 */
record QuotientColumns(String stop, int heap, int order, int pPortion, long period, long preperiod) implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    static final String FINAL = "final";
    static final String HEAP = "heap";
    static final String STATES = "states";
    static final String TIME = "time";
    static final String MEMORY = "memory";
    static final String ORDER = "order";
    static final String UNSETTLED = "unsettled";
    static final String NONE = "none";
    static final String OFF = "off";

    /** No quotient built. */
    static final QuotientColumns NOT_BUILT = new QuotientColumns(OFF, 0, 0, 0, 0, 0);

    /** @return whether the quotient is final: the quotient of every heap */
    boolean finalQuotient() {
        return FINAL.equals(stop);
    }

    /** @return whether a build was tried: a quotient so far, final or not */
    boolean built() {
        return !OFF.equals(stop) && !NONE.equals(stop);
    }

    /** @return whether the fields are ones a census writes */
    boolean wellFormed() {
        return stop != null && Set.of(FINAL, HEAP, STATES, TIME, MEMORY, ORDER, UNSETTLED, NONE, OFF).contains(stop) && heap >= 0 && order >= 0
                && pPortion >= 0 && pPortion <= order && period >= 0 && preperiod >= 0 && (period > 0) == finalQuotient();
    }

    /**
     * @param text the words
     * @return for people: "final at heap 167", "not final by heap 300", "gave up at heap 24 (states)", "no quotient", ""
     */
    String said(Text text) {
        return switch (stop) {
            case FINAL -> text.get("quotient.final", heap);
            case HEAP -> text.get("quotient.notFinal", heap);
            case OFF -> "";
            case NONE -> text.get("quotient.none");
            default -> text.get("quotient.gaveUp", heap, text.get("quotient.stop." + stop, MisereColumns.MOST_ORDER));
        };
    }
}
