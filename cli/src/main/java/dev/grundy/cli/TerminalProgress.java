package dev.grundy.cli;

import dev.grundy.solve.ProgressListener;

import java.io.PrintStream;

/**
 * Shows a long search's progress on one line of a terminal, at most five times a second, and
 * clears it when done. Silent when no terminal is attached, so piped output stays clean.
 */
final class TerminalProgress implements ProgressListener, AutoCloseable {
    private static final long INTERVAL_NANOS = 200_000_000L;

    private final PrintStream err;
    private final boolean enabled;
    private final long start = System.nanoTime();
    private long lastShown = start;
    private boolean shown;

    TerminalProgress(Console console) {
        this.err = console.err();
        this.enabled = console.interactive();
    }

    @Override
    public void explored(long states) {
        long now = System.nanoTime();
        if (!enabled || now - lastShown < INTERVAL_NANOS) {
            return;
        }
        lastShown = now;
        shown = true;
        double seconds = (now - start) / 1e9;
        err.printf("\r  explored %,d states in %.1f s (Ctrl-C stops)", states, seconds);
        err.flush();
    }

    @Override
    public void close() {
        if (shown) {
            err.print("\r\033[2K");
            err.flush();
        }
    }
}
