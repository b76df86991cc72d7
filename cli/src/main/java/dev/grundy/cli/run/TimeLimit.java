package dev.grundy.cli.run;

import dev.grundy.budget.Deadline;
import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.text.GrundyException;

import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * {@code --timeout}: interrupts the working thread when its time is up, as Ctrl-C does, so that a
 * search stops wherever it is (every search, listing and sequence notices an interrupt) and the
 * command can say that the time limit stopped it rather than a person. Person's code that loops
 * ignores the interrupt: when the work has not ended a short grace after the limit,
 * {@link CallWatchdog#timeLimitReached} ends the process if such code is running.
 */
public final class TimeLimit implements AutoCloseable {
    private static final TimeLimit NONE = new TimeLimit(null);
    /** How long interrupted work may take to stop before running person's code is taken to be stuck. */
    private static final long GRACE_MILLIS = 2000;

    private final Deadline deadline;

    private TimeLimit(Deadline deadline) {
        this.deadline = deadline;
    }

    /**
     * Runs work within the limit: when the time is up it is interrupted, and its stop is told in one
     * line saying how far the search got.
     *
     * @param seconds how long the work may take, or null for no limit
     * @param budget the work's budget, for how far it got
     * @param work the work
     * @param <T> its result
     * @return its result
     */
    public static <T> T run(Double seconds, SearchBudget budget, Supplier<T> work) {
        try (TimeLimit limit = start(seconds)) {
            try {
                return work.get();
            } catch (CancellationException e) {
                if (limit.stopped(e)) {
                    throw new GrundyException(CliText.of("error.timedOut", Seconds.of(seconds),
                            String.format(Locale.ROOT, "%,d", budget.spent())));
                }
                throw e;
            }
        }
    }

    /**
     * @param seconds how long the work may take, or null for no limit
     * @return the limit, started
     */
    public static TimeLimit start(Double seconds) {
        return seconds == null ? NONE : new TimeLimit(Deadline.inSeconds(seconds)
                .whenStuck(GRACE_MILLIS, () -> CallWatchdog.timeLimitReached(Seconds.of(seconds))));
    }

    /**
     * @param e how the work stopped
     * @return true when it stopped because the time was up, not because of Ctrl-C
     */
    public boolean stopped(CancellationException e) {
        return deadline != null && deadline.expired();
    }

    /** Stops the timer; an interrupt it made is cleared, so the thread goes on clean. */
    @Override
    public void close() {
        if (deadline != null) {
            deadline.close();
        }
    }
}
