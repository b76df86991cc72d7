package dev.grundy.census;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.Serial;
import java.io.Serializable;
import java.util.Set;

/**
 * What a census finds about one game: one row of the table, before it is told which codes of the
 * family it stands for.
 *
 * @param code the game's code
 * @param to N: the census computes G(0 … N)
 * @param computed how many values were computed before the period was proved (then the rest follow
 *     from it), or N + 1, or fewer when the time budget ran out
 * @param checksum CRC-32C of G(0 … N) as 4-byte big-endian integers (of G(0 … computed − 1) if the budget ran out), hex
 * @param largest the largest value in G(0 … N)
 * @param largestAt the first heap with it
 * @param mask the sparse-space mask that makes the fewest heaps rare
 * @param rare how many heaps up to N have rare values under it
 * @param lastRare the last of them, -1 if none
 * @param losing how many heaps up to N have G = 0 (P-positions)
 * @param lastLosing the last of them
 * @param status {@code proved} (octal periodicity theorem), {@code observed} (a period seen up to N),
 *     {@code none} (none up to N) or {@code budget} (the time budget ran out)
 * @param period the period, 0 if none
 * @param preperiod the preperiod, 0 if none
 * @param saltus G(n + period) − G(n) beyond the preperiod: 0 but for arithmetic periodicity, which
 *     only games the theorem does not cover (4.ddd codes without a cousin) can show, never proved
 * @param periodEndZeros how many values just before heap preperiod + period are 0 (at most the
 *     period): what the preperiod of a code shifted from this game needs when this one is 0
 * @param millis the time it took, in milliseconds
 * @param tame misère: {@code yes} (every heap up to {@value MisereColumns#TAME_HEAPS} has a
 *     misère Nim position's genus, Conway's tame), {@code no} (one has not: the game is wild) or {@code unknown} (see {@link MisereColumns})
 * @param quotient misère: the quotient, final or how far its build got ({@link QuotientColumns})
 */
record GameRow(String code, int to, int computed, String checksum, int largest, int largestAt, int mask, int rare,
               int lastRare, int losing, int lastLosing, String status, long period, long preperiod, long saltus,
               long periodEndZeros, long millis, String tame, QuotientColumns quotient)
        implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    static final String PROVED = "proved";
    static final String OBSERVED = "observed";
    static final String NONE = "none";
    static final String BUDGET = "budget";

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The preperiod of a code whose values are this game's shifted by s heaps: G(n) = 0 for n &lt; s,
     * G_row(n − s) beyond (see {@link Reduction}). Past preperiod + s it repeats; just before, the
     * row's own least preperiod fails, unless that is 0, when the shifted zeros repeat as far as the
     * zeros ending the first period reach.
     *
     * @param shift s
     * @return the least preperiod of the shifted code, for a row with a period
     */
    long preperiodShifted(int shift) {
        return preperiod > 0 ? preperiod + shift : periodEndZeros >= period ? 0 : Math.max(0, shift - periodEndZeros);
    }

    /** @return whether the row's words are ones a census writes, so that the table can show it */
    boolean wellFormed() {
        return code != null && checksum != null && checksum.matches("[0-9a-f]{8}") && to >= 1 && computed >= 0 && period >= 0 && preperiod >= 0
                && status != null && Set.of(PROVED, OBSERVED, NONE, BUDGET).contains(status) && tame != null
                && Set.of(MisereColumns.YES, MisereColumns.NO, MisereColumns.UNKNOWN).contains(tame)
                && quotient != null && quotient.wellFormed();
    }

    /** @return true when the row is final: a run with a larger time budget would not change it */
    boolean finished() {
        return !BUDGET.equals(status);
    }

    /** @return the row as JSON, its fields in the record's order: what its signature and its checksum on disk are of */
    String json() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a row of numbers and short strings is always JSON", e);
        }
    }

    /** @return this row with its misère columns */
    GameRow withMisere(MisereColumns.Result misere) {
        return new GameRow(code, to, computed, checksum, largest, largestAt, mask, rare, lastRare, losing, lastLosing, status,
                period, preperiod, saltus, periodEndZeros, millis, misere.tame(), misere.quotient());
    }
}
