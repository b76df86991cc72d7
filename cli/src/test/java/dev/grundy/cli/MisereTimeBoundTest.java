package dev.grundy.cli;

import dev.grundy.cli.option.PositionArguments;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28, row 12: a misère sum whose quotient is not found ran 150 s and filled 5.8 GB at Java's
 * default heap; a misère search now stops at a default time (60 s, here set to 1 s) with one line.
 */
class MisereTimeBoundTest {
    private static final String[] UNANSWERABLE = {"solve", "--misere", "kayles", "30", "+", "octal:0.6", "500"};

    @AfterEach
    void forget() {
        System.clearProperty(PositionArguments.SEARCH_SECONDS_PROPERTY);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aMisereSearchStopsAtTheDefaultTimeWithOneLine() {
        System.setProperty(PositionArguments.SEARCH_SECONDS_PROPERTY, "1");
        long start = System.nanoTime();

        Cli run = Cli.run(UNANSWERABLE);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy: stopped at the time limit of 1 s, having explored ")
                .endsWith("states; raise it with --timeout\n");
        assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).isLessThan(30);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aTimeoutGivenWinsOverTheDefault() {
        System.setProperty(PositionArguments.SEARCH_SECONDS_PROPERTY, "1000");

        Cli run = Cli.run("solve", "--timeout", "1", "--misere", "kayles", "30", "+", "octal:0.6", "500");

        assertThat(run.err()).startsWith("grundy: stopped at the time limit of 1 s");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aSearchOfOnesOwnGameBeyondItsTableStopsAtTheDefaultTime() {
        System.setProperty(PositionArguments.SEARCH_SECONDS_PROPERTY, "1");

        // Subtract a square: no period in the table's 2^22 heaps, and a million moves a state at 10^12.
        Cli run = Cli.run("solve", "--moves", "n -> { for (long k = 1; k * k <= n; k++) move(n - k * k); }", "1000000000000");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy: stopped at the time limit of 1 s");
    }

    @Test
    void theDefaultIsSixtySecondsAndNormalPlayHasNone() {
        assertThat(PositionArguments.SEARCH_SECONDS).isEqualTo(60);
        System.setProperty(PositionArguments.SEARCH_SECONDS_PROPERTY, "0.000001");

        assertThat(Cli.run("solve", "nim", "3", "4").exitCode()).isZero();
        assertThat(Cli.run("solve", "--misere", "kayles", "30", "+", "octal:0.6", "500").exitCode()).isEqualTo(2);
    }
}
