package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
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

class BashTest {

    @Test
    void heapsFiveSevenNineTakingAtMostThreeHaveValueThreeAndThreeWinningMoves() {
        Solution solution = Positions.solve(Positions.parse("bash:3 5 + bash:3 7 + bash:3 9"));

        assertThat(solution.value().nimber()).isEqualTo(3);
        assertThat(solution.winningMoves()).extracting(move -> move.text().toString()).containsExactly(
                "take 3 from heap 1", "take 3 from heap 2", "take 3 from heap 3");
        assertThat(solution.winningMoves()).allSatisfy(
                move -> assertThat(Positions.solve(move.to()).outcome()).isEqualTo(Outcome.P));
    }

    @Test
    void aMultipleOfMPlusOneIsLost() {
        assertThat(Positions.solve(Positions.parse("bash:4 100")).outcome()).isEqualTo(Outcome.P);
        assertThat(Positions.solve(Positions.parse("bash:4 101")).winningMoves()).extracting(move -> move.text().toString())
                .containsExactly("take 1 from heap 1");
    }

    @Test
    void worksAtAnySize() {
        Bash bash = new Bash(new BigInteger("1000000000000000000000"));
        BigInteger heap = new BigInteger("10").pow(40).add(BigInteger.valueOf(7));

        assertThat(bash.grundy(heap)).isEqualTo(heap.mod(new BigInteger("1000000000000000000001")));
    }

    @Test
    void refusesANonPositiveLimit() {
        assertThatThrownBy(() -> new Bash(BigInteger.ZERO)).isInstanceOf(IllegalArgumentException.class);
    }

    @Property(tries = 300)
    void closedFormAgreesWithBruteForce(@ForAll @IntRange(min = 1, max = 8) int maxTake,
                                        @ForAll @IntRange(max = 60) int heap) {
        Bash bash = new Bash(BigInteger.valueOf(maxTake));
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(bash, SearchBudget.standard());

        assertThat(bash.grundy(BigInteger.valueOf(heap))).isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
    }

    @Property(tries = 300)
    void movesToAValueAgreeWithBruteForce(@ForAll @IntRange(min = 1, max = 8) int maxTake,
                                          @ForAll @IntRange(max = 40) int heap,
                                          @ForAll @IntRange(max = 10) int target) {
        Bash bash = new Bash(BigInteger.valueOf(maxTake));
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(bash, SearchBudget.standard());
        BigInteger n = BigInteger.valueOf(heap);

        assertThat(bash.movesToValue(n, BigInteger.valueOf(target)).list()).extracting(Move::to)
                .containsExactlyElementsOf(bruteForce.movesToValue(n, target).stream().map(Move::to).toList());
    }
}
