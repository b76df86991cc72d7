package dev.grundy.solve;

import dev.grundy.Positions;
import dev.grundy.RandomPositions;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine values sums of different games by XOR (the Sprague–Grundy theorem); brute force over
 * the combined state, which knows nothing of the theorem, must agree on random small sums.
 */
class SpragueGrundyTheoremTest {

    @Property(tries = 300)
    void theValueOfASumIsTheNimSumOfItsParts(@ForAll("sums") String text) {
        Position position = Positions.parse(text);

        assertThat(Positions.solve(position).value().nimber())
                .isEqualTo(BigInteger.valueOf(Positions.bruteForce().grundy(position)));
    }

    @Property(tries = 300)
    void theWinningMovesOfASumAreExactlyItsMovesToLostPositions(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        GrundySolver<Position> bruteForce = Positions.bruteForce();
        List<Position> lostAfter = Positions.moves(position, Integer.MAX_VALUE).moves().stream()
                .map(move -> move.move().to()).filter(to -> bruteForce.grundy(to) == 0).toList();

        Solution solution = Positions.solve(position);
        assertThat(solution.outcome()).isEqualTo(lostAfter.isEmpty() ? Outcome.P : Outcome.N);
        assertThat(solution.winningMoves()).extracting(PositionMove::to).containsExactlyInAnyOrderElementsOf(lostAfter);
    }

    @Property(tries = 200)
    void eachListedMoveLeavesTheValueItClaims(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        GrundySolver<Position> bruteForce = Positions.bruteForce();

        assertThat(Positions.moves(position, Integer.MAX_VALUE).moves()).allSatisfy(move ->
                assertThat(move.value().nimber()).isEqualTo(BigInteger.valueOf(bruteForce.grundy(move.move().to()))));
    }

    @Provide
    Arbitrary<String> sums() {
        return RandomPositions.mixedSums();
    }
}
