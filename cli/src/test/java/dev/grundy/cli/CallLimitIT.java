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
 * The packaged jar with person's code that never returns: a busy loop ignores interrupts, so the
 * watchdog ends the process with one line and exit code 2 — after {@code --call-limit}, or after
 * {@code --timeout} and its grace. Run as a child process, since the watchdog halts the JVM. The
 * loaded machine makes starting Java and compiling a line take seconds: a minute is the safety net.
 */
class CallLimitIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar"));
    private static final String LOOPING_LINE = "n -> { while (true) {} }";

    record Run(int exitCode, String out, String err) {
    }

    private static Run grundy(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("grundy", ".out");
        Path err = Files.createTempFile("grundy", ".err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean finished = process.waitFor(60, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly().waitFor();
        }
        assertThat(finished).as("finished within a minute").isTrue();
        Run run = new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return run;
    }

    private static void assertOneLine(Run run, String line) {
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).containsExactly(line);
    }

    @Test
    void solveOfALineThatLoopsStopsAtTheCallLimit() throws Exception {
        // A one-number line is valued through its sequence table, from heap 0 up: heap 0 is the first call.
        assertOneLine(grundy("solve", "--call-limit", "1", "--moves", LOOPING_LINE, "line", "5"),
                "grundy: line: the moves of 0 did not return within 1 s (does it loop? raise the bound with --call-limit)");
    }

    @Test
    void theLineIsToldInChinese() throws Exception {
        assertOneLine(grundy("--lang", "zh", "moves", "--call-limit", "1", "--moves", LOOPING_LINE, "line", "3"),
                "grundy: line：0 的走法在 1 秒内没有返回（是否陷入循环？可用 --call-limit 放宽）");
    }

    @Test
    void tableOfALineThatLoopsOnlyFromFourStopsThere() throws Exception {
        assertOneLine(grundy("table", "--call-limit", "1", "--moves", "n -> { if (n >= 4) while (true) {} if (n > 0) move(n - 1); }", "0..9"),
                "grundy: line: the moves of 4 did not return within 1 s (does it loop? raise the bound with --call-limit)");
    }

    @Test
    void aCheckFormulaThatLoopsStops() throws Exception {
        String endless = "n < 2 ? n : java.util.stream.LongStream.iterate(0, x -> x).filter(x -> x > 0).findFirst().getAsLong()";
        assertOneLine(grundy("table", "nim", "0..5", "--call-limit", "1", "--check", endless),
                "grundy: --check: the formula at 2 did not return within 1 s (does it loop? raise the bound with --call-limit)");
    }

    @Test
    void rulesWhoseMovesLoopStop(@TempDir Path folder) throws Exception {
        Path rules = folder.resolve("Endless.java");
        Files.writeString(rules, """
                import dev.grundy.core.Move;
                import dev.grundy.core.Rules;
                import java.util.List;

                public class Endless implements Rules<Integer> {
                    public String name() { return "endless"; }
                    public Integer parse(List<String> words) { return Rules.integer(words.get(0), "a heap", 0, 100); }
                    public String format(Integer heap) { return "heap " + heap; }
                    public Iterable<Move<Integer>> moves(Integer heap) {
                        long spins = 0;
                        while (heap >= 0) { spins++; }
                        return List.of();
                    }
                }
                """);
        assertOneLine(grundy("solve", "--call-limit", "1", "--rules", rules.toString(), "7"),
                "grundy: endless: the moves of heap 7 did not return within 1 s (does it loop? raise the bound with --call-limit)");
    }

    @Test
    void theTimeoutEndsAStuckCallToo() throws Exception {
        assertOneLine(grundy("solve", "--timeout", "1", "--moves", LOOPING_LINE, "line", "5"),
                "grundy: line: stopped at the time limit of 1 s, and the moves of 0 had not returned (does it loop?)");
    }

    @Test
    void aBigTableStopsAtItsTimeout() throws Exception {
        Run run = grundy("table", "--timeout", "1", "--moves",
                "(a, b) -> { for (long k = 1; k <= a; k++) move(a - k, b); for (long k = 1; k <= b; k++) move(a, b - k); }",
                "0..999", "0..999");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: stopped at the time limit of 1 s, having explored [\\d,]+ states; raise it with --timeout");
    }

    @Test
    void aGameThatReturnsIsUnaffected() throws Exception {
        Run run = grundy("solve", "--call-limit", "1", "--moves", "n -> take(n, 1, 3, 4)", "line", "10");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("to line 9");
    }
}
