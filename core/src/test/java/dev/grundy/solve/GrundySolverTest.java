package dev.grundy.solve;

import dev.grundy.budget.StateLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GrundySolverTest {

    /** Take 1 or 2 from one heap: G(n) = n mod 3. Play from n lasts up to n moves. */
    private static final ImpartialGame<Integer> TAKE_ONE_OR_TWO = n -> IntStream.rangeClosed(1, Math.min(2, n))
            .mapToObj(k -> Move.to("take " + k, n - k)).toList();

    /** Grundy's game: split a heap into two unequal non-empty heaps; a move leaves a sum. */
    private static final ImpartialGame<Integer> GRUNDYS_GAME = n -> {
        List<Move<Integer>> moves = new ArrayList<>();
        for (int small = 1; 2 * small < n; small++) {
            moves.add(new Move<>("split", List.of(small, n - small)));
        }
        return moves;
    };

    @Test
    void solvesAChainAMillionMovesDeepWithoutOverflowingTheStack() {
        GrundySolver<Integer> solver = new GrundySolver<>(TAKE_ONE_OR_TWO, SearchBudget.of(2_000_000));

        assertThat(solver.grundy(1_000_000)).isEqualTo(1_000_000 % 3);
        assertThat(solver.grundy(999_998)).isEqualTo(999_998 % 3);
        assertThat(solver.solvedCount()).isEqualTo(1_000_001);
    }

    @Test
    void valuesMovesThatLeaveSumsByTheirNimSum() {
        // Grundy's game, OEIS A002188 (Winning Ways, ch. 4).
        int[] known = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
        GrundySolver<Integer> solver = new GrundySolver<>(GRUNDYS_GAME, SearchBudget.standard());

        assertThat(IntStream.range(0, known.length).map(solver::grundy).toArray()).containsExactly(known);
    }

    @Test
    void listsTheMovesToAGivenValue() {
        GrundySolver<Integer> solver = new GrundySolver<>(GRUNDYS_GAME, SearchBudget.standard());

        // From 7 the splits are 1+6, 2+5, 3+4 with values 0^1=1, 0^2=2, 1^0=1.
        assertThat(solver.movesToValue(7, 1)).extracting(Move::to)
                .containsExactly(List.of(1, 6), List.of(3, 4));
        assertThat(solver.movesToValue(7, 0)).isEmpty();
    }

    @Test
    void stopsAtTheStateLimit() {
        GrundySolver<Integer> solver = new GrundySolver<>(TAKE_ONE_OR_TWO, SearchBudget.of(1_000));

        assertThatThrownBy(() -> solver.grundy(5_000)).isInstanceOf(StateLimitException.class)
                .hasMessageContaining("1000");
    }

    @Test
    void forgetsUnfinishedPositionsWhenTheBudgetRunsOut() {
        GrundySolver<Integer> solver = new GrundySolver<>(TAKE_ONE_OR_TWO, SearchBudget.of(100));
        assertThat(solver.grundy(50)).isEqualTo(50 % 3);
        assertThatThrownBy(() -> solver.grundy(500)).isInstanceOf(StateLimitException.class);

        // Only finished positions are remembered, so none is later taken for a cycle.
        assertThat(solver.solvedCount()).isEqualTo(51);
        assertThat(solver.grundy(40)).isEqualTo(40 % 3);
    }

    @Test
    void reportsAGameThatNeedNotEnd() {
        ImpartialGame<Integer> loop = n -> List.of(Move.to("step", (n + 1) % 3));
        GrundySolver<Integer> solver = new GrundySolver<>(loop, SearchBudget.standard());

        assertThatThrownBy(() -> solver.grundy(0)).isInstanceOf(LoopyGameException.class)
                .hasMessageContaining("does not always end");
    }

    @Test
    void aTerminalPositionHasValueZeroAndAPositionWithOnlyTerminalOptionsOne() {
        GrundySolver<Integer> solver = new GrundySolver<>(TAKE_ONE_OR_TWO, SearchBudget.standard());

        assertThat(solver.grundy(0)).isZero();
        assertThat(solver.grundy(1)).isEqualTo(1);
    }
}
