package dev.grundy.cli.run;

import dev.grundy.budget.ProgressListener;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.misere.quotient.QuotientProgress;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;

/**
 * Shows a long search's progress on one line of a terminal, at most five times a second, and
 * clears it when done. Silent when no terminal is attached, so piped output stays clean.
 */
public final class TerminalProgress implements ProgressListener, QuotientProgress, AutoCloseable {
    private static final long INTERVAL_NANOS = 200_000_000L;

    private final PrintStream err;
    private final boolean enabled;
    private final long start = System.nanoTime();
    private long lastShown = start;
    private boolean shown;

    private final Locale locale;

    public TerminalProgress(Console console, Locale locale) {
        this.err = console.err();
        this.enabled = console.progress();
        this.locale = locale;
    }

    @Override
    public void explored(long states) {
        if (due()) {
            show("progress.states", grouped(states));
        }
    }

    /** A misère quotient build: the heap adjoined, the order, the candidates verified. */
    @Override
    public void adjoined(int heap, int order, long candidates) {
        if (due()) {
            show("progress.quotient", heap, order, grouped(candidates));
        }
    }

    @Override
    public void read(String source, long bytes, long total) {
        if (due()) {
            String percent = String.valueOf(total == 0 ? 100 : bytes * 100 / total);
            show("progress.reading", source, percent, grouped((total + (1 << 20) - 1) >> 20));
        }
    }

    /**
     * Whether a line is to be shown now: on a terminal, and not a moment after the last. Asked
     * before anything is formatted, since a command's first {@link String#format} costs its start
     * some milliseconds, and most runs show nothing.
     */
    private boolean due() {
        long now = System.nanoTime();
        if (!enabled || now - lastShown < INTERVAL_NANOS) {
            return false;
        }
        lastShown = now;
        return true;
    }

    private static String grouped(long number) {
        return String.format(Locale.ROOT, "%,d", number);
    }

    /** Shows the message, its last argument the seconds so far. */
    private void show(String key, Object... args) {
        shown = true;
        Object[] withSeconds = Arrays.copyOf(args, args.length + 1);
        withSeconds[args.length] = String.format(Locale.ROOT, "%.1f", (lastShown - start) / 1e9);
        err.print("\r  " + CliText.of(key, withSeconds).in(locale) + "\033[K");
        err.flush();
    }

    @Override
    public void close() {
        clear();
    }

    /** Clears the progress line, before the answer is printed. */
    public void clear() {
        if (shown) {
            err.print("\r\033[2K");
            err.flush();
            shown = false;
        }
    }
}
