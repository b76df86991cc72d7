package dev.grundy.browser.twin;

import org.teavm.jso.JSBody;

import java.util.ArrayList;
import java.util.List;

/**
 * The browser's {@code dev.grundy.budget.Deadline}: no thread can interrupt the engine's, so the
 * work asks the clock instead. {@link #stopRequested()} (which the searches call for every move,
 * through {@code SearchBudget.stopIfInterrupted}) is true while an open deadline's time is up,
 * as the JVM's thread stays interrupted until the deadline that rang is closed. So the server's
 * limits hold as they do there: a request's time, and a misère quotient build's own seconds
 * within it. The clock is read every {@value #CHECK_EVERY} questions, to keep them cheap.
 */
public final class Deadline implements AutoCloseable {
    private static final int CHECK_EVERY = 16;
    /** The deadlines not closed yet, innermost last. */
    private static final List<Deadline> OPEN = new ArrayList<>();
    private static int unchecked;
    private static boolean stopping;

    private final double endMillis;

    private Deadline(double millis) {
        this.endMillis = now() + millis;
        OPEN.add(this);
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

    /** @return true while an open deadline's time is up */
    public static boolean stopRequested() {
        if (!stopping && ++unchecked >= CHECK_EVERY) {
            unchecked = 0;
            stopping = anyExpired();
        }
        return stopping;
    }

    private static boolean anyExpired() {
        for (Deadline deadline : OPEN) {
            if (deadline.expired()) {
                return true;
            }
        }
        return false;
    }

    /** @return this deadline: work that ignores the clock cannot be stopped from within; the page ends its worker */
    public Deadline whenStuck(long graceMillis, Runnable stuck) {
        return this;
    }

    public long endNanos() {
        return (long) (endMillis * 1_000_000);
    }

    public boolean expired() {
        return now() > endMillis;
    }

    /** Forgets this deadline, and with it a stop it asked for, as the JVM's clears its interrupt. */
    @Override
    public void close() {
        OPEN.remove(this);
        stopping = anyExpired();
    }

    @JSBody(script = "return performance.now();")
    private static native double now();
}
