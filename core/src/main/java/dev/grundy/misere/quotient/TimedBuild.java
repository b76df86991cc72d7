package dev.grundy.misere.quotient;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A quotient build with a limit of time: it runs on a thread of its own, interrupted when the
 * seconds are up or when the caller's thread is (Ctrl-C, {@code --timeout}); an interrupted build
 * stops with what it has ({@link QuotientBuilder.Stop#BUDGET}).
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
    static QuotientBuilder.Result run(QuotientBuilder builder, int lastHeap, dev.grundy.budget.SearchBudget budget, int seconds) {
        AtomicReference<QuotientBuilder.Result> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                result.set(builder.build(lastHeap, true, budget));
            } catch (RuntimeException e) {
                failure.set(e);
            }
        }, "quotient-build");
        worker.setDaemon(true);
        worker.start();
        try {
            worker.join(seconds * 1000L);
            worker.interrupt();
            worker.join();
        } catch (InterruptedException callerStopped) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            return null;
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }
}
