package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MooreNimTest {

    private static List<BigInteger> heaps(List<Integer> sizes) {
        return sizes.stream().map(BigInteger::valueOf).toList();
    }

    @Test
    void aPositionIsLostWhenEveryColumnHasAMultipleOfKPlusOneOnes() {
        MooreNim moore = new MooreNim(2);

        assertThat(moore.outcome(heaps(List.of(1, 1, 1)))).isEqualTo(Outcome.P);
        assertThat(moore.outcome(heaps(List.of(3, 3, 3)))).isEqualTo(Outcome.P);
        assertThat(moore.outcome(heaps(List.of(1, 2, 3)))).isEqualTo(Outcome.N);
        assertThat(moore.outcome(heaps(List.of(7, 7, 7, 5)))).isEqualTo(Outcome.N);
        assertThat(moore.outcome(heaps(List.of(7, 6, 5, 3)))).isEqualTo(Outcome.P);
    }

    @Property(tries = 300)
    void outcomeAndWinningMovesAgreeWithBruteForce(@ForAll @IntRange(min = 1, max = 3) int k,
                                                  @ForAll @Size(min = 1, max = 4) List<@IntRange(max = 5) Integer> sizes) {
        MooreNim moore = new MooreNim(k);
        GrundySolver<List<BigInteger>> bruteForce = new GrundySolver<>(moore, SearchBudget.standard());
        List<BigInteger> position = heaps(sizes);

        assertThat(moore.outcome(position)).isEqualTo(bruteForce.grundy(position) == 0 ? Outcome.P : Outcome.N);
        assertThat(moore.winningMoves(position).list()).extracting(Move::to)
                .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, 0).stream().map(Move::to).toList());
    }

    @Property(tries = 200)
    void mooresConstructedMoveWinsOnHugeHeaps(@ForAll @IntRange(min = 1, max = 4) int k,
            @ForAll @Size(min = 2, max = 7) List<@BigRange(min = "0", max = "100000000000000000000000000000") BigInteger> position) {
        MooreNim moore = new MooreNim(k);
        var winning = moore.winningMoves(position);

        if (moore.outcome(position) == Outcome.P) {
            assertThat(winning.list()).isEmpty();
            return;
        }
        assertThat(winning.list()).isNotEmpty().allSatisfy(move -> {
            List<BigInteger> after = move.to().get(0);
            assertThat(moore.outcome(after)).isEqualTo(Outcome.P);
            long touched = 0;
            for (int i = 0; i < position.size(); i++) {
                assertThat(after.get(i)).isLessThanOrEqualTo(position.get(i)).isNotNegative();
                touched += after.get(i).equals(position.get(i)) ? 0 : 1;
            }
            assertThat(touched).isBetween(1L, (long) k);
        });
    }

    @Property(tries = 100)
    void mooresNimWithKOneIsNim(@ForAll @Size(min = 1, max = 4) List<@IntRange(max = 9) Integer> sizes) {
        List<BigInteger> position = heaps(sizes);
        BigInteger nimSum = position.stream().reduce(BigInteger.ZERO, BigInteger::xor);

        assertThat(new MooreNim(1).grundy(position, SearchBudget.standard())).isEqualTo(nimSum);
    }

    @Test
    void aPositionWithManyMovesListsTheConstructedMoveAsIncomplete() {
        var solution = Positions.solve(Positions.parse("moore:2 1000 2000 3000 5000"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.complete()).isFalse();
        assertThat(solution.winningMoves()).hasSize(1);
    }
}
