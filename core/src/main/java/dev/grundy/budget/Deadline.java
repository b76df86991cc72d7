package dev.grundy.budget;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A time limit on the work of the thread that starts it: when the time is up the thread is
 * interrupted, as Ctrl-C does, and every search, listing and sequence notices the interrupt and
 * stops where it is. Closing the deadline cancels the alarm and clears an interrupt it made, so the
 * thread goes on clean; {@link #expired()} tells a stop by the clock from any other interrupt. The
 * one alarm of the command line ({@code --timeout}), the server (its per-request limit), the
 * census (each game's seconds) and the misère quotient builds. One shared daemon timer thread
 * serves every deadline; starting one costs a scheduled task.
 */
public final class Deadline implements AutoCloseable {
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "grundy-deadline");
        thread.setDaemon(true);
        return thread;
    });

    private final Thread worker;
    private final long endNanos;
    private final ScheduledFuture<?> alarm;
    private boolean expired;
    private boolean closed;

    private Deadline(long millis) {
        this.worker = Thread.currentThread();
        this.endNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        this.alarm = TIMER.schedule(this::ring, millis, TimeUnit.MILLISECONDS);
    }

    /**
     * @param millis how long the current thread's work may take, at least 1
     * @return the deadline, started now
     * @throws IllegalArgumentException if millis is not positive
     */
    public static Deadline inMillis(long millis) {
        if (millis <= 0) {
            throw new IllegalArgumentException("a deadline needs a positive time, got " + millis + " ms");
        }
        return new Deadline(millis);
    }

    /**
     * @param seconds how long the current thread's work may take
     * @return the deadline, started now
     * @throws IllegalArgumentException if seconds is not positive
     */
    public static Deadline inSeconds(double seconds) {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("a deadline needs a positive time, got " + seconds + " s");
        }
        return new Deadline(Math.max(1, Math.round(seconds * 1000)));
    }

    /**
     * Whether the current thread's work is to stop: it has been interrupted, by a deadline's alarm,
     * Ctrl-C or its caller. Work asks this rather than the thread, because where no thread can
     * interrupt another (the browser's compiled engine) the answer comes from the open deadlines'
     * clocks instead.
     *
     * @return true when the current thread has been interrupted
     */
    public static boolean stopRequested() {
        return Thread.currentThread().isInterrupted();
    }

    /**
     * For work that may ignore the interrupt (code a person wrote, in a busy loop): runs
     * {@code stuck} when the deadline is still open a grace after the time is up.
     *
     * @param graceMillis how long interrupted work may take to stop
     * @param stuck what to do with work that did not stop
     * @return this deadline
     */
    public Deadline whenStuck(long graceMillis, Runnable stuck) {
        long delay = TimeUnit.NANOSECONDS.toMillis(endNanos - System.nanoTime()) + graceMillis;
        TIMER.schedule(() -> {
            if (!isClosed()) {
                stuck.run();
            }
        }, Math.max(0, delay), TimeUnit.MILLISECONDS);
        return this;
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    /** @return {@link System#nanoTime()} when the time is up, for work that checks the clock itself */
    public long endNanos() {
        return endNanos;
    }

    private synchronized void ring() {
        if (!closed) {
            expired = true;
            worker.interrupt();
        }
    }

    /** @return true when the time ran out, whether or not the work has stopped yet */
    public synchronized boolean expired() {
        return expired;
    }

    /** Cancels the alarm; an interrupt it made is cleared, so the thread goes on clean. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        alarm.cancel(false);
        if (expired && Thread.currentThread() == worker) {
            Thread.interrupted();
        }
    }
}
