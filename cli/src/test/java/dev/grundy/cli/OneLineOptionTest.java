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
    void theLineMayComeFromAFileNamedWithAnAt(@org.junit.jupiter.api.io.TempDir java.nio.file.Path directory) throws Exception {
        java.nio.file.Path file = directory.resolve("take.txt");
        java.nio.file.Files.writeString(file, TAKE + "\n");

        Cli run = Cli.run("solve", "--moves", "@" + file, "7");

        assertThat(run.out()).contains("P-position");
    }

    /** Issue 28: a bare file name was compiled whatever it held; now only {@code @FILE} reads a file. */
    @Test
    void aBareFileNameIsRefusedWithAPointerToTheAtFormAndToRules(@org.junit.jupiter.api.io.TempDir java.nio.file.Path directory)
            throws Exception {
        java.nio.file.Path file = directory.resolve("take.txt");
        java.nio.file.Files.writeString(file, TAKE + "\n");

        Cli run = Cli.run("solve", "--moves", file.toString(), "7");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: --moves takes a line, NAMES -> MOVES, e.g. --moves 'n -> take(n, 1, 3, 4)'; "
                + "give a file holding the line as --moves @FILE, a Java file of rules with --rules FILE; got: " + file + "\n");
    }

    @Test
    void anEmptyLineIsOneClearLine() {
        Cli run = Cli.run("solve", "--moves", "", "5");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy: --moves takes a line, NAMES -> MOVES").endsWith("got: \n");
    }

    @Test
    void anEndlessFileAfterTheAtIsRefusedUnread() {
        Cli run = Cli.run("solve", "--moves", "@/dev/zero", "5");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: /dev/zero: more than 65536 bytes; --moves @FILE reads a file of one line\n");
    }

    /** Issue 28: picocli read any {@code @WORD} as a file of arguments, and {@code @/dev/zero} never ended. */
    @Test
    void anAtWordIsNoFileOfArguments() {
        Cli run = Cli.run("solve", "@/dev/zero");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().contains("@/dev/zero");
    }

    /** Issue 28: a line could end its method and add a static initialiser that ran when the class loaded. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {
        "n -> { } static { System.exit(3); } void x() {",
        "n -> { } } class Out { static { System.exit(3); } } class In { void y() {",
        "n -> { \\u007d static { System.exit(3); } void z() { \\u007b }",
    })
    void aLineCannotEndItsMethod(String line) {
        Cli run = Cli.run("solve", "--moves", line, "3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().startsWith("grundy: the code ");
    }

    @Test
    void aFormulaCannotEndItsMethod() {
        Cli run = Cli.run("table", "nim", "0..3", "--check", "0); } static { System.exit(3); } Object f(long n) { return (0");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy: the code closes ')' at column 2 without having opened it");
    }

    @Test
    void everyCommandTakingCodeSaysItRunsWithYourRights() {
        for (String command : new String[] {"solve", "moves", "play", "table", "judge"}) {
            Cli run = Cli.run(command, "--help");
            assertThat(run.out().replaceAll("\\s+", " ")).as(command)
                    .contains("The code runs as Java with your rights, like a program you run: run only code you trust.");
        }
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
