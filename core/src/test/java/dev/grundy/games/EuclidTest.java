package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.ImpartialGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EuclidTest {
    private static final String HUNDRED_DIGITS = "1" + "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000";
    private static final String MORE_THAN_HUNDRED_DIGITS = "9" + "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000";

    private final Euclid euclid = new Euclid();

    private static Piles pair(long first, long second) {
        return new Piles(BigInteger.valueOf(first), BigInteger.valueOf(second));
    }

    @Test
    void theLadderRuleIsTheMexOverTheGamesOwnMovesForEveryPairUpTo200() {
        GrundySolver<Piles> bruteForce = new GrundySolver<>(euclid, SearchBudget.standard());
        for (int first = 0; first <= 200; first++) {
            for (int second = 0; second <= 200; second++) {
                Piles position = pair(first, second);
                assertThat(euclid.grundy(position)).as("G%s", position).isEqualTo(bruteForce.grundy(position));
            }
        }
    }

    @Property(tries = 300)
    void movesToEachValueAgreeWithBruteForce(@ForAll @IntRange(max = 80) int first, @ForAll @IntRange(max = 80) int second,
                                             @ForAll @IntRange(max = 12) int target) {
        Piles position = pair(first, second);
        GrundySolver<Piles> bruteForce = new GrundySolver<>(euclid, SearchBudget.standard());

        assertThat(euclid.movesToValue(position, BigInteger.valueOf(target)).list()).extracting(Move::to)
                .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, target).stream().map(Move::to).toList());
    }

    /** Grossman's variant: numbers stay positive, so play stops at (d, d). */
    private static final ImpartialGame<Piles> GROSSMAN = pair -> {
        BigInteger larger = pair.first().max(pair.second());
        BigInteger smaller = pair.first().min(pair.second());
        List<Move<Piles>> moves = new ArrayList<>();
        for (BigInteger left = larger.subtract(smaller); left.signum() > 0; left = left.subtract(smaller)) {
            moves.add(Move.to("subtract", new Piles(left, smaller)));
        }
        return moves;
    };

    /** Nivasch (Discrete Math. 306, 2006): ⌊|x/y − y/x|⌋ = ⌊|x² − y²| / xy⌋, in integers. */
    private static long nivasch(long x, long y) {
        return Math.abs(x * x - y * y) / (x * y);
    }

    @Test
    void nivaschsFormulaIsThatOfGrossmansVariantNotOfThisGame() {
        GrundySolver<Piles> grossman = new GrundySolver<>(GROSSMAN, SearchBudget.standard());
        for (int x = 1; x <= 100; x++) {
            for (int y = 1; y <= 100; y++) {
                assertThat((long) grossman.grundy(pair(Math.max(x, y), Math.min(x, y)))).as("(%d, %d)", x, y).isEqualTo(nivasch(x, y));
            }
        }
        assertThat(euclid.grundy(pair(2, 1))).isEqualTo(2).isNotEqualTo(nivasch(2, 1));
    }

    @Test
    void poj2348EuclidsGameSample() {
        // POJ 2348 / ZOJ 1913 / Kattis euclidsgame, "Euclid's Game" (Waterloo local contest, 2002-09-28).
        // Sample input "34 12", "15 24" → "Stan wins", "Ollie wins" (Stan moves first).
        assertThat(euclid.outcome(pair(34, 12))).isEqualTo(Outcome.N);
        assertThat(euclid.outcome(pair(15, 24))).isEqualTo(Outcome.P);
        // The statement's example: from (25, 7) Stan must leave (11, 7); (18, 7) or (4, 7) would lose.
        assertThat(euclid.winningMoves(pair(25, 7)).list()).extracting(move -> move.to().get(0)).containsExactly(pair(11, 7));
    }

    /** The classic rule, as contest solutions write it: win iff a ≥ 2b, or b divides a, or (b, a − b) is lost. */
    private static boolean classicWin(BigInteger x, BigInteger y) {
        BigInteger a = x.max(y);
        BigInteger b = x.min(y);
        boolean moverWins = true;
        while (b.signum() > 0) {
            if (a.compareTo(b.shiftLeft(1)) >= 0 || a.mod(b).signum() == 0) {
                return moverWins;
            }
            BigInteger rest = a.subtract(b);
            a = b;
            b = rest;
            moverWins = !moverWins;
        }
        return !moverWins;
    }

    @Property(tries = 300)
    void hundredDigitPairsFollowTheClassicRule(@ForAll @BigRange(min = HUNDRED_DIGITS, max = MORE_THAN_HUNDRED_DIGITS) BigInteger first,
                                               @ForAll @BigRange(min = "0", max = MORE_THAN_HUNDRED_DIGITS) BigInteger second) {
        Piles position = new Piles(first, second);

        assertThat(euclid.outcome(position)).isEqualTo(classicWin(first, second) ? Outcome.N : Outcome.P);
        assertThat(euclid.winningMoves(position).list()).allSatisfy(move -> {
            Piles after = move.to().get(0);
            assertThat(classicWin(after.first(), after.second())).isFalse();
            assertThat(euclid.readMove(position, euclid.typed(position, move)).to()).containsExactly(after);
        });
    }

    @Test
    void aPairWithAHugeQuotientAnswersWithoutListingItsMoves() {
        BigInteger huge = BigInteger.TEN.pow(50);
        Piles position = new Piles(huge.multiply(BigInteger.valueOf(7)).add(BigInteger.valueOf(3)), BigInteger.valueOf(7));

        assertThat(euclid.grundy(position)).isEqualTo(huge);
        assertThat(euclid.winningMoves(position).list()).extracting(move -> move.to().get(0)).containsExactly(pair(10, 7));
        assertThat(euclid.movesToValue(position, BigInteger.valueOf(5)).list()).extracting(move -> move.to().get(0))
                .containsExactly(pair(3 + 5 * 7, 7));
        assertThat(euclid.moves(position).iterator().next().to()).containsExactly(
                new Piles(position.first().subtract(BigInteger.valueOf(7)), BigInteger.valueOf(7)));
    }

    @Test
    void theReasoningWalksDownEuclidsAlgorithm() {
        List<String> lines = euclid.explain(pair(34, 12)).stream().map(line -> line.in(Locale.ROOT)).toList();

        assertThat(lines).containsSubsequence(
                "34 = 2·12 + 10: G(b, r) = 0 < q = 2, so G(a, b) = q = 2",
                "12 = 1·10 + 2: G(b, r) = 5 ≥ q = 1, so G(a, b) = q − 1 = 0",
                "10 = 5·2 + 0: G(b, r) = 0 < q = 5, so G(a, b) = q = 5");
        BigInteger previous = BigInteger.ONE;
        BigInteger fibonacci = BigInteger.ONE;
        for (int i = 0; i < 500; i++) {
            fibonacci = fibonacci.add(previous);
            previous = fibonacci.subtract(previous);
        }
        List<String> long_ = euclid.explain(new Piles(fibonacci, previous)).stream().map(line -> line.in(Locale.ROOT)).toList();
        assertThat(long_).hasSize(7);
        assertThat(long_.get(6)).isEqualTo("… 495 more steps of Euclid's algorithm, down to (1, 0)");
    }

    @Test
    void euclidAddsToOtherGames() {
        assertThat(Positions.solvedLikeBruteForce("euclid 5 3 + nim 2").winningMoves()).isNotEmpty();
        assertThat(Positions.solvedLikeBruteForce("euclid 34 12 + staircase 1 0 1 + nim 2").outcome()).isEqualTo(Outcome.P);
    }

    @Test
    void badInputIsRefusedWithOneClearLine() {
        assertThatThrownBy(() -> euclid.parse(List.of("3"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("give the two numbers");
        assertThatThrownBy(() -> euclid.parse(List.of("3", "4", "5"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("numbers given: 3");
        assertThatThrownBy(() -> euclid.parse(List.of("-3", "4"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("non-negative");
        assertThatThrownBy(() -> euclid.readMove(pair(25, 7), List.of("4"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("at most 3 times");
        assertThatThrownBy(() -> euclid.readMove(pair(25, 0), List.of("1"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("no move is left");
    }
}
