package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 27, item 7: "take any number" as a one-line game answers a heap of 20,000 in 256 MB of Java
 * heap (it needed 2.7 GB at 10,000 when the search kept every frame's n options). A test that the
 * answer fits, run in a child JVM; not a timing (the five minutes are a safety net on a busy machine).
 */
class LineMemoryIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar"));

    @Test
    void takeAnyNumberAtTwentyThousandFitsIn256Megabytes() throws Exception {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m", "-jar",
                JAR.toString(), "solve", "--json", "--moves", "n -> { for (long t = 1; t <= n; t++) move(n - t); }", "20000");
        Path out = Files.createTempFile("grundy", ".out");
        Path err = Files.createTempFile("grundy", ".err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean finished = process.waitFor(300, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly().waitFor();
        }
        assertThat(finished).as("finished").isTrue();
        assertThat(Files.readString(err, StandardCharsets.UTF_8)).isEmpty();
        assertThat(process.exitValue()).isZero();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("\"grundy\":20000");
    }
}
