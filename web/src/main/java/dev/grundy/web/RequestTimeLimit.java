package dev.grundy.web;

import dev.grundy.budget.Deadline;

import java.util.function.Supplier;

/**
 * Runs a request's computation on the request's own thread under a {@link Deadline}: when its time
 * is up the thread is interrupted, and the engine's searches notice it and stop with a
 * {@link java.util.concurrent.CancellationException}. Computing on the request thread keeps the
 * time limit about computing, not about waiting in a queue. The computation includes reading the
 * request's JSON and writing the answer's: on a server just started they took a third of a second
 * past a limit of one (issue 28, row 10).
 */
final class RequestTimeLimit {
    private final long millis;

    /** @param millis how long a computation may run */
    RequestTimeLimit(long millis) {
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
    @SuppressWarnings("try") // the deadline is there to ring
    <T> T run(Supplier<T> work) {
        try (Deadline deadline = Deadline.inMillis(millis)) {
            return work.get();
        } finally {
            // Whatever interrupted the work, the thread goes back to the server clean.
            Thread.interrupted();
        }
    }
}
