package dev.grundy.census;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.misere.quotient.HeapRules;
import dev.grundy.misere.quotient.QuotientBuilder;
import dev.grundy.misere.GenusNotSettledException;
import dev.grundy.misere.GenusSolver;

import java.math.BigInteger;
import java.util.concurrent.CancellationException;

/**
 * The misère columns of one game, each within a small budget of states of its own — states, not
 * seconds, so that the same census run twice writes the same table:
 * <ul>
 *   <li>{@code tame}: the genus of every heap 0 … {@value #TAME_HEAPS} (Conway, On Numbers and
 *       Games ch. 12; {@link GenusSolver}, a memoised search of at most {@value #GENUS_STATES}
 *       states): {@code no} when one of them is not a nim-heap's genus — the game is wild, a proof —,
 *       {@code yes} when all are, which is observed up to that heap only, {@code unknown} when a genus
 *       is not settled (its alternation not proved) or when the
 *       search ran out of states or time;</li>
 *   <li>{@code quotientOrder}: the order of the misère quotient (Plambeck &amp; Siegel, JCTA 115
 *       (2008); {@link QuotientBuilder}, heaps up to {@value #QUOTIENT_HEAPS}, order up to
 *       {@value #MOST_ORDER}, at most the states the census allows, {@value #QUOTIENT_STATES}
 *       by default — Kayles' needs 231,666) when the misère periodicity test makes it final, so that it
 *       is the quotient of every heap; else none.</li>
 * </ul>
 * A first cousin plays heap n + 1 as the row's game plays heap n, move for move (a heap of one
 * token has no move either way), so the columns hold for every code of the row. The caller may
 * also bound the time by interrupting the thread; what that cuts short is {@code unknown} or none.
 */
final class MisereColumns {
    /** The heaps whose genera are searched. */
    static final int TAME_HEAPS = 20;
    /** The states the genus search may take. */
    static final long GENUS_STATES = 200_000;
    /** The last heap the quotient is built to. */
    static final int QUOTIENT_HEAPS = 400;
    /** The largest quotient looked for. */
    static final int MOST_ORDER = 1_000;
    /**
     * The states the quotient's sums may take unless the census says otherwise: about a second a game
     * on the project's machine, where most wild games would run on for ever. Kayles' quotient takes
     * 231,666 ({@code --misere-states 250000}).
     */
    static final long QUOTIENT_STATES = 100_000;

    static final String YES = "yes";
    static final String NO = "no";
    static final String UNKNOWN = "unknown";

    /**
     * @param tame yes, no or unknown
     * @param quotientOrder the final quotient's order, 0 when none was found within the budget
     */
    record Result(String tame, int quotientOrder) {
    }

    private MisereColumns() {
    }

    /**
     * @param code the game's take-and-break code
     * @param quotientStates the states the quotient may take; 0 for no misère columns at all
     * @return its misère columns
     */
    static Result of(String code, long quotientStates) {
        if (quotientStates == 0) {
            return new Result(UNKNOWN, 0);
        }
        OctalGame game = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse(code, "octal:" + code)));
        String tame = tame(game);
        return new Result(tame, quotientOrder(game, quotientStates));
    }

    private static String tame(OctalGame game) {
        GenusSolver genera = new GenusSolver(SearchBudget.of(GENUS_STATES));
        try {
            for (int heap = 0; heap <= TAME_HEAPS; heap++) {
                if (!genera.tame(game, BigInteger.valueOf(heap))) {
                    return NO;
                }
            }
            return YES;
        } catch (StateLimitException | MemoryLimitException | CancellationException | GenusNotSettledException exhausted) {
            return UNKNOWN;
        }
    }

    private static int quotientOrder(OctalGame game, long states) {
        if (Thread.currentThread().isInterrupted()) {
            return 0;
        }
        try {
            QuotientBuilder.Result result = new QuotientBuilder(HeapRules.of(game), MOST_ORDER)
                    .build(QUOTIENT_HEAPS, true, SearchBudget.of(states));
            return result.stop() == QuotientBuilder.Stop.FINAL ? result.quotient().order() : 0;
        } catch (StateLimitException | MemoryLimitException | CancellationException | InvalidPositionException outOfReach) {
            // Out of budget, or a game whose moves may take no token (4.ddd): no quotient here.
            return 0;
        }
    }
}
