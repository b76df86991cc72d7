package dev.grundy.language;

import dev.grundy.Positions;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Position;
import dev.grundy.core.Term;
import dev.grundy.budget.SearchBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PositionParserTest {

    @Test
    void readsASumOfDifferentGames() {
        Position position = Positions.parse("bash:3 10 +  nim 4 5 + subtract:4,1,3,1 7");

        assertThat(position.terms()).extracting(term -> term.game().name()).containsExactly("bash:3", "nim", "subtract:1,3,4");
        assertThat(position.terms()).<Object>extracting(Term::components).containsExactly(
                List.of(BigInteger.TEN), List.of(BigInteger.valueOf(4), BigInteger.valueOf(5)), List.of(BigInteger.valueOf(7)));
        assertThat(position).hasToString("bash:3 10 + nim 4 5 + subtract:1,3,4 7");
    }

    @Test
    void writesWhatItReadsSoThatPositionsCanBePastedBack() {
        Position position = Positions.parse("nim 3 4 5 + bash:2 7");

        assertThat(Positions.parse(position.toString())).isEqualTo(position);
    }

    @Test
    void acceptsWordsGivenSeparatelyOrTogether() {
        PositionParser parser = new PositionParser(StandardGames.registry());
        SearchBudget budget = SearchBudget.standard();

        assertThat(parser.parse(List.of("nim", "3 4", "+", "bash:2", "5"), budget))
                .isEqualTo(parser.parse("nim 3 4 + bash:2 5", budget));
    }

    @Test
    void aTermWithoutAGameNameBelongsToTheUnnamedGame() {
        PositionParser parser = new PositionParser(StandardGames.registry(), "wythoff");
        SearchBudget budget = SearchBudget.standard();

        assertThat(parser.parse("3 5 + nim 4", budget)).hasToString("wythoff 3 5 + nim 4");
        assertThat(parser.parse("nim 4 + 1 2", budget)).hasToString("nim 4 + wythoff 1 2");
        assertThat(parser.parse("0", budget).terms()).as("0 stays the empty sum").isEmpty();
        assertThatThrownBy(() -> parser.parse("nimm 3", budget)).as("read as the unnamed game's words")
                .hasMessage("wythoff: pile must be a non-negative integer, got 'nimm'");
    }

    @Test
    void withoutAnUnnamedGameEveryTermNamesItsGame() {
        assertThatThrownBy(() -> Positions.parse("3 5")).isInstanceOf(InvalidPositionException.class)
                .hasMessageStartingWith("'3' is not a game");
    }

    @Test
    void readsZeroAsTheEmptySum() {
        assertThat(Positions.parse("0").terms()).isEmpty();
        assertThat(Positions.parse("0")).hasToString("0");
    }

    @Test
    void acceptsHeapsOfAnySize() {
        String huge = "1" + "0".repeat(100);

        assertThat(Positions.parse("nim " + huge)).hasToString("nim " + huge);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "''                     | no position given",
        "nim                    | nim: give at least one heap size",
        "nim -3                 | nim: heap size must be a non-negative integer, got '-3'",
        "nim 3.5                | nim: heap size must be a non-negative integer, got '3.5'",
        "nim three              | nim: heap size must be a non-negative integer, got 'three'",
        "chess 3                | unknown game 'chess'",
        "nimm 3                 | unknown game 'nimm' (did you mean 'nim'?)",
        "3 4 5                  | '3' is not a game",
        "nim:2 3                | nim takes no parameter",
        "bash 3                 | bash needs its parameter: write bash:M",
        "bash:0 3               | bash: M must be a positive integer, got '0'",
        "bash:x 3               | bash: M must be a positive integer, got 'x'",
        "subtract: 3            | subtract needs its parameter",
        "'subtract:, 3'         | subtract: the subtraction set is empty",
        "'subtract:1,0 3'       | subtract: each member of the set must be a positive integer, got '0'",
        "'subtract:1,-2 3'      | subtract: each member of the set must be a positive integer, got '-2'",
        "subtract:99999999 3    | subtract: each member of the set must be at most 1000000, got 99999999",
        "nim 3 +                | a '+' must stand between two games",
        "+ nim 3                | a '+' must stand between two games",
        "nim 3 + + nim 4        | a '+' must stand between two games",
    })
    void refusesBadInputNamingWhatIsWrong(String text, String message) {
        assertThatThrownBy(() -> Positions.parse(text)).isInstanceOf(InvalidPositionException.class)
                .hasMessageStartingWith(message);
    }
}
