package dev.grundy.solve;

import dev.grundy.Positions;
import dev.grundy.RandomPositions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.play.Opponent;
import dev.grundy.play.TypedMoves;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Every-SG convention solved by steps, against its twin: a search over whole positions whose
 * moves are every joint move (one move in each component that can move), which knows nothing of
 * steps.
 */
class EverySolverTest {

    @Property(tries = 150)
    void theStepRuleAgreesWithTheSearchOfJointMoves(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        OutcomeSolver<Position> search = bruteForce();
        List<PositionMove> joint = EveryCombinedGame.jointMoves(position);
        List<Position> lostAfter = joint.stream().map(PositionMove::to)
                .filter(to -> search.outcome(to) == Outcome.P).toList();

        Solution solution = every().solve(position);

        assertThat(solution.outcome()).isEqualTo(search.outcome(position));
        assertThat(solution.winningMoves()).extracting(PositionMove::to).containsExactlyInAnyOrderElementsOf(lostAfter);
        assertThat(solution.winningMoveCount()).hasValue(lostAfter.size());
    }

    @Property(tries = 100)
    void eachListedMoveIsJointAndLeavesTheOutcomeItClaims(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        OutcomeSolver<Position> search = bruteForce();

        MoveList moves = every().moves(position, Integer.MAX_VALUE);

        assertThat(moves.moves()).hasSize(EveryCombinedGame.jointMoves(position).size());
        assertThat(moves.moves()).allSatisfy(move ->
                assertThat(move.outcome()).isEqualTo(search.outcome(move.move().to())));
    }

    @Test
    void nimHeapsLastOneTurnEach() {
        // A Nim heap is taken whole at once: every component ends on the first turn, which wins.
        Solution solution = every().solve(Positions.parse("nim 3 4 5"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.winningMoves()).extracting(move -> move.to().toString()).containsExactly("nim 0 0 0");
    }

    @Test
    void theLongestComponentDecides() {
        // bash:1 4 is lost alone (step 4: it lasts four turns); bash:1 3 is won (step 3). The longer decides.
        assertThat(every().solve(Positions.parse("bash:1 4 3")).outcome()).isEqualTo(Outcome.P);
        assertThat(every().solve(Positions.parse("bash:1 3 2")).outcome()).isEqualTo(Outcome.N);
        assertThat(every().solve(Positions.parse("bash:1 3 2")).explanation().verdict().get(0).in(Locale.ROOT))
                .contains("largest step is 3");
    }

    @Test
    void aPersonTypesOneMoveForEachComponent() {
        Position position = Positions.parse("nim 3 4");

        PositionMove move = TypedMoves.readTogether(position, "1 3; 2 1");

        assertThat(move.to().toString()).isEqualTo("nim 0 3");
        assertThat(move.singles()).hasSize(2);
    }

    @Test
    void theLosingOpponentPlaysInEveryComponent() {
        Position lost = Positions.parse("bash:1 4 3");

        PositionMove move = new Opponent(every()).choose(lost).orElseThrow();

        assertThat(move.singles()).hasSize(2);
    }

    private static EverySolver every() {
        return new EverySolver(SearchBudget.standard());
    }

    private static OutcomeSolver<Position> bruteForce() {
        return new OutcomeSolver<>(new EveryCombinedGame(), Convention.NORMAL, SearchBudget.standard(), Position::canonical);
    }

    @Provide
    Arbitrary<String> sums() {
        return RandomPositions.smallSums();
    }
}
