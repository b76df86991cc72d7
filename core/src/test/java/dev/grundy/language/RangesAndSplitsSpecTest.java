package dev.grundy.language;

import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.games.Lasker;
import dev.grundy.games.ManyWayLasker;
import dev.grundy.games.RangeSubtraction;
import dev.grundy.games.ThreeWayLasker;
import dev.grundy.heap.SubtractionGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How subtract:S with ranges and lasker:K are read: which engine answers, and the errors. */
class RangesAndSplitsSpecTest {
    private final GameRegistry registry = StandardGames.registry();

    private Game<?> game(String spec) {
        return registry.game(spec, SearchBudget.standard());
    }

    @Test
    void oneRangeIsTheClosedFormAndAMixedSetIsTheTable() {
        assertThat(game("subtract:2-5")).isInstanceOf(RangeSubtraction.class);
        assertThat(game("subtract:3-3")).isInstanceOf(RangeSubtraction.class);
        assertThat(game("subtract:1,4,10-20")).isInstanceOf(SubtractionGame.class)
                .extracting(Game::name).isEqualTo("subtract:1,4,10-20");
    }

    @Test
    void aMixedSetIsTheSetOfItsNumbers() {
        var mixed = (SubtractionGame) game("subtract:1,6-8");
        var listed = (SubtractionGame) game("subtract:1,6,7,8");

        assertThat(mixed).isEqualTo(listed);
        assertThat(listed.name()).isEqualTo("subtract:1,6,7,8");
        for (int n = 0; n < 60; n++) {
            BigInteger heap = BigInteger.valueOf(n);
            assertThat(mixed.grundy(heap, SearchBudget.standard())).isEqualTo(listed.grundy(heap, SearchBudget.standard()));
        }
    }

    @Test
    void aPlainSetIsWrittenAsBefore() {
        assertThat(game("subtract:4,1,3").name()).isEqualTo("subtract:1,3,4");
    }

    @Test
    void laskerWithoutKIsLaskerOfTwo() {
        assertThat(game("lasker")).isInstanceOf(Lasker.class).isEqualTo(game("lasker:2"));
        assertThat(game("lasker:3")).isInstanceOf(ThreeWayLasker.class);
        assertThat(game("lasker:5")).isInstanceOf(ManyWayLasker.class).extracting(Game::name).isEqualTo("lasker:5");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "subtract:5-3     | the range 5-3 runs downwards: write 3-5",
        "subtract:0-3     | each end of a range must be a positive integer, got '0'",
        "subtract:3-      | '3-' is no range",
        "subtract:-3      | each member of the set must be a positive integer, got '-3'",
        "subtract:1-2-3   | '1-2-3' is no range",
        "subtract:1,2-x   | '2-x' is no range",
        "subtract:1,5-2000000 | at most 1000000",
        "lasker:1         | K must be at least 2, got 1",
        "lasker:0         | K must be a positive integer, got '0'",
        "lasker:x         | K must be a positive integer, got 'x'",
        "lasker:99        | K must be at most 32",
    })
    void badParametersAreOneClearLine(String spec, String message) {
        assertThatThrownBy(() -> game(spec)).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining(message).extracting(Throwable::getMessage).asString().doesNotContain("\n");
    }
}
