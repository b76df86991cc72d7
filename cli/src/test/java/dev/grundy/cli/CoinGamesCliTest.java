package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Coin-turning games through the command: solved in a sum, played by typing the coins, bad input in one line. */
class CoinGamesCliTest {

    @Test
    void aRowOfCoinsAddsToNimAndItsWinningMovesTurnCoins() {
        Cli run = Cli.run("solve", "mock-turtles", "2", "5", "+", "nim", "7");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Nim-value 8.").contains("2 winning moves:")
                .contains("turn coins 5, 1 and 0: 2 5 → 0 1 2   to mock-turtles 0 1 2 + nim 7")
                .contains("turn coins 5, 3 and 2: 2 5 → 3       to mock-turtles 3 + nim 7");
    }

    @Test
    void aMoveIsTypedAsTheCoinsItTurns() {
        Cli run = Cli.runWithInput("6 5\n", "play", "ruler", "3", "6");

        assertThat(run.out()).contains("You: turn coins 6 and 5: 3 6 → 3 5").contains("Grundy: turn coin 3: 3 5 → 5");
    }

    /** Both places of the board's far coin have a thousand digits: no winning move turns up within the work allowed. */
    @Test
    void aBoardTooLargeForTheSearchSaysWinningMovesExistButNoneWasFound() {
        String far = "7".repeat(1000) + "," + "3".repeat(1000);
        Cli run = Cli.run("solve", "turning-corners", "3,5", far);

        assertThat(run.out()).contains("N-position").contains("Winning moves exist, but none was found")
                .doesNotContain("already won");
    }

    @ParameterizedTest(name = "grundy {0}")
    @CsvSource(delimiter = '|', value = {
        "solve tartan:twins*chess 1,2   | grundy: tartan:twins*chess: 'chess' is no coin game",
        "solve tartan:twins 1           | grundy: tartan:twins: write two or three coin games joined by *",
        "solve turning-corners 1,2,3    | grundy: turning-corners: a coin is written with 2 place(s) joined by commas",
        "solve turning-corners 1,x      | grundy: turning-corners: coin place must be a non-negative integer, got 'x'",
        "solve twins 3 3                | grundy: twins: coin 3 is listed twice",
        "solve ruler 0                  | grundy: ruler: ruler counts places from 1, so '0' is no coin",
        "solve mock-turtles             | grundy: mock-turtles: name the places of the heads-up coins",
    })
    void badCoinsGetOneLineAndExitCodeTwo(String args, String message) {
        Cli run = Cli.run(args.split(" "));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString().startsWith(message);
    }
}
