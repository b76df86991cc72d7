package dev.grundy.cli.run;

import dev.grundy.cli.console.CliText;
import dev.grundy.heap.CompactValues;
import dev.grundy.heap.SequenceListener;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A progress bar for long sequence runs on a terminal — how far, how fast, how many rare heaps,
 * how long still — shown at most five times a second and cleared at the end.
 */
public final class SequenceProgress implements SequenceListener, AutoCloseable {
    private static final long INTERVAL_NANOS = 200_000_000L;
    private static final int BAR = 30;

    private final PrintStream err;
    private final long start = System.nanoTime();
    private final int startedAt;
    private long lastShown = start;
    private boolean shown;

    /**
     * @param err where to draw
     * @param startedAt how many values were known when the run began (after a resume)
     * @param locale the language of the line
     */
    private final Locale locale;

    public SequenceProgress(PrintStream err, int startedAt, Locale locale) {
        this.err = err;
        this.startedAt = startedAt;
        this.locale = locale;
    }

    @Override
    public void progress(CompactValues values, int computed, int target, int rareHeaps) {
        long now = System.nanoTime();
        if (now - lastShown < INTERVAL_NANOS || target <= 0) {
            return;
        }
        lastShown = now;
        shown = true;
        double seconds = (now - start) / 1e9;
        double rate = Math.max(computed - startedAt, 0) / Math.max(seconds, 1e-9);
        int filled = (int) ((long) BAR * computed / target);
        String eta = rate > 0 ? clock((target - computed) / rate) : "?";
        String rare = rareHeaps >= 0 ? CliText.of("progress.rare", String.format(Locale.ROOT, "%,d", rareHeaps)).in(locale)
                : CliText.of("progress.naive").in(locale);
        String line = CliText.of("progress.sequence", String.format(Locale.ROOT, "%,d", computed),
                String.format(Locale.ROOT, "%,d", target), human(rate), rare, eta).in(locale);
        err.printf(Locale.ROOT, "\r  [%s%s] %3d%%  %s   ", "#".repeat(filled), ".".repeat(BAR - filled), 100L * computed / target, line);
        err.flush();
    }

    private static String human(double rate) {
        return rate >= 1e6 ? String.format(Locale.ROOT, "%.1f M", rate / 1e6)
                : rate >= 1e3 ? String.format(Locale.ROOT, "%.0f k", rate / 1e3) : String.format(Locale.ROOT, "%.0f", rate);
    }

    private static String clock(double seconds) {
        long whole = (long) Math.ceil(seconds);
        return whole >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
                : String.format(Locale.ROOT, "%d:%02d", whole / 60, whole % 60);
    }

    @Override
    public void close() {
        if (shown) {
            err.print("\r\033[2K");
            err.flush();
        }
    }
}
