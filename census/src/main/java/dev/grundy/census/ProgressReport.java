package dev.grundy.census;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Tells a person how far a census has got — games done, running, left, and the time — on standard
 * error: on a terminal a bar redrawn on one line a few times a second; elsewhere (a log file, a
 * pipe) a plain line every {@value #LINE_EVERY_SECONDS} s, so that a short census says nothing; or
 * nothing at all ({@code --quiet}).
 */
final class ProgressReport implements CensusRun.Progress {
    /** How progress is shown. */
    enum Mode {
        /** A bar redrawn on one line: standard error is a terminal. */
        BAR,
        /** A line now and then: standard error is a file or a pipe. */
        LINES,
        /** Nothing. */
        QUIET
    }

    /** The seconds between two plain lines. */
    static final long LINE_EVERY_SECONDS = 30;
    /** The milliseconds between two drawings of the bar. */
    static final long BAR_EVERY_MILLIS = 200;
    /** The bar's width in characters. */
    static final int WIDTH = 30;

    private final Mode mode;
    private final PrintStream err;
    private final Text text;
    private final LongSupplier nanos;
    private final long start;
    private final long every;
    private long shown;
    private boolean drawn;

    /**
     * @param mode how to show it
     * @param err standard error
     * @param text the words
     * @param nanos the clock, {@link System#nanoTime} but in tests
     */
    ProgressReport(Mode mode, PrintStream err, Text text, LongSupplier nanos) {
        this.mode = mode;
        this.err = err;
        this.text = text;
        this.nanos = nanos;
        this.start = nanos.getAsLong();
        this.every = mode == Mode.BAR ? TimeUnit.MILLISECONDS.toNanos(BAR_EVERY_MILLIS) : TimeUnit.SECONDS.toNanos(LINE_EVERY_SECONDS);
        // The bar shows at once; the first plain line only after a while, so that a short census says nothing.
        this.shown = mode == Mode.BAR ? start - every : start;
    }

    /** @return the mode for a standard error that is or is not a terminal, and for --quiet */
    static Mode mode(boolean terminal, boolean quiet) {
        return quiet ? Mode.QUIET : terminal ? Mode.BAR : Mode.LINES;
    }

    @Override
    public void update(int done, int running, int left) {
        long now = nanos.getAsLong();
        if (mode == Mode.QUIET || now - shown < every) {
            return;
        }
        shown = now;
        String said = text.get("progress", done, running, left) + ", " + clock(now - start);
        if (mode == Mode.BAR) {
            err.print("\r\033[K" + bar(done, done + left) + " " + said);
            drawn = true;
        } else {
            err.println(said);
        }
    }

    /** Clears the bar, if one was drawn, before anything else is written. */
    /** A refusal is said even with --quiet: it is a warning, not progress. */
    @Override
    public void refusedRow(String code, String member) {
        end();
        err.println(text.get("refused.row", code, member));
    }

    @Override
    public void refusedFile(Path file) {
        end();
        err.println(text.get("refused.file", file));
    }

    void end() {
        if (drawn) {
            err.print("\r\033[K");
            drawn = false;
        }
    }

    /** @return "[#######.......]": the share of the games done */
    static String bar(int done, int total) {
        int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
        return "[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "]";
    }

    /** @return the time as h:mm:ss, or m:ss under an hour */
    static String clock(long nanos) {
        long seconds = TimeUnit.NANOSECONDS.toSeconds(nanos);
        return seconds >= 3600 ? String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format("%d:%02d", seconds / 60, seconds % 60);
    }
}
