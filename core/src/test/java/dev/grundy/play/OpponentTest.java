package dev.grundy.play;

import dev.grundy.Positions;
import dev.grundy.RandomPositions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.misere.MisereSolver;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.SumSolver;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The engine's opponent wins every won position, and from a lost one makes the win hardest. */
class OpponentTest {
    private final GrundySolver<Position> bruteForce = Positions.bruteForce();

    @Property(tries = 200)
    void fromAWonPositionItMovesToALostOne(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        Optional<PositionMove> move = new Opponent(new SumSolver(SearchBudget.standard())).choose(position);

        if (bruteForce.grundy(position) == 0) {
            assertThat(move.map(chosen -> bruteForce.grundy(chosen.to()))).isNotEqualTo(Optional.of(0));
        } else {
            assertThat(move).map(chosen -> bruteForce.grundy(chosen.to())).contains(0);
        }
    }

    @Property(tries = 200)
    void fromALostPositionItLeavesTheFewestWinningReplies(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        SumSolver solver = new SumSolver(SearchBudget.standard());
        Optional<PositionMove> move = new Opponent(solver).choose(position);

        if (solver.solve(position).outcome() == Outcome.P && move.isPresent()) {
            int fewest = position.moves().mapToInt(each -> solver.solve(each.to()).winningMoves().size()).min().orElseThrow();
            assertThat(solver.solve(move.get().to()).winningMoves()).hasSize(fewest);
        }
        assertThat(move.isPresent()).isEqualTo(position.moves().findAny().isPresent());
    }

    @Property(tries = 100)
    void playingFirstFromAWonPositionItMakesTheLastMove(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        Assume.that(bruteForce.grundy(position) != 0);

        assertThat(lastMoverAgainstFirstMoves(position, new SumSolver(SearchBudget.standard()))).isEqualTo("engine");
    }

    @Property(tries = 50)
    void underMiserePlayFromAWonPositionItLeavesTheLastMoveToTheOther(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        MisereSolver solver = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory());
        Assume.that(solver.solve(position).outcome() == Outcome.N);

        assertThat(lastMoverAgainstFirstMoves(position, solver)).isEqualTo("other");
    }

    @Test
    void onALostNimPositionItTakesOneSoTheGameLastsLongest() {
        Position position = Positions.parse("nim 1 2 3");

        assertThat(new Opponent(new SumSolver(SearchBudget.standard())).choose(position)).map(move -> move.to().toString())
                .contains("nim 0 2 3");
    }

    /** The engine moves first; the other player always plays its first legal move. */
    private static String lastMoverAgainstFirstMoves(Position start, PositionSolver solver) {
        Opponent engine = new Opponent(solver);
        Position position = start;
        String last = "nobody";
        while (position.moves().findAny().isPresent()) {
            position = engine.choose(position).orElseThrow().to();
            last = "engine";
            Optional<PositionMove> reply = position.moves().findFirst();
            if (reply.isPresent()) {
                position = reply.get().to();
                last = "other";
            }
        }
        return start.moves().findAny().isPresent() ? last : "other";
    }

    @Provide
    Arbitrary<String> sums() {
        return RandomPositions.smallSums();
    }
}
