package dev.grundy.solve;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Component;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.graph.GraphGame;
import dev.grundy.graph.SmallGraph;
import dev.grundy.play.Opponent;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sums of tokens on graphs with cycles, with a Nim heap: the generalised theory against retrograde
 * analysis of the whole sum, which knows no values; and winning play that ends.
 */
class LoopySumSolverTest {
    private final RetrogradeSolver<Position> bruteForce =
            new RetrogradeSolver<>(new CombinedGame(), Convention.NORMAL, SearchBudget.standard(), Position::canonical);

    @Property(tries = 300)
    void theWinningMovesAreExactlyTheMovesToLostPositions(@ForAll("digraphs") SmallGraph small,
            @ForAll @Size(min = 1, max = 3) List<@IntRange(max = 7) Integer> tokens, @ForAll @IntRange(min = -1, max = 2) int heap) {
        Position position = position(small, tokens, heap);
        Solution solution = new SumSolver(SearchBudget.standard()).solve(position);
        Set<Position> lostAfter = position.moves().map(PositionMove::to)
                .filter(to -> bruteForce.outcome(to) == Outcome.P).map(Position::canonical).collect(Collectors.toSet());

        assertThat(solution.outcome()).isEqualTo(bruteForce.outcome(position));
        assertThat(solution.winningMoves().stream().map(move -> move.to().canonical()).collect(Collectors.toSet()))
                .isEqualTo(lostAfter);
    }

    /**
     * Each reply lowers the ranks left on the graph (in the multiset order) or, where they stay,
     * the heap; so a game lasts at most 2 + 2·C(n + k − 1, k)·(heap + 1) moves for k tokens on n
     * vertices, against any opponent: here one who moves at random, or one who moves a token to
     * an infinite value, else to the largest rank, whenever it can.
     */
    @Property(tries = 300)
    void playingItsFirstWinningMoveTheEngineWinsInBoundedTime(@ForAll("digraphs") SmallGraph small,
            @ForAll @Size(min = 1, max = 3) List<@IntRange(max = 7) Integer> tokens, @ForAll @IntRange(min = -1, max = 2) int heap,
            @ForAll long seed, @ForAll boolean stubborn) {
        Position position = position(small, tokens, heap);
        Assume.that(bruteForce.outcome(position) == Outcome.N);
        Opponent engine = new Opponent(new SumSolver(SearchBudget.standard()));
        Random random = new Random(seed);
        long bound = 2 + 2 * multisets(small.vertices(), tokens.size()) * (Math.max(heap, 0) + 1);

        boolean engineToMove = true;
        int moves = 0;
        while (position.moves().findAny().isPresent()) {
            PositionMove move = engineToMove ? engine.choose(position).orElseThrow() : holdOut(position, stubborn, random);
            if (engineToMove) {
                assertThat(bruteForce.outcome(move.to())).as("the engine's move from %s", position).isEqualTo(Outcome.P);
            }
            position = move.to();
            engineToMove = !engineToMove;
            assertThat(++moves).as("moves played").isLessThanOrEqualTo((int) bound);
        }
        assertThat(engineToMove).as("the opponent is left without a move").isFalse();
    }

    @Property(tries = 200)
    void fromADrawnPositionTheEngineKeepsTheDraw(@ForAll("digraphs") SmallGraph small,
            @ForAll @Size(min = 1, max = 3) List<@IntRange(max = 7) Integer> tokens) {
        Position position = position(small, tokens, -1);
        Assume.that(bruteForce.outcome(position) == Outcome.D);

        PositionMove move = new Opponent(new SumSolver(SearchBudget.standard())).choose(position).orElseThrow();
        assertThat(bruteForce.outcome(move.to())).isEqualTo(Outcome.D);
    }

    private static PositionMove holdOut(Position position, boolean stubborn, Random random) {
        List<PositionMove> moves = position.moves().toList();
        if (!stubborn) {
            return moves.get(random.nextInt(moves.size()));
        }
        return moves.stream().max(Comparator.comparing((PositionMove move) -> !new LoopySumSolver(SearchBudget.standard()).value(move.to()).isNimber())
                .thenComparingLong(move -> move.to().components().stream().mapToLong(Component::rank).sum())).orElseThrow();
    }

    /** C(n + k − 1, k): the multisets of k ranks among n. */
    private static long multisets(int n, int k) {
        long count = 1;
        for (int i = 1; i <= k; i++) {
            count = count * (n + i - 1) / i;
        }
        return count;
    }

    private static Position position(SmallGraph small, List<Integer> tokens, int heap) {
        GraphGame game = new GraphGame(small.graph());
        return SmallGraph.position(game, tokens.stream().map(t -> t % small.vertices()).toList(), heap);
    }

    @Provide
    Arbitrary<SmallGraph> digraphs() {
        return SmallGraph.digraphs(7);
    }
}
