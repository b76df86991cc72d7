package dev.grundy.census;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** The progress a person sees: a bar on a terminal, a line now and then elsewhere, nothing with --quiet. */
class ProgressReportTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final AtomicLong now = new AtomicLong(1_000);

    private ProgressReport report(ProgressReport.Mode mode) {
        return new ProgressReport(mode, new PrintStream(err, true, StandardCharsets.UTF_8), Text.of("en"), now::get);
    }

    private String said() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private void later(long millis) {
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    @Test
    void theBarIsRedrawnOnOneLineAndClearedAtTheEnd() {
        ProgressReport report = report(ProgressReport.Mode.BAR);
        report.update(0, 2, 10);
        later(50);
        report.update(1, 2, 9);
        later(ProgressReport.BAR_EVERY_MILLIS);
        report.update(5, 2, 5);
        assertThat(said()).doesNotContain("\n")
                .isEqualTo("\r\033[K[" + ".".repeat(30) + "] census: 0 games done, 2 running, 10 left, 0:00"
                        + "\r\033[K[" + "#".repeat(15) + ".".repeat(15) + "] census: 5 games done, 2 running, 5 left, 0:00");
        report.end();
        assertThat(said()).endsWith("\r\033[K");
    }

    @Test
    void elsewhereAPlainLineEveryHalfMinuteAndNoneForAShortCensus() {
        ProgressReport report = report(ProgressReport.Mode.LINES);
        report.update(0, 2, 10);
        later(29_000);
        report.update(3, 2, 7);
        assertThat(said()).isEmpty();
        later(1_000);
        report.update(4, 2, 6);
        later(61_000);
        report.update(9, 1, 1);
        report.end();
        assertThat(said()).isEqualTo("census: 4 games done, 2 running, 6 left, 0:30\ncensus: 9 games done, 1 running, 1 left, 1:31\n");
    }

    @Test
    void quietSaysNothing() {
        ProgressReport report = report(ProgressReport.mode(true, true));
        report.update(0, 2, 10);
        later(3_600_000);
        report.update(5, 2, 5);
        report.end();
        assertThat(said()).isEmpty();
    }

    @Test
    void modes() {
        assertThat(ProgressReport.mode(true, false)).isEqualTo(ProgressReport.Mode.BAR);
        assertThat(ProgressReport.mode(false, false)).isEqualTo(ProgressReport.Mode.LINES);
        assertThat(ProgressReport.mode(false, true)).isEqualTo(ProgressReport.Mode.QUIET);
        assertThat(ProgressReport.clock(TimeUnit.SECONDS.toNanos(3725))).isEqualTo("1:02:05");
        assertThat(ProgressReport.bar(3, 3)).isEqualTo("[" + "#".repeat(30) + "]");
    }
}
