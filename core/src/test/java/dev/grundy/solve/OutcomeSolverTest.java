package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.budget.StateLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.heap.SubtractionGame;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OutcomeSolverTest {
    private static final ImpartialGame<Integer> TAKE_ONE = n -> n == 0 ? List.of() : List.of(Move.to("take 1", n - 1));

    @Property(tries = 200)
    void normalPlayOutcomesAreTheZerosOfTheGrundyValues(
            @ForAll @Size(min = 1, max = 4) @UniqueElements List<@IntRange(min = 1, max = 9) Integer> set,
            @ForAll @IntRange(max = 200) int heap) {
        SubtractionGame game = SubtractionGame.of(set.stream().mapToInt(Integer::intValue).toArray());
        OutcomeSolver<BigInteger> search = new OutcomeSolver<>(game, Convention.NORMAL, SearchBudget.standard(), Function.identity());
        BigInteger n = BigInteger.valueOf(heap);

        assertThat(search.outcome(n)).isEqualTo(game.grundy(n, SearchBudget.standard()).signum() == 0 ? Outcome.P : Outcome.N);
    }

    @Test
    void underMiserePlayAPositionWithoutMovesIsWon() {
        OutcomeSolver<Integer> normal = new OutcomeSolver<>(TAKE_ONE, Convention.NORMAL, SearchBudget.standard(), Function.identity());
        OutcomeSolver<Integer> misere = new OutcomeSolver<>(TAKE_ONE, Convention.MISERE, SearchBudget.standard(), Function.identity());

        assertThat(normal.outcome(0)).isEqualTo(Outcome.P);
        assertThat(misere.outcome(0)).isEqualTo(Outcome.N);
        // Taking one at a time, the player to move takes the last token iff the heap is odd.
        assertThat(normal.outcome(999_999)).isEqualTo(Outcome.N);
        assertThat(misere.outcome(999_999)).isEqualTo(Outcome.P);
    }

    @Test
    void stopsAtTheStateLimitAndRefusesLoops() {
        OutcomeSolver<Integer> limited = new OutcomeSolver<>(TAKE_ONE, Convention.NORMAL, SearchBudget.of(100), Function.identity());
        assertThatThrownBy(() -> limited.outcome(1000)).isInstanceOf(StateLimitException.class);

        ImpartialGame<Integer> loop = n -> List.of(Move.to("step", 1 - n));
        OutcomeSolver<Integer> looping = new OutcomeSolver<>(loop, Convention.NORMAL, SearchBudget.standard(), Function.identity());
        assertThatThrownBy(() -> looping.outcome(0)).isInstanceOf(LoopyGameException.class);
    }
}
