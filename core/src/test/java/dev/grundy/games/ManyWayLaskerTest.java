package dev.grundy.games;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.SplitValues;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ManyWayLaskerTest {

    private static ManyWayLasker game(int parts) {
        return new ManyWayLasker(parts, new SplitValues(parts, "lasker:" + parts));
    }

    @Property(tries = 60)
    void theTableAgreesWithBruteForce(@ForAll @IntRange(min = 4, max = 6) int parts, @ForAll @IntRange(max = 34) int heap) {
        ManyWayLasker game = game(parts);
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());

        assertThat(game.value(BigInteger.valueOf(heap), SearchBudget.standard()).nimber())
                .isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
    }

    @Test
    void theTableForTwoPartsIsLaskersClosedForm() {
        SplitValues two = new SplitValues(2, "lasker:2");
        Lasker lasker = new Lasker();

        for (int n = 0; n <= 400; n++) {
            assertThat(two.value(n, SearchBudget.standard())).isEqualTo(lasker.grundy(BigInteger.valueOf(n)).intValueExact());
        }
    }

    @Property(tries = 80)
    void movesToAValueAreExactlyThoseOfBruteForce(@ForAll @IntRange(min = 4, max = 5) int parts,
                                                   @ForAll @IntRange(max = 26) int heap, @ForAll @IntRange(max = 31) int target) {
        ManyWayLasker game = game(parts);
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());
        Moves<BigInteger> moves = game.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target), SearchBudget.standard());

        assertThat(moves.complete()).isTrue();
        assertThat(moves.list()).extracting(Move::to).containsExactlyInAnyOrderElementsOf(
                bruteForce.movesToValue(BigInteger.valueOf(heap), target).stream().map(Move::to).toList());
    }

    @Test
    void theBreakOfThePatternForFourParts() {
        // K = 2, 3 swap m·j − 1 and m·j; for K = 4 the swap of 15 and 16 is followed by G(31) = 32, G(32) = 33.
        ManyWayLasker game = game(4);

        assertThat(game.value(BigInteger.valueOf(15), SearchBudget.standard()).nimber()).isEqualTo(16);
        assertThat(game.value(BigInteger.valueOf(16), SearchBudget.standard()).nimber()).isEqualTo(15);
        assertThat(game.value(BigInteger.valueOf(32), SearchBudget.standard()).nimber()).isEqualTo(33);
    }

    @Test
    void aPeriodInTheTableIsOnlyObserved() {
        Periodicity observed = new SplitValues(4, "lasker:4").observedPeriodicity(400, SearchBudget.standard());

        assertThat(observed).isNotNull();
        assertThat(observed.proved()).isFalse();
        assertThat(observed.checkedTo()).isEqualTo(399);
    }

    @Test
    void heapsBeyondTheTableAreAClearError() {
        assertThatThrownBy(() -> game(5).value(BigInteger.valueOf(SplitValues.MAX_HEAP + 1), SearchBudget.standard()))
                .isInstanceOf(InvalidPositionException.class).hasMessageContaining("lasker:5");
    }
}
