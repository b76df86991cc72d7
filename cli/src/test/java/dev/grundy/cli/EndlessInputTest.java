package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28, row 12: a file or a typed line without end is read with a bound, checked while it is
 * read, and ends in one line and exit code 2 within seconds; before, {@code graph:/dev/zero} ran for
 * minutes, {@code hackenbush:/dev/zero} filled gigabytes and {@code play} hung on a 10 MB line.
 */
class EndlessInputTest {

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aGraphWithoutLineEndsIsCutAtTheLongestLine() {
        Cli run = Cli.run("solve", "graph:/dev/zero", "a");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: /dev/zero: line 1 is longer than 16777216 bytes; is it a text file?\n");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aHackenbushFileWithoutLineEndsIsCutAtTheLongestLine() {
        Cli run = Cli.run("solve", "hackenbush:/dev/zero");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: /dev/zero: line 1 is longer than 16777216 bytes; is it a text file?\n");
    }

    @Test
    void theLineCountedIsTheOneTooLong(@TempDir Path directory) throws IOException {
        Path file = directory.resolve("long.txt");
        Files.write(file, ("a b\nb c\n" + "x".repeat((16 << 20) + 1) + "\n").getBytes(StandardCharsets.US_ASCII));

        Cli run = Cli.run("solve", "graph:" + file, "a");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).endsWith(": line 3 is longer than 16777216 bytes; is it a text file?\n");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void playGivenAHugeLineEndsInOneLine() {
        Cli run = Cli.runWithInput("1 ".repeat(5_000_000) + "\n", "play", "nim", "3", "4");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("grundy: a move is typed in one line of at most 4096 characters; this one is longer\n");
        assertThat(run.out()).hasSizeLessThan(10_000);
    }

    @Test
    void playStillReadsLinesEndedEitherWay() {
        Cli run = Cli.runWithInput("1 3\r\n", "play", "nim", "3", "4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("your move> 1 3\nYou: take 3 from heap 1: 3 → 0\n");
    }
}
