package dev.grundy.web;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Runs a request's computation on the request's own thread and interrupts it when its time is up;
 * the engine's searches notice the interrupt and stop with a {@link java.util.concurrent.CancellationException}.
 * Computing on the request thread keeps the time limit about computing, not about waiting in a queue.
 */
final class Deadline implements AutoCloseable {
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "grundy-deadline");
        thread.setDaemon(true);
        return thread;
    });
    private final long millis;

    /** @param millis how long a computation may run */
    Deadline(long millis) {
        this.millis = millis;
    }

    /** @return how long a computation may run, in milliseconds */
    long millis() {
        return millis;
    }

    /**
     * @param work the computation
     * @param <T> its result
     * @return its result
     * @throws java.util.concurrent.CancellationException if the time ran out first
     */
    <T> T run(Supplier<T> work) {
        Alarm alarm = new Alarm(Thread.currentThread());
        ScheduledFuture<?> ringing = timer.schedule(alarm::ring, millis, TimeUnit.MILLISECONDS);
        try {
            return work.get();
        } finally {
            ringing.cancel(false);
            alarm.silence();
        }
    }

    /** Interrupts its thread unless silenced first; once silenced, the thread goes back to the server clean. */
    private static final class Alarm {
        private final Thread worker;
        private boolean silenced;

        Alarm(Thread worker) {
            this.worker = worker;
        }

        synchronized void ring() {
            if (!silenced) {
                worker.interrupt();
            }
        }

        synchronized void silence() {
            silenced = true;
            Thread.interrupted();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
