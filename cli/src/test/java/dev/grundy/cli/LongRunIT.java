package dev.grundy.cli;

import dev.grundy.cli.command.SequenceCommand;
import dev.grundy.heap.CheckpointFile;
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
 * A long sequence run stopped by kill -9 or by Ctrl-C (SIGINT), then resumed with the same
 * command, gives exactly what an uninterrupted run gives.
 */
class LongRunIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar"));
    private static final long SAVED_SOME = 10_000;
    private static final String[] RUN = {"sequence", "octal:0.6", "--to", "600000", "--summary"};

    @TempDir
    Path directory;

    private Process start(Path checkpoint, Path out, Path err) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString()));
        command.addAll(List.of(RUN));
        command.addAll(List.of("--checkpoint", checkpoint.toString(), "--checkpoint-every", "0.1"));
        return new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    }

    private String runToTheEnd(Path checkpoint) throws Exception {
        Path out = directory.resolve("out-" + System.nanoTime());
        Process process = start(checkpoint, out, directory.resolve("err-" + System.nanoTime()));
        assertThat(process.waitFor(600, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** Waits until the run has saved some values: the checkpoint is made, empty, as the run starts. */
    private static void awaitCheckpoint(Path checkpoint) throws Exception {
        for (int i = 0; i < 600 && (!Files.exists(checkpoint) || Files.size(checkpoint) < SAVED_SOME); i++) {
            Thread.sleep(50);
        }
        assertThat(Files.size(checkpoint)).isGreaterThanOrEqualTo(SAVED_SOME);
        Thread.sleep(300);
    }

    @Test
    void resumesAfterKillNineWithTheUninterruptedResult() throws Exception {
        String uninterrupted = runToTheEnd(directory.resolve("clean.ckpt"));

        Path checkpoint = directory.resolve("killed.ckpt");
        Process doomed = start(checkpoint, directory.resolve("doomed.out"), directory.resolve("doomed.err"));
        awaitCheckpoint(checkpoint);
        doomed.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        assertThat(doomed.isAlive()).isFalse();
        try (CheckpointFile killed = CheckpointFile.open(checkpoint, "octal:0.6")) {
            assertThat(killed.saved()).as("killed before the end").isLessThan(600_001);
        }

        assertThat(runToTheEnd(checkpoint)).isEqualTo(uninterrupted);
    }

    @Test
    void stopsCleanlyOnControlCAndResumes() throws Exception {
        Path checkpoint = directory.resolve("interrupted.ckpt");
        Path err = directory.resolve("interrupted.err");
        Process interrupted = start(checkpoint, directory.resolve("interrupted.out"), err);
        awaitCheckpoint(checkpoint);
        new ProcessBuilder("kill", "-INT", String.valueOf(interrupted.pid())).start().waitFor();

        assertThat(interrupted.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(interrupted.exitValue()).isEqualTo(SequenceCommand.INTERRUPTED);
        assertThat(Files.readString(err)).contains("grundy: stopped after").contains("run the same command to go on");
        assertThat(runToTheEnd(checkpoint)).isEqualTo(runToTheEnd(directory.resolve("clean2.ckpt")));
    }

    @Test
    void aSecondRunOnTheSameCheckpointIsToldItIsInUse() throws Exception {
        Path checkpoint = directory.resolve("shared.ckpt");
        Process first = start(checkpoint, directory.resolve("first.out"), directory.resolve("first.err"));
        try {
            awaitCheckpoint(checkpoint);
            Path err = directory.resolve("second.err");
            Process second = start(checkpoint, directory.resolve("second.out"), err);

            assertThat(second.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(second.exitValue()).isEqualTo(2);
            assertThat(Files.readString(err)).isEqualTo("grundy: " + checkpoint + " is in use by another grundy run; "
                    + "wait for that run to end, or give this one another --checkpoint file\n");
            assertThat(first.isAlive()).isTrue();
        } finally {
            first.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }
}
