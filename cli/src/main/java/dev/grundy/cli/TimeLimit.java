package dev.grundy.cli;

import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;

/**
 * {@code --timeout}: interrupts the working thread when its time is up, as Ctrl-C does, so that a
 * search stops wherever it is (every search, listing and sequence notices an interrupt) and the
 * command can say that the time limit stopped it rather than a person.
 */
final class TimeLimit implements AutoCloseable {
    private static final TimeLimit NONE = new TimeLimit();

    private final Thread worker;
    private final Thread timer;
    private volatile boolean expired;
    private boolean closed;

    private TimeLimit() {
        worker = null;
        timer = null;
    }

    private TimeLimit(double seconds) {
        worker = Thread.currentThread();
        long millis = Math.max(1, Math.round(seconds * 1000));
        timer = new Thread(() -> {
            try {
                TimeUnit.MILLISECONDS.sleep(millis);
            } catch (InterruptedException cancelled) {
                return;
            }
            ring();
        }, "grundy-timeout");
        timer.setDaemon(true);
        timer.start();
    }

    /**
     * @param seconds how long the work may take, or null for no limit
     * @return the limit, started
     */
    static TimeLimit start(Double seconds) {
        return seconds == null ? NONE : new TimeLimit(seconds);
    }

    private synchronized void ring() {
        if (!closed) {
            expired = true;
            worker.interrupt();
        }
    }

    /**
     * @param e how the work stopped
     * @return true when it stopped because the time was up, not because of Ctrl-C
     */
    boolean stopped(CancellationException e) {
        return expired;
    }

    /** Stops the timer; an interrupt it made is cleared, so the thread goes on clean. */
    @Override
    public synchronized void close() {
        if (timer == null || closed) {
            return;
        }
        closed = true;
        timer.interrupt();
        if (expired) {
            Thread.interrupted();
        }
    }
}
