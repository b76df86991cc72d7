package dev.grundy.heap;

import dev.grundy.solve.SearchBudget;

import java.util.concurrent.locks.LockSupport;

/**
 * Two threads computing one table's values, heaps alternating between them. A thread prepares heap
 * n once G(n − 2) is known, while the other still finishes heap n − 1, and then waits for G(n − 1)
 * to finish it (see {@link HeapStep}). Values are published in order through a volatile count, which makes each thread's
 * writes visible to the other. The storage must not change object while the threads run: room is
 * reserved, and a value too large for its type stops the run, for the caller to widen it and go on.
 */
final class PipelinedRun {
    private static final int PROGRESS_MASK = (1 << 14) - 1;
    private static final int SPINS = 1 << 10;
    private static final int YIELDS = 1 << 6;
    private static final long PARK_NANOS = 50_000;
    private final TakeAndBreakValues table;
    private final int end;
    private final int target;
    private final SearchBudget budget;
    private final SequenceListener listener;
    private final RareHeaps rare;
    private volatile int published;
    private volatile boolean stopped;
    private volatile Throwable failure;

    /**
     * @param table the table; its values hold two bytes or more each, with room for {@code end}
     * @param end the heap to stop before
     * @param target the heap the whole computation stops before, for progress
     * @param rare the rare heaps when the sparse method runs, else null
     * @param budget charged as values are computed
     * @param listener told of progress, from the calling thread
     */
    PipelinedRun(TakeAndBreakValues table, int end, int target, RareHeaps rare, SearchBudget budget,
                 SequenceListener listener) {
        this.table = table;
        this.end = end;
        this.target = target;
        this.rare = rare;
        this.budget = budget;
        this.listener = listener;
        this.published = table.valuesForPipeline().size();
    }

    /**
     * Runs until {@code end} or until a value too large for the storage's type; the calling thread
     * is one of the two workers, and keeps the budget's interruption checks.
     *
     * @return how many values are known afterwards
     */
    int run() {
        int first = published;
        Thread other = new Thread(() -> work(first + 1, false), "grundy-sequence-worker");
        other.setDaemon(true);
        other.start();
        try {
            work(first, true);
        } finally {
            stopped = true;
            joinQuietly(other);
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return published;
    }

    private void work(int firstHeap, boolean charging) {
        HeapStep step = new HeapStep(table);
        try {
            for (int n = firstHeap; n < end && !stopped; n += 2) {
                if (charging && (n & 255) < 2) {
                    budget.spend(256);
                }
                if (charging && (n & PROGRESS_MASK) < 2) {
                    int computed = published;
                    listener.progress(table.valuesForPipeline(), computed, target, rare == null ? -1 : table.rareCount());
                }
                if (!awaitPublished(n - 1)) {
                    return;
                }
                step.prepare(n, table.valuesForPipeline(), rare == null ? null : table.rareForPipeline(), table.maskForPipeline());
                if (!awaitPublished(n)) {
                    return;
                }
                int value = step.finish(n, table.valuesForPipeline());
                if (value > table.valuesForPipeline().largestHeld()) {
                    stopped = true;
                    return;
                }
                table.publish(n, value);
                published = n + 1;
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            stopped = true;
        }
    }

    /**
     * Spins briefly, as the other thread is usually a step away; then yields, and at last sleeps
     * a little, so that on a busy machine — where the other thread may not be running at all — the
     * waiting thread gives the processor up instead of spinning through the other's time.
     *
     * @return false if the run stopped while waiting
     */
    private boolean awaitPublished(int count) {
        for (int tries = 0; published < count; tries++) {
            if (stopped) {
                return false;
            }
            if (tries < SPINS) {
                Thread.onSpinWait();
            } else if (tries < SPINS + YIELDS) {
                Thread.yield();
            } else {
                LockSupport.parkNanos(PARK_NANOS);
            }
        }
        return true;
    }

    private static void joinQuietly(Thread thread) {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
