package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command that can run long stops at --timeout, and a search stops at its memory limit,
 * each with one line saying how far it got and exit code 2 (issue 17, item 6). The timeouts of
 * the tests are a safety net only; no time is measured here (see docs/benchmarks.md).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WorkLimitsTest {
    /** A misère sum only a search of the whole position decides: millions of states of hundreds of bytes. */
    private static final String[] LARGE_MISERE_SUM = {"--misere", "kayles", "30", "+", "octal:0.6", "500"};

    private static String[] with(String[] first, String... rest) {
        String[] all = new String[first.length + rest.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(rest, 0, all, first.length, rest.length);
        return all;
    }

    @Test
    void solveStopsAtItsTimeoutAndSaysHowFarItGot() {
        Cli run = Cli.run(with(new String[] {"solve", "--timeout", "1"}, LARGE_MISERE_SUM));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: stopped at the time limit of 1 s, having explored [\\d,]+ states; raise it with --timeout");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void theTimeoutIsToldInChineseToo() {
        Cli run = Cli.run(with(new String[] {"--lang", "zh", "moves", "--timeout", "0.5"}, LARGE_MISERE_SUM));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().startsWith("grundy: 达到 0.5 秒的时限后停止，已探索 ");
    }

    @Test
    void solveStopsAtItsMemoryLimitAndSaysHowFarItGot() {
        Cli run = Cli.run(with(new String[] {"solve", "--max-memory", "32m"}, LARGE_MISERE_SUM));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: the search stopped at its memory limit of 32 MB, after [\\d,]+ states in [\\d.]+ s "
                        + "\\(about \\d+ bytes a state\\); raise it with --max-memory, giving Java more memory if needed "
                        + "\\(JAVA_OPTS=-Xmx8g\\)");
    }

    @Test
    void aSequenceStopsAtItsTimeout() {
        Cli run = Cli.run("sequence", "octal:0.6", "--to", "200000000", "--timeout", "1", "--summary");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: stopped at the time limit of 1 s after [\\d,]+ values \\(use --checkpoint FILE to keep them\\)");
    }

    @Test
    void aPlotStopsAtItsTimeout() {
        Cli run = Cli.run("plot", "octal:0.6", "--to", "200000000", "--timeout", "1", "-o", "never-written.svg");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .matches("grundy: stopped at the time limit of 1 s, having explored [\\d,]+ states; raise it with --timeout");
    }

    @Test
    void playBoundsEachOfTheEnginesAnswers() {
        Cli run = Cli.runWithInput("analysis\n", with(new String[] {"play", "--timeout", "1"}, LARGE_MISERE_SUM));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("grundy: stopped at the time limit of 1 s, having explored ");
    }

    @Test
    void badLimitsAreOneLineInEitherLanguage() {
        assertThat(Cli.run("solve", "--timeout", "0", "nim", "1").err().strip())
                .isEqualTo("grundy solve: --timeout must be a positive number of seconds, got 0.0 (see 'grundy solve --help')");
        assertThat(Cli.run("--lang", "zh", "solve", "--max-memory", "lots", "nim", "1").err().strip())
                .startsWith("grundy solve: --max-memory 必须是 512m 或 2g 这样的大小，实际为 'lots'");
        assertThat(Cli.run("solve", "--limit", "0", "nim", "1").exitCode()).isEqualTo(2);
    }
}
