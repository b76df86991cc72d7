package dev.grundy.examples;

import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.games.Piles;
import dev.grundy.games.Wythoff;
import dev.grundy.games.WythoffPairs;
import dev.grundy.games.WythoffTable;
import dev.grundy.budget.SearchBudget;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** examples/Queen.java is Wythoff's game: Grundy's own Wythoff pairs, table and winning moves agree. */
class QueenTest {
    private static final int BOARD = 40;
    private static final Example QUEEN = Example.load("Queen.java");
    private static final Wythoff WYTHOFF = new Wythoff(new WythoffTable());

    private static String square(int x, int y) {
        return x + " " + y;
    }

    @Test
    void theQueenLosesExactlyOnTheWythoffPairs() {
        for (int x = 0; x < BOARD; x++) {
            for (int y = 0; y < BOARD; y++) {
                boolean pair = WythoffPairs.isPair(BigInteger.valueOf(x), BigInteger.valueOf(y));
                assertThat(QUEEN.outcome(square(x, y))).as(square(x, y)).isEqualTo(pair ? Outcome.P : Outcome.N);
            }
        }
    }

    @Test
    void nimValuesAreWythoffsTable() {
        for (int x = 0; x < BOARD; x++) {
            for (int y = 0; y < BOARD; y++) {
                Piles piles = new Piles(BigInteger.valueOf(x), BigInteger.valueOf(y));
                assertThat(QUEEN.grundy(square(x, y))).as(square(x, y)).isEqualTo(WYTHOFF.grundy(piles, SearchBudget.standard()));
            }
        }
    }

    @Test
    void winningMovesAreWythoffsClosedFormMoves() {
        for (int x = 0; x < BOARD; x++) {
            for (int y = 0; y < BOARD; y++) {
                List<String> closedForm = WYTHOFF.winningMoves(new Piles(BigInteger.valueOf(x), BigInteger.valueOf(y))).list()
                        .stream().map(Move::to).map(to -> to.get(0).first() + " " + to.get(0).second()).toList();
                assertThat(QUEEN.winningResults(square(x, y))).as(square(x, y)).containsExactlyInAnyOrderElementsOf(closedForm);
            }
        }
    }

    @Test
    void theCornerHasNoMoveAndTheClassicLosingSquaresAreP() {
        assertThat(QUEEN.options("0 0")).isEmpty();
        assertThat(List.of("1 2", "2 1", "3 5", "5 3", "4 7", "6 10")).allSatisfy(square ->
                assertThat(QUEEN.outcome(square)).as(square).isEqualTo(Outcome.P));
    }
}
