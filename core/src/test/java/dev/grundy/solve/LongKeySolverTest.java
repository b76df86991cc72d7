package dev.grundy.solve;

import dev.grundy.budget.StateLimitException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToLongFunction;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Remembering positions by long codes gives exactly the values of remembering the positions. */
class LongKeySolverTest {

    /**
     * A random finite game on positions 0..n−1: each move goes to lower positions, leaving one or
     * (for a splitting move) two of them, so the values exercise mex and nim-sum alike.
     */
    record RandomGame(List<List<List<Integer>>> movesOf) implements ImpartialGame<Integer> {
        @Override
        public Iterable<Move<Integer>> moves(Integer position) {
            return movesOf.get(position).stream().map(to -> new Move<>("to " + to, to)).toList();
        }

        int size() {
            return movesOf.size();
        }
    }

    /** Scrambles positions into codes far apart and of both signs, as packed fields are. */
    private static final ToLongFunction<Integer> CODE = position -> (position * 0x9E3779B97F4A7C15L) ^ Long.MIN_VALUE;

    @Property(tries = 200)
    void longKeysGiveTheBoxedValues(@ForAll("games") RandomGame game) {
        AtomicLong codesAsked = new AtomicLong();
        GrundySolver<Integer> boxed = new GrundySolver<>(game, SearchBudget.standard());
        GrundySolver<Integer> longKeys = new GrundySolver<>(game, position -> {
            codesAsked.incrementAndGet();
            return CODE.applyAsLong(position);
        }, SearchBudget.standard());

        List<Integer> positions = IntStream.range(0, game.size()).boxed().toList();
        assertThat(positions.stream().map(longKeys::grundy).toList()).isEqualTo(positions.stream().map(boxed::grundy).toList());
        assertThat(longKeys.solvedCount()).isEqualTo(boxed.solvedCount()).isEqualTo(game.size());
        assertThat(codesAsked.get()).isPositive();
    }

    @Provide
    Arbitrary<RandomGame> games() {
        return Arbitraries.integers().between(1, 60).flatMap(size -> {
            List<Arbitrary<List<List<Integer>>>> positions = new ArrayList<>();
            for (int position = 0; position < size; position++) {
                positions.add(movesFrom(position));
            }
            return Combinators.combine(positions).as(RandomGame::new);
        });
    }

    private static Arbitrary<List<List<Integer>>> movesFrom(int position) {
        if (position == 0) {
            return Arbitraries.just(List.of());
        }
        Arbitrary<Integer> lower = Arbitraries.integers().between(0, position - 1);
        return lower.list().ofMinSize(1).ofMaxSize(2).list().ofMaxSize(6);
    }

    @Test
    void aLoopIsFoundByCodeAsWell() {
        ImpartialGame<Integer> loop = n -> List.of(Move.to("step", (n + 1) % 3));
        GrundySolver<Integer> solver = new GrundySolver<>(loop, Integer::longValue, SearchBudget.standard());

        assertThatThrownBy(() -> solver.grundy(0)).isInstanceOf(LoopyGameException.class);
    }

    @Test
    void forgetsUnfinishedCodesWhenTheBudgetRunsOut() {
        ImpartialGame<Integer> takeOne = n -> n == 0 ? List.of() : List.of(Move.to("take 1", n - 1));
        GrundySolver<Integer> solver = new GrundySolver<>(takeOne, Integer::longValue, SearchBudget.of(100));
        assertThatThrownBy(() -> solver.grundy(500)).isInstanceOf(StateLimitException.class);

        assertThat(solver.solvedCount()).isZero();
    }
}
