package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar in a heap too small for the values: `sequence` streams without being asked
 * (issue 30), writes the values to a file in the working directory or at --out, names it in the
 * summary, and gives the values of a run in memory; what cannot be done says so in one line.
 * Officers to 4,000,000 needs up to 32 MB in memory, over three quarters of a 40 MB heap.
 */
class StreamedByDefaultIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar")).toAbsolutePath();
    private static final List<String> OFFICERS = List.of("sequence", "octal:0.6", "--to", "4000000");

    @TempDir
    Path directory;

    record Run(int exitCode, String out, String err) {
    }

    private Run grundy(String heap, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-jar", JAR.toString()));
        command.addAll(args);
        Path out = Files.createTempFile("grundy", ".out");
        Path err = Files.createTempFile("grundy", ".err");
        Process process = new ProcessBuilder(command).directory(directory.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean finished = process.waitFor(300, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly().waitFor();
        }
        assertThat(finished).as("finished within five minutes").isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static List<String> with(List<String> first, String... more) {
        List<String> args = new ArrayList<>(first);
        args.addAll(List.of(more));
        return args;
    }

    @Test
    void valuesBeyondTheHeapAreStreamedToAFileTheSummaryNamesWithTheValuesOfARunInMemory() throws Exception {
        Run inMemory = grundy("512m", with(OFFICERS, "--binary", "in-memory.seq"));
        Run streamed = grundy("40m", with(OFFICERS, "--summary"));

        assertThat(inMemory.exitCode()).as(inMemory.err()).isZero();
        assertThat(inMemory.out()).doesNotContain("Streamed:");
        assertThat(streamed.exitCode()).as(streamed.err()).isZero();
        assertThat(streamed.err().lines()).singleElement().asString()
                .matches("grundy: G\\(0\\.\\.4000000\\) would not fit in the \\d+ MB Java may use: streamed, memory flat in N, "
                        + "the values going to octal-0\\.6-to-4000000\\.seq");
        assertThat(streamed.out()).startsWith("octal:0.6: G(0..4000000) written to octal-0.6-to-4000000.seq\n")
                .contains("Streamed: 1,048,576 values held at each end");
        assertThat(Files.readAllBytes(directory.resolve("octal-0.6-to-4000000.seq")))
                .isEqualTo(Files.readAllBytes(directory.resolve("in-memory.seq")));
        try (var files = Files.list(directory)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .as("the store is removed at the end").containsExactlyInAnyOrder("in-memory.seq", "octal-0.6-to-4000000.seq");
        }
    }

    /**
     * --binary from 2^26 on streamed until issue 30; now a run is in memory whenever its values
     * fit, the file written from them (Dawson's chess, whose period is proved early, so that the
     * run is cheap), and --stream asks for a streamed run.
     */
    @Test
    void binaryFromTwoToTheTwentySixRunsInMemoryWhenTheValuesFit() throws Exception {
        Run inMemory = grundy("1g", List.of("sequence", "octal:0.07", "--to", "67108864", "--binary", "dawson.seq"));

        assertThat(inMemory.exitCode()).as(inMemory.err()).isZero();
        assertThat(inMemory.err()).isEmpty();
        assertThat(inMemory.out()).startsWith("octal:0.07: G(0..67108864) written to dawson.seq\n")
                .contains("Periodicity: period 34 from n = 53, proved").doesNotContain("Streamed:");
        assertThat(Files.size(directory.resolve("dawson.seq"))).isGreaterThan(67_108_865);
    }

    @Test
    void outNamesTheFileAndAnUnwritableOneIsOneLineAndExitCodeTwo() throws Exception {
        Files.writeString(directory.resolve("plain"), "a file, not a directory");
        Run unwritable = grundy("40m", with(OFFICERS, "--out", "plain/values.seq"));
        Run json = grundy("40m", with(OFFICERS, "--json"));

        assertThat(unwritable.exitCode()).isEqualTo(2);
        assertThat(unwritable.out()).isEmpty();
        assertThat(unwritable.err().lines()).singleElement().asString().startsWith("grundy: cannot write plain/values.seq: ");
        assertThat(json.exitCode()).isEqualTo(2);
        assertThat(json.out()).isEmpty();
        assertThat(json.err().lines()).singleElement().asString()
                .startsWith("grundy: G(0..4000000) would not fit in the ").contains("--json and --csv print every value");
    }

    @Test
    void outNamesWhereAStreamedRunWritesItsValues() throws Exception {
        Run run = grundy("40m", with(OFFICERS, "--out", "officers.seq"));

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("octal:0.6: G(0..4000000) written to officers.seq\n");
        assertThat(directory.resolve("officers.seq")).isNotEmptyFile();
    }
}
