package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicInteger;
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
 * for its type stops the run, for the caller to widen it and go on. The run reads the values and
 * hands each new one to an {@link Outlet} (the table), which alone publishes it.
 *
 * <p><b>A partner that does not run.</b> On a busy machine a thread may wait milliseconds for a
 * processor, and the heap it holds holds up the other. So a thread that needs its partner's heap
 * waits only while the partner runs, and otherwise computes that heap itself: a heap is published
 * by whichever thread finishes it first (a compare-and-set on the count of heaps claimed), the
 * other drops its copy, and the values are the same either way. Whether the partner runs is
 * measured, not guessed: the waiting thread watches the partner's progress count for as long as a
 * heap takes it ({@link #heapNanos}, its own processor time per heap, measured as it goes); if the
 * partner shows none, it reads the partner's processor time ({@link ThreadCpuClock}) and, after
 * as long again, takes the heap over if the partner ran for less than half that time. A partner
 * in a long scan runs all the time and is waited for; a partner without a processor is not, and
 * until it shows progress again its heaps are taken over at once, so that the run goes on at the
 * speed of one thread. Ski rental: a heap costs at most about three times its own work (two
 * windows waited, then computed), and only once each time the partner stops.
 */
final class PipelinedRun {
    /** Heaps a thread computes between two measures of its processor time per heap. */
    private static final int MEASURE_EVERY = 64;

    private final CompactValues values;
    private final int end;
    private final int lookahead;
    private final SearchBudget budget;
    private final Outlet outlet;
    private final Supplier<HeapStep> steps;
    private final AtomicInteger nextHeap;
    /** Heaps whose value a thread has begun to publish: one ahead of {@link #published} while it does. */
    private final AtomicInteger claimed;
    /** Values charged to the budget so far; the calling thread's alone. */
    private int charged;
    private volatile int published;
    /** The largest value published, for the steps' room. */
    private volatile int largest;
    private volatile boolean stopped;
    private volatile Throwable failure;
    private int takenOver;

    /**
     * @param values the values known so far, with room reserved for {@code end}; the outlet adds
     *     each new value to this same object
     * @param largest the largest of them
     * @param geometry the game's splits
     * @param steps makes the steps of the method that runs, one for each heap a thread holds
     * @param end the heap to stop before
     * @param budget charged as values are computed
     * @param outlet what publishes the values and tells progress
     */
    PipelinedRun(CompactValues values, int largest, SplitGeometry geometry, Supplier<HeapStep> steps, int end,
                 SearchBudget budget, Outlet outlet) {
        this.values = values;
        this.largest = largest;
        this.end = end;
        // A split in three may have its largest part at n − 2, which prepare needs known.
        this.lookahead = geometry.splitsInThree() ? 1 : SequenceTuning.LOOKAHEAD;
        this.steps = steps;
        this.budget = budget;
        this.outlet = outlet;
        this.published = values.size();
        this.charged = published;
        this.nextHeap = new AtomicInteger(published);
        this.claimed = new AtomicInteger(published);
    }

    /**
     * Runs until {@code end} or until a value too large for the storage's type; the calling thread
     * is one of the two workers, and keeps the budget's interruption checks.
     *
     * @return how many values are known afterwards
     */
    int run() {
        Worker caller = new Worker();
        Worker helper = new Worker();
        caller.partner = helper;
        helper.partner = caller;
        caller.thread = Thread.currentThread();
        Thread other = new Thread(() -> work(helper, false), "grundy-sequence-worker");
        helper.thread = other;
        other.setDaemon(true);
        other.start();
        try {
            work(caller, true);
        } finally {
            stopped = true;
            joinQuietly(other);
        }
        takenOver = caller.takenOver + helper.takenOver;
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

    /** @return how many heaps a thread computed in place of its partner, which was not running; after {@link #run} */
    int takenOver() {
        return takenOver;
    }

    private void work(Worker me, boolean charging) {
        int nextProgress = published;
        try {
            while (!stopped) {
                int known = published;
                if (charging && known - charged >= SequenceTuning.BUDGET_CHUNK) {
                    budget.spend(known - charged);
                    charged = known;
                }
                if (charging && known >= nextProgress) {
                    outlet.progress(known);
                    nextProgress = known + SequenceTuning.PROGRESS_EVERY;
                }
                HeapStep oldest = me.pending.peekFirst();
                if (oldest != null && oldest.heap() < known) {
                    // The partner took it over.
                    me.spare.push(me.pending.removeFirst());
                    continue;
                }
                if (oldest != null && oldest.heap() == known) {
                    if (!finishAndPublish(me, oldest)) {
                        return;
                    }
                    me.spare.push(me.pending.removeFirst());
                    continue;
                }
                int heap = nextHeap.get();
                if (heap < end && heap - known <= lookahead) {
                    if (nextHeap.compareAndSet(heap, heap + 1)) {
                        HeapStep step = me.spare.isEmpty() ? steps.get() : me.spare.pop();
                        me.prepare(step, heap, known);
                        me.pending.addLast(step);
                    }
                } else if (known == end || !awaitOrTakeOver(me, known)) {
                    // Both threads stay until every heap is published: the other may still hold some.
                    return;
                }
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            stopped = true;
        }
    }

    /**
     * Publishes the heap of a finished step, unless the partner has begun to publish it.
     *
     * @return false if the value is too large for the storage, which stops the run
     */
    private boolean finishAndPublish(Worker me, HeapStep step) {
        int heap = step.heap();
        int value = step.finish(values, largest);
        me.countHeap();
        if (!claimed.compareAndSet(heap, heap + 1)) {
            return true;
        }
        if (value > values.largestHeld()) {
            stopped = true;
            return false;
        }
        outlet.publish(heap, value);
        if (value > largest) {
            largest = value;
        }
        published = heap + 1;
        me.progress++;
        return true;
    }

    /**
     * Waits for the partner's heap while the partner runs, and computes it in the partner's place
     * once it does not (see the class comment).
     *
     * @param heap the first heap not published, which the partner holds
     * @return false if the run stopped
     */
    private boolean awaitOrTakeOver(Worker me, int heap) {
        Worker partner = me.partner;
        int seen = partner.progress;
        if (seen == me.partnerStoppedAt) {
            return takeOver(me, heap);
        }
        long windowStart = System.nanoTime();
        long partnerCpu = -1;
        for (int spins = 1; published == heap; spins++) {
            if (stopped) {
                return false;
            }
            SpinWait.pause();
            long now = (spins & 63) == 0 ? System.nanoTime() : windowStart;
            if (now - windowStart < me.heapNanos) {
                continue;
            }
            if (partner.progress != seen) {
                seen = partner.progress;
                partnerCpu = -1;
            } else {
                long cpu = ThreadCpuClock.of(partner.thread);
                boolean partnerIdle = partnerCpu >= 0 && 2 * (cpu - partnerCpu) < now - windowStart;
                if (partnerIdle && claimed.get() == heap) {
                    me.partnerStoppedAt = seen;
                    return takeOver(me, heap);
                }
                if (partnerIdle) {
                    // It stopped while publishing the heap: nothing to take over, only to wait for.
                    Thread.yield();
                }
                partnerCpu = cpu;
            }
            windowStart = now;
        }
        return true;
    }

    /** Computes the heap the partner holds from the start, and publishes it unless the partner did first. */
    private boolean takeOver(Worker me, int heap) {
        HeapStep step = me.spare.isEmpty() ? steps.get() : me.spare.pop();
        me.prepare(step, heap, heap);
        boolean fits = finishAndPublish(me, step);
        me.spare.push(step);
        me.takenOver++;
        return fits;
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

    /** One of the two threads: the heaps it holds, and what it measured of itself and its partner. */
    private final class Worker {
        final Deque<HeapStep> pending = new ArrayDeque<>();
        final Deque<HeapStep> spare = new ArrayDeque<>();
        Thread thread;
        Worker partner;
        /** Steps prepared and heaps published: changes while the thread runs, and only then. */
        volatile int progress;
        /** The partner's progress when it was last found not running, or -1. */
        int partnerStoppedAt = -1;
        /** This thread's processor time per heap, prepare and finish, as last measured. */
        long heapNanos;
        int heapsMeasured;
        long cpuAtMeasure;
        int takenOver;

        void prepare(HeapStep step, int heap, int known) {
            if (heapNanos == 0) {
                // The first heap, timed alone, until MEASURE_EVERY heaps give a processor time.
                long start = System.nanoTime();
                step.prepare(heap, known, values, largest);
                heapNanos = Math.max(1, System.nanoTime() - start);
                cpuAtMeasure = ThreadCpuClock.ofCurrentThread();
            } else {
                step.prepare(heap, known, values, largest);
            }
            progress++;
        }

        /** Counts a heap finished, and measures the processor time per heap every {@link #MEASURE_EVERY}. */
        void countHeap() {
            if (++heapsMeasured == MEASURE_EVERY) {
                long cpu = ThreadCpuClock.ofCurrentThread();
                if (cpu > cpuAtMeasure) {
                    heapNanos = (cpu - cpuAtMeasure) / MEASURE_EVERY;
                }
                cpuAtMeasure = cpu;
                heapsMeasured = 0;
            }
        }
    }

    /** Where the run's values go: the table, which alone publishes them. */
    interface Outlet {
        /**
         * Publishes G(heap): adds it to the values the run reads, which must stay the same object.
         * Called in heap order, by one thread at a time.
         */
        void publish(int heap, int value);

        /** Tells progress: G(0 … known − 1) are known. Called from the thread that called {@link #run}. */
        void progress(int known);
    }
}
