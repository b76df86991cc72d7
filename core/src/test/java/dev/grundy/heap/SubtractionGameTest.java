package dev.grundy.heap;

import dev.grundy.core.Move;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SubtractionGameTest {

    @Test
    void oneThreeFourHasPeriodSevenFromTheStart() {
        SubtractionGame game = SubtractionGame.of(new int[] {1, 3, 4});

        // Winning Ways / Berlekamp–Conway–Guy: 0 1 0 1 2 3 2, repeated.
        assertThat(IntStream.range(0, 14).map(n -> game.grundy(BigInteger.valueOf(n), SearchBudget.standard()).intValueExact()).toArray())
                .containsExactly(0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2);
        assertThat(game.periodicity(SearchBudget.standard())).extracting(Periodicity::preperiod, Periodicity::period, Periodicity::proved)
                .containsExactly(0L, 7L, true);
    }

    @Test
    void answersHugeHeapsFromThePeriod() {
        SubtractionGame game = SubtractionGame.of(new int[] {4, 1, 3});
        BigInteger huge = BigInteger.TEN.pow(30);

        assertThat(game.grundy(huge, SearchBudget.standard())).isEqualTo(game.grundy(huge.mod(BigInteger.valueOf(7)), SearchBudget.standard()));
        assertThat(game.name()).isEqualTo("subtract:1,3,4");
    }

    @Test
    void aSetWithALatePeriodIsStillProved() {
        // {2, 7, 8} is not periodic from the start: its period sets in after a preperiod.
        SubtractionGame game = SubtractionGame.of(new int[] {2, 7, 8});
        Periodicity periodicity = game.periodicity(SearchBudget.standard());
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());

        assertThat(periodicity.proved()).isTrue();
        assertThat(periodicity.preperiod()).isPositive();
        assertPeriodicityHolds(game, bruteForce, periodicity, 500);
    }

    @Test
    void theTableIsChargedToTheBudget() {
        SubtractionGame game = SubtractionGame.of(1, 3, 4);

        assertThatThrownBy(() -> game.grundy(BigInteger.valueOf(100), SearchBudget.of(5))).isInstanceOf(StateLimitException.class);
    }

    @Property(tries = 200)
    void valuesAgreeWithBruteForce(@ForAll @Size(min = 1, max = 4) @UniqueElements List<@IntRange(min = 1, max = 9) Integer> set,
                                   @ForAll @IntRange(max = 300) int heap) {
        SubtractionGame game = SubtractionGame.of(set.stream().mapToInt(Integer::intValue).toArray());
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());
        BigInteger n = BigInteger.valueOf(heap);

        assertThat(game.grundy(n, SearchBudget.standard())).isEqualTo(bruteForce.grundy(n));
        assertThat(game.movesToValue(n, BigInteger.ZERO, SearchBudget.standard()).list()).extracting(Move::to)
                .containsExactlyElementsOf(bruteForce.movesToValue(n, 0).stream().map(Move::to).toList());
    }

    @Property(tries = 100)
    void theProvedPeriodIsTheLeastAndHoldsFromTheLeastPreperiod(
            @ForAll @Size(min = 1, max = 4) @UniqueElements List<@IntRange(min = 1, max = 12) Integer> set) {
        SubtractionGame game = SubtractionGame.of(set.stream().mapToInt(Integer::intValue).toArray());
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());
        Periodicity periodicity = game.periodicity(SearchBudget.standard());

        assertPeriodicityHolds(game, bruteForce, periodicity, 400);
    }

    /** Brute force shows G(n+p) = G(n) from e on, and that no smaller p or e would do. */
    private static void assertPeriodicityHolds(SubtractionGame game, GrundySolver<BigInteger> bruteForce,
                                               Periodicity periodicity, int beyond) {
        int e = (int) periodicity.preperiod();
        int p = (int) periodicity.period();
        int[] values = IntStream.range(0, e + 2 * p + beyond).map(n -> bruteForce.grundy(BigInteger.valueOf(n))).toArray();
        for (int n = e; n + p < values.length; n++) {
            assertThat(values[n + p]).as("G(%d) = G(%d)", n + p, n).isEqualTo(values[n]);
        }
        if (e > 0) {
            assertThat(values[e - 1 + p]).as("preperiod is least").isNotEqualTo(values[e - 1]);
        }
        for (int q = 1; q < p; q++) {
            int shorter = q;
            assertThat(IntStream.range(e, e + p).anyMatch(n -> values[n + shorter] != values[n]))
                    .as("period %d is not a period", q).isTrue();
        }
    }
}
