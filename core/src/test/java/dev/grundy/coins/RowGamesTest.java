package dev.grundy.coins;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The four row games of Winning Ways ch. 14: each closed form against the mex over the game's own
 * moves (the generic solver), the moves to a value against testing every move, the value maps
 * against OEIS, the online-judge sample, and heads of a hundred digits.
 */
class RowGamesTest {
    private static final SearchBudget BUDGET = SearchBudget.standard();

    @Provide
    Arbitrary<CoinGame> rows() {
        return Arbitraries.of(CoinGames.ROWS).map(rule -> CoinGames.row(rule.name()));
    }

    private static Heads heads(CoinGame game, String... places) {
        return game.parse(Arrays.asList(places)).get(0);
    }

    private static Heads heads(CoinGame game, Set<Integer> places) {
        int first = game.factors().get(0).firstPlace();
        return game.parse(places.stream().map(place -> String.valueOf(place + first)).toList()).get(0);
    }

    /** Every subset of the places up to the rightmost head is reachable: up to 2^7 positions here. */
    @Property(tries = 100)
    void theClosedFormIsTheMexOverTheMoves(@ForAll("rows") CoinGame game,
                                           @ForAll @Size(min = 1, max = 4) Set<@IntRange(max = 6) Integer> places) {
        Heads position = heads(game, places);
        GrundySolver<Heads> bruteForce = new GrundySolver<>(game, BUDGET);

        assertThat(game.grundy(position)).isEqualTo(BigInteger.valueOf(bruteForce.grundy(position)));
    }

