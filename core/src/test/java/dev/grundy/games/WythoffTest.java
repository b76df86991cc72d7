package dev.grundy.games;

import dev.grundy.core.Value;
import dev.grundy.Positions;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Outcome;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class WythoffTest {
    private final Wythoff wythoff = new Wythoff(new WythoffTable());

    private static Piles piles(long first, long second) {
        return new Piles(BigInteger.valueOf(first), BigInteger.valueOf(second));
    }

    @Test
    void theFirstPairsAreTheClassicOnes() {
        // Wythoff (1907): (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) (9,15) (11,18) (12,20).
        long[][] pairs = {{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}};
        for (int k = 0; k < pairs.length; k++) {
            assertThat(WythoffPairs.lower(BigInteger.valueOf(k))).isEqualTo(pairs[k][0]);
            assertThat(WythoffPairs.upper(BigInteger.valueOf(k))).isEqualTo(pairs[k][1]);
            assertThat(wythoff.outcome(piles(pairs[k][1], pairs[k][0]))).isEqualTo(Outcome.P);
        }
        assertThat(wythoff.outcome(piles(2, 2))).isEqualTo(Outcome.N);
        assertThat(wythoff.outcome(piles(5, 8))).isEqualTo(Outcome.N);
    }

    @Test
    void classicWinningMoves() {
        assertThat(texts(piles(3, 4))).containsExactly("take 2 from both piles");
        assertThat(texts(piles(2, 2))).containsExactly("take 1 from pile 1", "take 1 from pile 2", "take 2 from both piles");
        assertThat(texts(piles(5, 9))).containsExactly("take 6 from pile 2");
        assertThat(wythoff.winningMoves(piles(8, 10)).list()).extracting(move -> move.text().toString(), move -> move.to().get(0))
                .containsExactly(tuple("take 2 from pile 1", piles(6, 10)),
                        tuple("take 5 from both piles", piles(3, 5)));
    }

    private List<String> texts(Piles position) {
        return wythoff.winningMoves(position).list().stream().map(move -> move.text().toString()).toList();
    }

    @Property(tries = 300)
    void outcomeAndWinningMovesAgreeWithBruteForce(@ForAll @IntRange(max = 14) int first, @ForAll @IntRange(max = 14) int second) {
        Piles position = piles(first, second);
        GrundySolver<Piles> bruteForce = new GrundySolver<>(wythoff, SearchBudget.standard());

        assertThat(wythoff.outcome(position)).isEqualTo(bruteForce.grundy(position) == 0 ? Outcome.P : Outcome.N);
        assertThat(wythoff.winningMoves(position).list()).containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, 0));
    }

    @Property(tries = 200)
    void tabulatedValuesAgreeWithBruteForce(@ForAll @IntRange(max = 20) int first, @ForAll @IntRange(max = 20) int second,
                                            @ForAll @IntRange(max = 12) int target) {
        Piles position = piles(first, second);
        GrundySolver<Piles> bruteForce = new GrundySolver<>(wythoff, SearchBudget.standard());

        assertThat(wythoff.grundy(position, SearchBudget.standard())).isEqualTo(bruteForce.grundy(position));
        assertThat(wythoff.movesToValue(position, BigInteger.valueOf(target), SearchBudget.standard()).list())
                .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, target));
    }

    @Property(tries = 500)
    void everyNumberHasOnePartnerAndTheyFormAPair(@ForAll @BigRange(min = "0", max = "1000000000000000000000000000000") BigInteger n) {
        BigInteger partner = WythoffPairs.partner(n);

        assertThat(WythoffPairs.isPair(n, partner)).isTrue();
        assertThat(WythoffPairs.partner(partner)).isEqualTo(n);
    }

    /** φ to 300 digits: ⌊kφ⌋ is exact with it for k of up to about 200 digits. */
    private static final MathContext PRECISION = new MathContext(300);
    private static final BigDecimal PHI = BigDecimal.ONE.add(BigDecimal.valueOf(5).sqrt(PRECISION))
            .divide(BigDecimal.valueOf(2), PRECISION);

    private static BigInteger floorTimesPhi(BigInteger k) {
        return new BigDecimal(k).multiply(PHI, PRECISION).setScale(0, RoundingMode.FLOOR).toBigIntegerExact();
    }

    /** (a, b) is a P-position iff the smaller pile is ⌊kφ⌋ for k the piles' difference: here with a decimal φ. */
    private static boolean isPairByDecimalPhi(Piles piles) {
        BigInteger smaller = piles.first().min(piles.second());
        return smaller.equals(floorTimesPhi(piles.first().subtract(piles.second()).abs()));
    }

    @Property(tries = 300)
    void pairsMatchAHighPrecisionGoldenRatioFarBeyondDoubles(
            @ForAll @BigRange(min = "1000000000000000", max = "1" + "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger k) {
        assertThat(WythoffPairs.lower(k)).isEqualTo(floorTimesPhi(k));
    }

    @Property(tries = 100)
    void hundredDigitPilesAreSolvedExactly(@ForAll @BigRange(min = "1" + "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", max = "9" + "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger first,
                                           @ForAll @BigRange(min = "1" + "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", max = "9" + "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger second) {
        Piles position = new Piles(first, second);
        var winning = wythoff.winningMoves(position).list();

        assertThat(wythoff.outcome(position)).isEqualTo(isPairByDecimalPhi(position) ? Outcome.P : Outcome.N);
        assertThat(winning).isNotEmpty().allSatisfy(move -> assertThat(isPairByDecimalPhi(move.to().get(0))).isTrue());
        BigInteger k = BigInteger.TEN.pow(99).add(first);
        assertThat(wythoff.outcome(new Piles(WythoffPairs.upper(k), WythoffPairs.lower(k)))).isEqualTo(Outcome.P);
    }

    @Test
    void aNimValueBeyondTheTableCannotJoinASum() {
        assertThat(wythoff.grundy(new Piles(WythoffPairs.lower(BigInteger.TEN.pow(20)), WythoffPairs.upper(BigInteger.TEN.pow(20))), SearchBudget.standard()))
                .isZero();
        assertThatThrownBy(() -> wythoff.grundy(piles(5000, 3), SearchBudget.standard())).isInstanceOf(NoNimValueException.class)
                .hasMessageContaining("tabulated for piles up to 2048");
        assertThatThrownBy(() -> Positions.solve(Positions.parse("wythoff 5000 3 + nim 1")))
                .isInstanceOf(NoNimValueException.class);
    }

    @Test
    void aSingleComponentIsSolvedWithoutItsNimValue() {
        var solution = Positions.solve(Positions.parse("wythoff 5000 3"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.value().isNimber()).isFalse();
        assertThat(((Value.None) solution.value()).reason().toString()).contains("tabulated");
        assertThat(solution.winningMoves()).isNotEmpty();
    }
}
