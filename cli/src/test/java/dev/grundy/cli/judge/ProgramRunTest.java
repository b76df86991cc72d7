package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a judged program leaves behind and how long it takes: no process it started outlives the
 * judge, even one it left behind itself; its standard error is kept bounded; a right program that
 * is too slow in a run is told slow, with the times.
 */
class ProgramRunTest {
    @TempDir
    Path directory;

    @Test
    void aProcessTheProgramLeftBehindDoesNotOutliveTheJudge() throws Exception {
        Path pids = directory.resolve("pids");
        // The background sleep is the program's child until the program ends, and an orphan after.
        Path orphaning = script("orphaning.sh", "sleep 100 > /dev/null 2>&1 & echo $! >> " + pids + "\n"
                + "while read -r a; do if (( a )); then echo First; else echo Second; fi; done");

        Cli run = Cli.run("judge", "nim", "--numbers", "1", "--cases", "10", "--", "bash", orphaning.toString());

        assertThat(run.out()).startsWith("all 10 cases agree");
        List<String> started = Files.readAllLines(pids);
        assertThat(started).isNotEmpty();
        for (String pid : started) {
            assertThat(JudgeCommandTest.running(Long.parseLong(pid))).as("sleep " + pid).isFalse();
        }
    }

    @Test
    void standardErrorIsKeptBoundedWithItsStartAndItsEnd() throws IOException {
        // 40 MB of diagnostics, then the last words of a crash.
        Path noisy = script("noisy.sh", "echo 'first words' >&2; head -c 40000000 /dev/zero | tr '\\0' x >&2;"
                + " echo >&2; echo 'last words' >&2; exit 3");

        ProgramRun.Result run = new ProgramRun(List.of("bash", noisy.toString()), Duration.ofSeconds(30), Duration.ZERO).run("", 1);

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.stderr()).startsWith("first words").endsWith("last words\n").contains("\n…\n");
        assertThat(run.stderr().length()).isLessThanOrEqualTo(2 * KeptText.KEPT + 3);
    }

    @Test
    void aRightProgramTooSlowInARunIsToldSlowWithTheTimes() {
        Cli run = Cli.run("judge", "nim", "--cases", "300", "--time-limit", "1", "--startup", "0",
                "--", "python3", "../examples/judge/slow.py");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).containsPattern("alone, case \\d+ is answered right within [0-9.]+ s: the program is slow, not wrong. "
                        + "In the run of 300 cases it gave 0 answers in [0-9.]+ s and was stopped at its time limit of 1 s an answer")
                .doesNotContain("kept from one case to the next");
    }

    private Path script(String name, String text) throws IOException {
        return Files.writeString(directory.resolve(name), text + "\n", StandardCharsets.UTF_8);
    }
}
