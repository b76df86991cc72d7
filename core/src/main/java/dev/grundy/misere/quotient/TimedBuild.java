package dev.grundy.misere.quotient;

import dev.grundy.budget.Deadline;
import dev.grundy.budget.SearchBudget;

/**
 * A quotient build with a limit of time, on the caller's thread: a {@link Deadline} interrupts it
 * when the seconds are up, and so does an interrupt of the caller (Ctrl-C, {@code --timeout});
 * an interrupted build stops with what it has ({@link QuotientBuilder.Stop#BUDGET}).
 */
final class TimedBuild {
    private TimedBuild() {
    }

    /**
     * @param builder the builder
     * @param lastHeap the last heap to adjoin; the build stops sooner once final
     * @param budget the states allowed
     * @param seconds the most seconds
     * @return the build's result, or null when the caller was interrupted before it ended
     * @throws dev.grundy.text.InvalidPositionException as the build does
     */
    static QuotientBuilder.Result run(QuotientBuilder builder, int lastHeap, SearchBudget budget, int seconds) {
        QuotientBuilder.Result result;
        try (Deadline deadline = Deadline.inSeconds(seconds)) {
            result = builder.build(lastHeap, true, budget);
            if (!deadline.expired() && Deadline.stopRequested()) {
                return null;
            }
        }
        return result;
    }
}