    @Property(tries = 100)
    void theMovesToAValueAreExactlyThoseTestingFinds(@ForAll("rows") CoinGame game,
                                                     @ForAll @Size(min = 1, max = 3) Set<@IntRange(max = 6) Integer> places,
                                                     @ForAll @IntRange(max = 20) int target) {
        Heads position = heads(game, places);
        GrundySolver<Heads> bruteForce = new GrundySolver<>(game, BUDGET);
        Moves<Heads> found = game.movesToValue(position, BigInteger.valueOf(target), BUDGET);

        assertThat(found.complete()).isTrue();
        assertThat(found.list()).extracting(Move::to)
                .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, target).stream().map(Move::to).toList());
    }

    /** The inverted value map against filtering every turning set by its value, at heads too large for a search. */
    @Property(tries = 300)
    void setsOfAValueAreThoseOfThatValue(@ForAll("rows") CoinGame game, @ForAll @IntRange(min = 1, max = 60) int head,
                                         @ForAll @IntRange(max = 130) int value) {
        CoinRule rule = game.factors().get(0);
        BigInteger place = BigInteger.valueOf(head);
        BigInteger wanted = BigInteger.valueOf(value);
        List<List<BigInteger>> expected = rule.turningSets(place).filter(set -> set.value().equals(wanted)).map(TurningSet::places).toList();
        CoinRule.Found found = rule.setsOfValue(place, wanted, Integer.MAX_VALUE);

        assertThat(found.count()).isEqualTo(BigInteger.valueOf(expected.size()));
        assertThat(found.listed()).extracting(TurningSet::places).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(found.listed()).allSatisfy(set -> assertThat(set.value()).isEqualTo(wanted));
        assertThat(rule.turningSetCount(place)).isEqualTo(BigInteger.valueOf(rule.turningSets(place).count()));
    }

    /** OEIS A000069 (odious numbers) and A006519 (highest power of 2 dividing n), their first terms. */
    @Test
    void theValueMapsAreTheOdiousNumbersAndTheRulerFunction() {
        int[] odious = {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38};
        int[] ruler = {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4};
        CoinRule mock = new MockTurtles();
        CoinRule powers = new Ruler();
        assertThat(IntStream.range(0, odious.length).map(x -> mock.value(BigInteger.valueOf(x)).intValueExact()).toArray()).containsExactly(odious);
        assertThat(IntStream.rangeClosed(1, ruler.length).map(x -> powers.value(BigInteger.valueOf(x)).intValueExact()).toArray()).containsExactly(ruler);
    }

    /**
     * HDU 3537 "Daizhenyang's Coin" (acm.hdu.edu.cn/showproblem.php?pid=3537), its statement and
     * sample as quoted in a solution write-up in the search corpus: turn 1, 2 or 3 coins, the
     * rightmost heads up, coins numbered from 0 — Mock Turtles. Sample: no heads → Yes
     * (the first player loses); head 0 → No; heads 0 1 2 3 → Yes. The empty row is the empty sum,
     * so its value is 0 without a term.
     */
    @Test
    void hdu3537DaizhenyangsCoin() {
        CoinGame mock = CoinGames.row("mock-turtles");

        assertThat(mock.grundy(heads(mock, "0"))).isNotZero();
        assertThat(mock.grundy(heads(mock, "0", "1", "2", "3"))).isZero();
    }

    @Test
    void aHundredDigitHeadOfMockTurtlesHasCountlessWinningMovesListedToTheLimit() {
        CoinGame mock = CoinGames.row("mock-turtles");
        String big = "1" + "0".repeat(99);
        Heads position = heads(mock, "1", "2", big);
        SearchBudget budget = new SearchBudget(SearchBudget.Limits.standard().withMostListed(5), dev.grundy.budget.ProgressListener.NONE);
        Moves<Heads> winning = mock.winningMoves(position, budget);

        assertThat(winning.complete()).isFalse();
        assertThat(winning.list()).hasSize(5).allSatisfy(move -> assertThat(mock.valueOfParts(move.to(), budget)).isZero());
        assertThat(winning.count()).isEqualTo(Moves.UNKNOWN);
    }

    /** The run from j + 1 to x is worth R(x) ⊕ R(j), R the Gray code: aim at j = x − 2, then at j = 0. */
    @Test
    void aHundredDigitRulerHeadReachesAValueByOneRunCountedEvenWhenTooLongToList() {
        CoinGame ruler = CoinGames.row("ruler");
        BigInteger x = BigInteger.TEN.pow(99).add(BigInteger.valueOf(6));
        Heads position = heads(ruler, "8", x.toString());
        BigInteger total = ruler.grundy(position);

        BigInteger shortRun = Ruler.gray(x).xor(Ruler.gray(x.subtract(BigInteger.TWO)));
        Moves<Heads> near = ruler.movesToValue(position, total.xor(shortRun), BUDGET);
        assertThat(near.list()).singleElement().satisfies(move -> {
            assertThat(move.to().get(0).toString()).isEqualTo("8 " + x.subtract(BigInteger.ONE));
            assertThat(ruler.grundy(move.to().get(0))).isEqualTo(total.xor(shortRun));
        });
        Moves<Heads> far = ruler.movesToValue(position, total.xor(Ruler.gray(x)), BUDGET);
        assertThat(far.count()).isEqualTo(1);
        assertThat(far.list()).isEmpty();
        assertThat(far.complete()).isFalse();
    }

    /** A row game enumerates nothing: every head of a long row is solved, and the moves counted exactly. */
    @Test
    void everyWinningMoveOfALongRowIsCounted() {
        CoinGame twins = CoinGames.row("twins");
        List<String> places = IntStream.range(0, 20_001).mapToObj(i -> String.valueOf(2 * i + 1)).toList();
        Heads position = twins.parse(places).get(0);
        BigInteger total = twins.grundy(position);
        long expected = position.coins().stream().filter(coin -> coin.place(0).xor(total).compareTo(coin.place(0)) < 0).count();
        Moves<Heads> winning = twins.winningMoves(position, BUDGET);

        assertThat(winning.complete()).isEqualTo(expected <= SearchBudget.DEFAULT_MOST_LISTED);
        assertThat(winning.count()).isEqualTo(expected).isPositive();
        assertThat(winning.list()).allSatisfy(move -> assertThat(twins.valueOfParts(move.to(), BUDGET)).isZero());
    }

    @Test
    void badPositionsAreRefusedWithOneReason() {
        CoinGame twins = CoinGames.row("twins");
        CoinGame ruler = CoinGames.row("ruler");
        assertThatThrownBy(() -> heads(twins, "3", "3")).isInstanceOf(InvalidPositionException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> heads(ruler, "0")).isInstanceOf(InvalidPositionException.class).hasMessageContaining("from 1");
        assertThatThrownBy(() -> heads(twins, "-1")).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> heads(twins, "1,2")).isInstanceOf(InvalidPositionException.class).hasMessageContaining("1 place");
        assertThatThrownBy(() -> twins.parse(List.of())).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> heads(twins, "1".repeat(CoinGame.MOST_DIGITS + 1))).hasMessageContaining("at most 1000 digits");
        assertThat(heads(twins, "1".repeat(CoinGame.MOST_DIGITS)).coins()).hasSize(1);
    }

    @Test
    void typedMovesMustBeLegalTurningSets() {
        CoinGame ruler = CoinGames.row("ruler");
        CoinGame twins = CoinGames.row("twins");
        Heads position = heads(ruler, "3", "6");
        assertThat(ruler.readMove(position, List.of("4", "6", "5")).to().get(0).toString()).isEqualTo("3 4 5");
        assertThatThrownBy(() -> ruler.readMove(position, List.of("6", "4"))).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> ruler.readMove(position, List.of("5"))).hasMessageContaining("tails up");
        assertThatThrownBy(() -> twins.readMove(heads(twins, "6"), List.of("6"))).hasMessageContaining("allows no move");
    }
}
