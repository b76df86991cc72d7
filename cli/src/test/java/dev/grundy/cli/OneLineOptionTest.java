package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --moves LINE}: a game in one line of Java, through solve, moves, play and sums, and its errors. */
class OneLineOptionTest {
    private static final String TAKE = "n -> take(n, 1, 3, 4)";

    @Test
    void solveAddsTheLineToBuiltInGames() {
        Cli run = Cli.run("solve", "--moves", TAKE, "10", "+", "nim", "3");

        assertThat(run.exitCode()).isZero();
        // G(10) = 1 in take {1, 3, 4}, so the sum is 1 ⊕ 3 = 2.
        assertThat(run.out()).startsWith("line 10 + nim 3\nN-position: the player to move wins. Nim-value 2.");
    }

    @Test
    void movesListsTheOptionsWithTheirValues() {
        Cli run = Cli.run("moves", "--moves", TAKE, "7");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("to 6").contains("to 4").contains("to 3");
    }

    @Test
    void aSplitLeavesASum() {
        Cli run = Cli.run("solve", "--json", "--moves", "n -> { for (long k = 1; 2 * k < n; k++) sum(k, n - k); }", "7");

        assertThat(run.json().get("grundy").asInt()).isZero();
    }

    @Test
    void playTakesTheTypedPosition() {
        Cli run = Cli.runWithInput("0\n", "play", "--moves", TAKE, "4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("you win!");
    }

    @Test
    void theLineMayComeFromAFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path directory) throws Exception {
        java.nio.file.Path file = directory.resolve("take.txt");
        java.nio.file.Files.writeString(file, TAKE + "\n");

        Cli run = Cli.run("solve", "--moves", file.toString(), "7");

        assertThat(run.out()).contains("P-position");
    }

    @Test
    void aLineThatDoesNotCompileShowsACaretAndExitsTwo() {
        Cli run = Cli.run("solve", "--moves", "n -> take(n, 1 3, 4)", "7");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: the moves do not compile: ')' expected\n  n -> take(n, 1 3, 4)\n                ^\n");
    }

    @Test
    void aLineThatThrowsIsOneLine() {
        Cli run = Cli.run("solve", "--moves", "n -> move(n - 1)", "7");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: the moves threw IllegalArgumentException: a move leaves the number -1, "
                + "outside 0..4611686018427387903 at position 0\n");
    }

    @Test
    void aLineThatLoopsIsOneLine() {
        Cli run = Cli.run("solve", "--moves", "n -> move(n)", "7");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().contains("does not always end");
    }

    @Test
    void theWatchdogOverTheLineEndsWithTheCommand() throws InterruptedException {
        Cli run = Cli.run("solve", "--call-limit", "1", "--moves", TAKE, "line", "10");

        assertThat(run.exitCode()).isZero();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().equals("grundy-call-watchdog")) {
                thread.join(5000);
                assertThat(thread.isAlive()).as("the watchdog thread ended").isFalse();
            }
        }
    }

    @Test
    void rulesAndMovesTogetherAreRefused() {
        Cli run = Cli.run("solve", "--rules", "x.java", "--moves", TAKE, "7");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: give a game of your own with --rules FILE or with --moves LINE, not both\n");
    }
}
