package dev.grundy.heap;

import dev.grundy.Positions;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.play.TypedMoves;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.Solution;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OctalGameTest {

    @Property(tries = 100)
    void tableValuesAgreeWithTheRulesThroughTheGenericSolver(@ForAll @IntRange(max = 40) int heap) {
        for (String game : new String[] {"kayles", "dawson", "octal:0.6", "grundy-game", "octal:4.7", "octal:0.F"}) {
            OctalGame octal = (OctalGame) Positions.parse(game + " 0").terms().get(0).game();
            GrundySolver<BigInteger> bruteForce = new GrundySolver<>(octal, SearchBudget.standard());

            assertThat(octal.grundy(BigInteger.valueOf(heap), SearchBudget.standard())).as(game).isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
        }
    }

    @Test
    void dawsonsKaylesAnswersATrillionTokenHeapFromItsPeriod() {
        Solution solution = Positions.solve(Positions.parse("dawson 1000000000000"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.complete()).as("one split of each kind, the rest repeat them").isFalse();
        assertThat(solution.winningMoves()).isNotEmpty().allSatisfy(move ->
                assertThat(Positions.solve(move.to()).value().nimber()).isZero());
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
        var explanation = Positions.parse("kayles 1000").components().get(0).explain(SearchBudget.standard());

        assertThat(explanation).extracting(Object::toString).containsExactly(
                "G repeats with period 12 from 71 (proved by the octal games periodicity theorem): G(1000) = G(76) = 1",
                "kayles is the octal code 0.77");
    }

    @Test
    void explainsAHeapOfTheFirstPeriodByItsOwnValue() {
        // Valuing the heap of 1000 proves the period first; heap 75 then lies in its first period.
        var components = Positions.parse("kayles 1000 75").components();
        components.get(0).explain(SearchBudget.standard());
        var explanation = components.get(1).explain(SearchBudget.standard());

        assertThat(explanation).extracting(Object::toString).containsExactly(
                "G(75) = 8, in the first period (G repeats with period 12 from 71, proved by the octal games periodicity theorem)",
                "kayles is the octal code 0.77");
    }

    /** Help offers the forms a code's moves take, and no other. */
    @Test
    void theMoveFormsAreThoseTheCodeAllows() {
        assertThat(forms("kayles 5")).isEqualTo("HEAP TAKE: take TAKE from heap HEAP, e.g. '2 3'; "
                + "HEAP TAKE PART: take TAKE from heap HEAP and split what is left so that one part is PART, e.g. '2 1 3'");
        assertThat(forms("grundy-game 5")).startsWith("HEAP 0 PART").doesNotContain("HEAP TAKE");
        assertThat(forms("octal:4.7 5")).contains("HEAP TAKE:", "HEAP TAKE PART:", "HEAP 0 PART:");
        assertThat(forms("octal:0.8 5")).startsWith("#N");
    }

    @Test
    void aTypedSplitOfAHugeHeapIsReadByArithmetic() {
        Position position = Positions.parse("kayles 1000000000000");

        PositionMove move = TypedMoves.read(position, "1 2 5");
        assertThat(move.to()).hasToString("kayles 5 999999999993");
        assertThatThrownBy(() -> TypedMoves.read(position, "1 3 5")).hasMessage("kayles allows no such move from 1000000000000");
    }

    private static String forms(String position) {
        return Positions.parse(position).terms().get(0).game().moveForms().toString();
    }
}
