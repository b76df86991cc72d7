package dev.grundy.census;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.misere.quotient.HeapRules;
import dev.grundy.misere.quotient.MisereQuotient;
import dev.grundy.misere.quotient.MiserePeriodicity;
import dev.grundy.misere.quotient.QuotientBuilder;
import dev.grundy.misere.GenusNotSettledException;
import dev.grundy.misere.GenusSolver;

import java.math.BigInteger;
import java.util.concurrent.CancellationException;

/**
 * The misère columns of one game:
 * <ul>
 *   <li>{@code tame}: the genus of every heap 0 … {@value #TAME_HEAPS} (Conway, On Numbers and
 *       Games ch. 12; {@link GenusSolver}, a memoised search of at most {@value #GENUS_STATES}
 *       states): {@code no} when one of them is not the genus of a misère Nim position
 *       ({@link dev.grundy.misere.Genus#isTame}) — the game is wild in Conway's sense, a proof —,
 *       {@code yes} when all are, which is observed up to that heap only, {@code unknown} when a genus
 *       is not settled (its alternation not proved) or when the
 *       search ran out of states or time;</li>
 *   <li>the misère quotient (Plambeck &amp; Siegel, JCTA 115 (2008); {@link QuotientBuilder}) within
 *       the census's own budget of the game: heaps up to its N (at most {@value #MOST_HEAPS}), its
 *       time budget (the caller interrupts the thread), and a budget of states, order up to
 *       {@value #MOST_ORDER}: final (order, |P|, Φ's period and least preperiod) when the misère
 *       periodicity test makes it so, else how far it got and which limit stopped it
 *       ({@link QuotientColumns}).</li>
 * </ul>
 * States, heaps and order are counted, so a game stopped by them gets the same row run after run;
 * only one stopped by the time says {@code time}. A first cousin plays heap n + 1 as the row's game
 * plays heap n, move for move (a heap of one token has no move either way), so the columns hold for
 * every code of the row.
 */
final class MisereColumns {
    /** The heaps whose genera are searched. */
    static final int TAME_HEAPS = 20;
    /** The states the genus search may take. */
    static final long GENUS_STATES = 200_000;
    /** The last heap a quotient is built to, whatever the census's N: what {@code grundy quotient} tries by default. */
    static final int MOST_HEAPS = 20_000;
    /** The largest quotient looked for. */
    static final int MOST_ORDER = 1_000;
    /**
     * The states the quotient's sums may take unless the census says otherwise. Every final quotient
     * of the 0.dd codes, of the 0.ddd codes 0.001 … 0.566 and of 0.644 takes fewer than 23,000
     * (0.644: 22,407; 0.115: 19,341); the wild games whose builds run on are what this stops, after
     * a few seconds each.
     */
    static final long QUOTIENT_STATES = 100_000;

    static final String YES = "yes";
    static final String NO = "no";
    static final String UNKNOWN = "unknown";

    /**
     * @param tame yes, no or unknown
     * @param quotient the quotient's columns
     */
    record Result(String tame, QuotientColumns quotient) {
    }

    private MisereColumns() {
    }

    /**
     * @param code the game's take-and-break code
     * @param to the census's N: the quotient is built to heap min(N, {@value #MOST_HEAPS})
     * @param quotientStates the states the quotient may take; 0 for no misère columns at all
     * @return its misère columns
     */
    static Result of(String code, int to, long quotientStates) {
        if (quotientStates == 0) {
            return new Result(UNKNOWN, QuotientColumns.NOT_BUILT);
        }
        OctalGame game = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse(code, "octal:" + code)));
        String tame = tame(game);
        return new Result(tame, quotient(game, Math.min(to, MOST_HEAPS), quotientStates));
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

    private static QuotientColumns quotient(OctalGame game, int lastHeap, long states) {
        if (Thread.currentThread().isInterrupted()) {
            return new QuotientColumns(QuotientColumns.TIME, 0, 0, 0, 0, 0);
        }
        SearchBudget budget = SearchBudget.of(states);
        QuotientBuilder.Result result;
        try {
            result = new QuotientBuilder(HeapRules.of(game), MOST_ORDER).build(lastHeap, true, budget);
        } catch (InvalidPositionException takesNoToken) {
            // A game whose moves may take no token (4.ddd): the heaps do not order its positions.
            return new QuotientColumns(QuotientColumns.NONE, 0, 0, 0, 0, 0);
        }
        MisereQuotient quotient = result.quotient();
        int pPortion = quotient.monoid().pPortion().size();
        if (quotient.isFinal()) {
            MiserePeriodicity periodicity = quotient.periodicity();
            return new QuotientColumns(QuotientColumns.FINAL, quotient.lastHeap(), quotient.order(), pPortion,
                    periodicity.period(), periodicity.preperiod());
        }
        return new QuotientColumns(stop(result.stop(), budget), quotient.lastHeap(), quotient.order(), pPortion, 0, 0);
    }

    /** The limit a build that is not final met: a budget's stop is told apart by the states spent and the thread's interruption. */
    private static String stop(QuotientBuilder.Stop stop, SearchBudget budget) {
        return switch (stop) {
            case LAST_HEAP, FINAL -> QuotientColumns.HEAP;
            case ORDER_LIMIT -> QuotientColumns.ORDER;
            case NOT_SETTLED -> QuotientColumns.UNSETTLED;
            case BUDGET -> budget.spent() > budget.maxStates() ? QuotientColumns.STATES
                    : Thread.currentThread().isInterrupted() ? QuotientColumns.TIME : QuotientColumns.MEMORY;
        };
    }
}
