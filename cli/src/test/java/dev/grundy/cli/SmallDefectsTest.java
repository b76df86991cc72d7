package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 28, rows 13 to 15, the CLI's part: each was an internal error, silent, or unclear; now one clear line and exit 2. */
class SmallDefectsTest {

    @Test
    void tableWithNoStatesIsTheStateLimitError() {
        Cli run = Cli.run("table", "nim", "0..5", "--max-states", "0");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy table: --max-states must be positive, got 0 (see 'grundy table --help')\n");
    }

    @Test
    void aQuotientFolderThatIsAFileIsNamed() {
        Cli run = Cli.run("quotient", "octal:0.75", "--quotients", "/proc/version");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("grundy: cannot save the quotient in /proc/version: ")
                .endsWith("; --quotients names a folder you may write");
    }

    @Test
    void takingNothingOrLessIsAnErrorNamingTheCall() {
        Cli zero = Cli.run("solve", "--moves", "n -> take(n, 1, 0)", "5");
        Cli negative = Cli.run("solve", "--moves", "n -> take(n, -1)", "5");

        // A one-number line is valued through its sequence table, from heap 0 up: heap 0 is the first to throw.
        assertThat(zero.exitCode()).isEqualTo(2);
        assertThat(zero.err()).isEqualTo("grundy: the moves threw IllegalArgumentException: "
                + "take(0, 0): an amount taken must be at least 1 at position 0\n");
        assertThat(negative.err()).contains("take(0, -1): an amount taken must be at least 1");
    }

    @Test
    void aNumberTooLargeSaysTheLargestAllowed() {
        Cli run = Cli.run("solve", "--max-states", "99999999999999999999", "nim", "3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy solve: --max-states is too large: at most 9,223,372,036,854,775,807, "
                + "got '99999999999999999999' (see 'grundy solve --help')\n");
        assertThat(Cli.run("solve", "--max-states", "lots", "nim", "3").err()).contains("must be a whole number");
    }

    @Test
    void csvAndJsonTogetherAreRefused() {
        Cli run = Cli.run("table", "nim", "0..3", "--csv", "--json");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy table: --csv and --json are two ways to print the table: give one");
    }

    @Test
    void anEmptyCheckIsOneClearLine() {
        Cli run = Cli.run("table", "nim", "0..3", "--check", "");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: --check needs a Java expression of the numbers, e.g. --check 'n % 3' "
                + "or --check 'a == b'\n");
    }

    @Test
    void noArgumentsPrintTheUsageOnStderrAndExitTwo() {
        Cli run = Cli.run();

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("Usage: grundy ").contains("solve");
    }
}
