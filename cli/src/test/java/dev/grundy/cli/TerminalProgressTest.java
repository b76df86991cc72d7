package dev.grundy.cli;

import dev.grundy.cli.console.Console;
import dev.grundy.cli.run.TerminalProgress;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class TerminalProgressTest {

    @Test
    void showsHowFarAFileIsReadOnATerminalAndNothingElsewhere() throws InterruptedException {
        String onTerminal = shown(true);
        String piped = shown(false);

        assertThat(onTerminal).contains("reading big.txt: 40% of 150 MB").contains("(Ctrl-C stops)");
        assertThat(piped).isEmpty();
    }

    /** solve --misere hands its budget the terminal's line: a quotient built on demand shows heap, order and candidates. */
    @Test
    void showsAQuotientBuiltInsideASearch() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), false, true);
        try (TerminalProgress progress = new TerminalProgress(console, Locale.ENGLISH)) {
            Thread.sleep(250);
            new dev.grundy.budget.SearchBudget(1_000, progress).adjoined(167, 40, 260);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("heap 167, order 40, 260 candidates verified");
    }

    private static String shown(boolean terminal) throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), false, terminal);
        try (TerminalProgress progress = new TerminalProgress(console, Locale.ENGLISH)) {
            // The line is shown at most five times a second, the first time after a fifth of a second.
            Thread.sleep(250);
            progress.read("big.txt", 60L << 20, 150L << 20);
        }
        return err.toString(StandardCharsets.UTF_8);
    }
}
