package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar in a small heap: a search over large misère sums stops before memory runs out,
 * with one line saying how far it got (issue 17, item 6) — by its memory limit, half the heap by
 * default, and, where the estimate is set aside, by the watch over the heap itself. The issue found
 * this search still running after ten minutes in 1 GB; the two minutes here are a safety net.
 */
class MemoryLimitsIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar"));
    private static final List<String> LARGE_MISERE_SUM = List.of("--misere", "kayles", "30", "+", "octal:0.6", "500");

    record Run(int exitCode, String out, String err) {
    }

    private static Run grundy(String heap, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-jar", JAR.toString()));
        command.addAll(args);
        Path out = Files.createTempFile("grundy", ".out");
        Path err = Files.createTempFile("grundy", ".err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean finished = process.waitFor(120, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly().waitFor();
        }
        assertThat(finished).as("finished within two minutes").isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void aLargeMisereSearchStopsAtItsMemoryLimitInASmallHeap() throws Exception {
        List<String> args = new ArrayList<>(List.of("solve"));
        args.addAll(LARGE_MISERE_SUM);
        Run run = grundy("256m", args);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: the search stopped at its memory limit of 128 MB, after [\\d,]+ states in [\\d.]+ s .*");
    }

    @Test
    void whereTheEstimateIsSetAsideTheHeapIsWatched() throws Exception {
        List<String> args = new ArrayList<>(List.of("solve", "--max-memory", "100g", "--max-states", "1000000000"));
        args.addAll(LARGE_MISERE_SUM);
        Run run = grundy("192m", args);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: Java's memory is nearly full \\([\\d,]+ of [\\d,]+ MB in use\\): the search stopped after "
                        + "[\\d,]+ states in [\\d.]+ s, before running out; give Java more memory with JAVA_OPTS=-Xmx8g, or ask for less");
    }
}
