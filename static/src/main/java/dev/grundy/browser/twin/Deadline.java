package dev.grundy.browser.twin;

/**
 * The browser's {@code dev.grundy.budget.Deadline}: a worker's computation runs to its end without
 * yielding, so no alarm could interrupt it; the page stops the whole worker when the request's time
 * is up (the server's limit), and this deadline only tells by the clock whether its time ran out.
 * A misère quotient build in the browser is therefore bounded by the request's time, not its own.
 */
public final class Deadline implements AutoCloseable {
    private final long endNanos;

    private Deadline(long millis) {
        this.endNanos = System.nanoTime() + millis * 1_000_000L;
    }

    public static Deadline inMillis(long millis) {
        if (millis <= 0) {
            throw new IllegalArgumentException("a deadline needs a positive time, got " + millis + " ms");
        }
        return new Deadline(millis);
    }

    public static Deadline inSeconds(double seconds) {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("a deadline needs a positive time, got " + seconds + " s");
        }
        return new Deadline(Math.max(1, Math.round(seconds * 1000)));
    }

    public Deadline whenStuck(long graceMillis, Runnable stuck) {
        return this;
    }

    public long endNanos() {
        return endNanos;
    }

    public boolean expired() {
        return System.nanoTime() - endNanos > 0;
    }

    @Override
    public void close() {
    }
}
