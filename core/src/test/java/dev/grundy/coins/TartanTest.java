package dev.grundy.coins;

import dev.grundy.arithmetic.Nimbers;
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
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Products of coin games by the Tartan theorem: a coin's value against the mex over the product's
 * own moves, the moves to a value through nim-division against testing every move, the
 * online-judge sample, and boards too large to search.
 */
class TartanTest {
    private static final SearchBudget BUDGET = SearchBudget.standard();

    @Provide
    Arbitrary<CoinGame> products() {
        Arbitrary<String> row = Arbitraries.of(CoinGames.ROWS).map(CoinRule::name);
        return row.list().ofMinSize(2).ofMaxSize(2).map(names -> CoinGames.tartan(String.join("*", names)));
    }

    private static Heads heads(CoinGame game, String... coins) {
        return game.parse(Arrays.asList(coins)).get(0);
    }

    /** A random board position of up to three heads, places from the factors' first place on. */
    private static Heads board(CoinGame game, List<Integer> places) {
        String[] coins = new String[places.size() / 2];
        for (int i = 0; i < coins.length; i++) {
            coins[i] = (places.get(2 * i) + game.factors().get(0).firstPlace()) + ","
                    + (places.get(2 * i + 1) + game.factors().get(1).firstPlace());
        }
        return heads(game, Arrays.stream(coins).distinct().toArray(String[]::new));
    }

    /** A coin's moves reach the subsets of the board up to it: 2^9 positions at most here. */
    @Property(tries = 80)
    void aCoinIsWorthTheNimProductOfItsPlacesValues(@ForAll("products") CoinGame game, @ForAll @IntRange(max = 2) int x,
                                                    @ForAll @IntRange(max = 2) int y) {
        CoinRule a = game.factors().get(0);
        CoinRule b = game.factors().get(1);
        BigInteger px = BigInteger.valueOf(x + a.firstPlace());
        BigInteger py = BigInteger.valueOf(y + b.firstPlace());
        Heads coin = heads(game, px + "," + py);

        assertThat(BigInteger.valueOf(new GrundySolver<>(game, BUDGET).grundy(coin)))
                .isEqualTo(Nimbers.nimProduct(a.value(px), b.value(py)));
    }

    @Property(tries = 100)
    void theMovesToAValueAreExactlyThoseTestingFinds(@ForAll("products") CoinGame game,
            @ForAll List<@IntRange(max = 2) Integer> places, @ForAll @IntRange(max = 12) int target) {
        if (places.size() < 2) {
            return;
        }
        Heads position = board(game, places.subList(0, Math.min(6, places.size() & ~1)));
        GrundySolver<Heads> bruteForce = new GrundySolver<>(game, BUDGET);
        Moves<Heads> found = game.movesToValue(position, BigInteger.valueOf(target), BUDGET);

        assertThat(game.grundy(position)).isEqualTo(BigInteger.valueOf(bruteForce.grundy(position)));
        assertThat(found.complete()).isTrue();
        assertThat(found.list()).extracting(Move::to)
                .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, target).stream().map(Move::to).toList());
    }

    @Test
    void aProductOfThreeIsTheNimProductOfThree() {
        CoinGame cube = CoinGames.tartan("turning-turtles*mock-turtles*ruler");
        GrundySolver<Heads> bruteForce = new GrundySolver<>(cube, BUDGET);
        for (String coin : List.of("1,0,1", "2,1,2", "2,2,1", "1,2,2", "2,1,1")) {
            Heads position = heads(cube, coin);
            assertThat(cube.grundy(position)).as(coin).isEqualTo(BigInteger.valueOf(bruteForce.grundy(position)));
            for (int target = 0; target < 8; target++) {
                assertThat(cube.movesToValue(position, BigInteger.valueOf(target), BUDGET).list()).extracting(Move::to)
                        .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, target).stream().map(Move::to).toList());
            }
        }
    }

    /**
     * HDU 3404 "Switch lights" (acm.hdu.edu.cn/showproblem.php?pid=3404; statement and sample as
     * quoted at https://gh1656409967.github.io/posts/9f92e7832f0a): turn the corners of a
     * rectangle, possibly a line or one cell, whose bottom-right light is on; lights from (1, 1).
     * That is Turning Turtles × Turning Turtles. Sample: lights (1,2) (2,1) → "Don't waste your
     * time." (the first player loses); lights (1,1) (2,2) → "Have a try, lxhgww." (he wins).
     */
    @Test
    void hdu3404SwitchLights() {
        CoinGame lights = CoinGames.tartan("turning-turtles*turning-turtles");

        assertThat(lights.grundy(heads(lights, "1,2", "2,1"))).isZero();
        assertThat(lights.grundy(heads(lights, "1,1", "2,2"))).isNotZero();
    }

    @Test
    void turningCornersIsTwinsTimesTwinsAndItsWinningMovesReachZeroOnAHugeBoard() {
        CoinGame corners = CoinGames.turningCorners();
        String big = "9".repeat(30);
        Heads position = heads(corners, "3,5", "7," + big, big + ",2");
        Moves<Heads> winning = corners.winningMoves(position, BUDGET);

        assertThat(corners.grundy(heads(corners, "2,3"))).isEqualTo(BigInteger.ONE);
        assertThat(corners.grundy(position)).isNotZero();
        assertThat(winning.list()).isNotEmpty().allSatisfy(move ->
                assertThat(corners.valueOfParts(move.to(), BUDGET)).isZero());
        assertThat(winning.complete()).as("one side of each head is small: every choice is tried").isTrue();
        Heads square = heads(corners, "3,5", big + "," + big);
        Moves<Heads> cut = corners.winningMoves(square, BUDGET);
        assertThat(cut.complete()).isFalse();
        assertThat(cut.list()).allSatisfy(move -> assertThat(corners.valueOfParts(move.to(), BUDGET)).isZero());
    }

    @Test
    void badProductsAndCoinsAreRefusedWithOneReason() {
        assertThatThrownBy(() -> CoinGames.tartan("twins*chess")).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("'chess' is no coin game");
        assertThatThrownBy(() -> CoinGames.tartan("twins")).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> CoinGames.tartan("twins*twins*twins*twins")).isInstanceOf(InvalidPositionException.class);
        CoinGame corners = CoinGames.turningCorners();
        assertThatThrownBy(() -> heads(corners, "1,2,3")).hasMessageContaining("2 place(s)");
        assertThatThrownBy(() -> heads(corners, "1,")).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> heads(corners, "1,2", "1,2")).hasMessageContaining("twice");
        assertThatThrownBy(() -> heads(CoinGames.tartan("twins*ruler"), "1,0")).hasMessageContaining("from 1");
    }

    @Test
    void aTypedMoveIsTheFourCornersOfARectangle() {
        CoinGame corners = CoinGames.turningCorners();
        Heads position = heads(corners, "2,3");
        assertThat(corners.readMove(position, List.of("0,1", "2,3", "0,3", "2,1")).to().get(0).toString())
                .isEqualTo("0,1 0,3 2,1");
        assertThatThrownBy(() -> corners.readMove(position, List.of("2,3", "0,1"))).hasMessageContaining("every combination");
        assertThatThrownBy(() -> corners.readMove(position, List.of("2,3", "2,1"))).hasMessageContaining("allows no move");
    }
}
