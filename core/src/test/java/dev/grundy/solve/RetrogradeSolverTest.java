package dev.grundy.solve;

import dev.grundy.Positions;
import dev.grundy.RandomPositions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.graph.GraphGame;
import dev.grundy.graph.SmallGraph;
import dev.grundy.misere.MisereSolver;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.play.Opponent;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Retrograde analysis against the search on games that end, and its ranks on games that may not. */
class RetrogradeSolverTest {

    @Property(tries = 200)
    void onGamesThatEndItAgreesWithTheSearch(@ForAll("sums") String text, @ForAll Convention convention) {
        Position position = Positions.parse(text);
        RetrogradeSolver<Position> retrograde =
                new RetrogradeSolver<>(new CombinedGame(), convention, SearchBudget.standard(), Position::canonical);
        OutcomeSolver<Position> search = new OutcomeSolver<>(new CombinedGame(), convention, SearchBudget.standard(), Position::canonical);

        assertThat(retrograde.outcome(position)).isEqualTo(search.outcome(position));
        position.moves().forEach(move -> assertThat(retrograde.outcome(move.to())).isEqualTo(search.outcome(move.to())));
    }

    /**
     * Misère play of tokens on a graph with cycles: the engine, playing its first winning move,
     * leaves positions of ever smaller rank, so the opponent, moving at random, ends up making the
     * last move.
     */
    @Property(tries = 200)
    void underMiserePlayTheEnginesMovesLowerTheRankUntilTheOpponentMovesLast(@ForAll("digraphs") SmallGraph small,
            @ForAll @Size(min = 1, max = 3) List<@IntRange(max = 7) Integer> tokens, @ForAll long seed) {
        Position position = SmallGraph.position(new GraphGame(small.graph()),
                tokens.stream().map(t -> t % small.vertices()).toList(), -1);
        RetrogradeSolver<Position> ranks = new RetrogradeSolver<>(new CombinedGame(), Convention.MISERE, SearchBudget.standard(), Position::canonical);
        Assume.that(ranks.outcome(position) == Outcome.N);
        Opponent engine = new Opponent(new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()));
        Random random = new Random(seed);

        long lastRank = Long.MAX_VALUE;
        boolean engineToMove = true;
        while (position.moves().findAny().isPresent()) {
            PositionMove move;
            if (engineToMove) {
                move = engine.choose(position).orElseThrow();
                assertThat(ranks.outcome(move.to())).isEqualTo(Outcome.P);
                assertThat(ranks.rank(move.to())).isLessThan(lastRank);
                lastRank = ranks.rank(move.to());
            } else {
                List<PositionMove> moves = position.moves().toList();
                move = moves.get(random.nextInt(moves.size()));
            }
            position = move.to();
            engineToMove = !engineToMove;
        }
        assertThat(engineToMove).as("under misère play the opponent made the last move").isTrue();
    }

    @Provide
    Arbitrary<String> sums() {
        return RandomPositions.smallSums();
    }

    @Provide
    Arbitrary<SmallGraph> digraphs() {
        return SmallGraph.digraphs(7);
    }
}
