package dev.grundy.heap;

import dev.grundy.Positions;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.SearchBudget;
import dev.grundy.solve.Solution;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;

class OctalGameTest {

    @Property(tries = 100)
    void tableValuesAgreeWithTheRulesThroughTheGenericSolver(@ForAll @IntRange(max = 40) int heap) {
        for (String game : new String[] {"kayles", "dawson", "octal:0.6", "grundy-game", "octal:4.7", "octal:0.F"}) {
            OctalGame octal = (OctalGame) Positions.parse(game + " 0").terms().get(0).game();
            GrundySolver<BigInteger> bruteForce = new GrundySolver<>(octal, SearchBudget.standard());

            assertThat(octal.grundy(BigInteger.valueOf(heap))).as(game).isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
        }
    }

    @Test
    void dawsonsKaylesAnswersATrillionTokenHeapFromItsPeriod() {
        Solution solution = Positions.solve(Positions.parse("dawson 1000000000000"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.complete()).as("one split of each kind, the rest repeat them").isFalse();
        assertThat(solution.winningMoves()).isNotEmpty().allSatisfy(move ->
                assertThat(Positions.solve(move.to()).grundy()).isZero());
    }

    @Test
    void smallHeapsListEveryWinningMove() {
        Position position = Positions.parse("kayles 5 7");
        Solution solution = Positions.solve(position);
        var bruteForce = Positions.bruteForce();
        var lost = Positions.moves(position, Integer.MAX_VALUE).moves().stream()
                .map(move -> move.move().to()).filter(to -> bruteForce.grundy(to) == 0).toList();

        assertThat(solution.complete()).isTrue();
        assertThat(solution.winningMoves()).extracting(PositionMove::to).containsExactlyInAnyOrderElementsOf(lost);
        assertThat(solution.winningMoves()).extracting(move -> move.text().toString()).contains("take 1 from heap 1");
    }

    @Test
    void explainsAValueByThePeriodOnceProved() {
        var explanation = Positions.parse("kayles 1000").components().get(0).explain();

        assertThat(explanation).extracting(Object::toString).containsExactly(
                "G repeats with period 12 from 71 (proved by the octal games periodicity theorem): G(1000) = G(76) = 1",
                "kayles is the octal code 0.77");
    }
}
