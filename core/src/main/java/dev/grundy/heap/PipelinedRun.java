package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Two threads computing one table's values. Each takes the next heap not yet taken and prepares
 * it with the values known at that moment, up to {@value SequenceTuning#LOOKAHEAD} heaps ahead of
 * them (see {@link HeapStep}); it finishes its heaps in order, each once the heap before it is
 * known, whichever method's steps it is given ({@link NaiveGrundySequence},
 * {@link SparseGrundySequence}). So a thread whose heap needs a long scan holds up nobody: the
 * other goes on preparing the heaps after it, and finishing them is quick. Values are published in
 * order through a volatile count, which makes each thread's writes visible to the other. The
 * storage must not change object while the threads run: room is reserved, and a value too large
 * for its type stops the run, for the caller to widen it and go on.
 */
final class PipelinedRun {
    private final TakeAndBreakValues table;
    private final int end;
    private final int target;
    private final int lookahead;
    private final SearchBudget budget;
    private final SequenceListener listener;
    private final Supplier<HeapStep> steps;
    private final AtomicInteger nextHeap;
    /** Values charged to the budget so far; the calling thread's alone. */
    private int charged;
    private volatile int published;
    private volatile boolean stopped;
    private volatile Throwable failure;

    /**
     * @param table the table, its values with room reserved for {@code end}
     * @param end the heap to stop before
     * @param target the heap the whole computation stops before, for progress
     * @param steps makes the steps of the method that runs, one for each heap a thread holds
     * @param budget charged as values are computed
     * @param listener told of progress, from the calling thread
     */
    PipelinedRun(TakeAndBreakValues table, int end, int target, Supplier<HeapStep> steps, SearchBudget budget,
                 SequenceListener listener) {
        this.table = table;
        this.end = end;
        this.target = target;
        // A split in three may have its largest part at n − 2, which prepare needs known.
        this.lookahead = table.rules().splitsInThree() ? 1 : SequenceTuning.LOOKAHEAD;
        this.steps = steps;
        this.budget = budget;
        this.listener = listener;
        this.published = table.valuesForPipeline().size();
        this.charged = published;
        this.nextHeap = new AtomicInteger(published);
    }

    /**
     * Runs until {@code end} or until a value too large for the storage's type; the calling thread
     * is one of the two workers, and keeps the budget's interruption checks.
     *
     * @return how many values are known afterwards
     */
    int run() {
        Thread other = new Thread(() -> work(false), "grundy-sequence-worker");
        other.setDaemon(true);
        other.start();
        try {
            work(true);
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
        if (published > charged) {
            budget.spend(published - charged);
        }
        return published;
    }

    private void work(boolean charging) {
        Deque<HeapStep> pending = new ArrayDeque<>();
        Deque<HeapStep> spare = new ArrayDeque<>();
        int nextProgress = published;
        try {
            while (!stopped) {
                int known = published;
                if (charging && known - charged >= SequenceTuning.BUDGET_CHUNK) {
                    budget.spend(known - charged);
                    charged = known;
                }
                if (charging && known >= nextProgress) {
                    listener.progress(table.valuesForPipeline(), known, target, table.rareCount());
                    nextProgress = known + SequenceTuning.PROGRESS_EVERY;
                }
                HeapStep oldest = pending.peekFirst();
                if (oldest != null && oldest.heap() == known) {
                    if (!finishAndPublish(oldest)) {
                        return;
                    }
                    spare.push(pending.removeFirst());
                    continue;
                }
                int heap = nextHeap.get();
                if (heap < end && heap - known <= lookahead) {
                    if (nextHeap.compareAndSet(heap, heap + 1)) {
                        HeapStep step = spare.isEmpty() ? steps.get() : spare.pop();
                        step.prepare(heap, known, table.valuesForPipeline());
                        pending.addLast(step);
                    }
                } else if (known == end || !awaitPublished(known + 1)) {
                    // Both threads stay until every heap is published: the other may still hold some.
                    return;
                }
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            stopped = true;
        }
    }

    /** @return false if the value is too large for the storage, which stops the run */
    private boolean finishAndPublish(HeapStep step) {
        int heap = step.heap();
        int value = step.finish(table.valuesForPipeline());
        if (value > table.valuesForPipeline().largestHeld()) {
            stopped = true;
            return false;
        }
        table.publish(heap, value);
        published = heap + 1;
        return true;
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
            if (tries < SequenceTuning.SPINS) {
                Thread.onSpinWait();
            } else if (tries < SequenceTuning.SPINS + SequenceTuning.YIELDS) {
                Thread.yield();
            } else {
                LockSupport.parkNanos(SequenceTuning.PARK_NANOS);
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
