package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Two threads computing one run's values: a table's in memory ({@link #inMemory}, with
 * {@link HeapStep}s) or a streamed run's ({@link StreamedSequence}, with windowed steps). Each
 * takes the next two heaps not yet taken (one, until it has timed a heap) and prepares them with
 * the values known at that moment, up to {@value SequenceTuning#LOOKAHEAD} heaps ahead of them (see
 * {@link HeapStep}; two at a time, so that a method may share work between neighbouring heaps —
 * {@link SparseGrundySequence} marks the next heap's left with this one's — and hand-overs between
 * the threads are half as many); it finishes its heaps in order, each once the heap before it is
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
 *
 * <p><b>Two threads or one.</b> Taking heaps over keeps a run going when the partner stops, but
 * when the two threads seldom run at once their hand-overs still cost processor time and save no
 * wall time. So the run goes in stretches of {@value #STRETCH} heaps, each on two threads or on the
 * calling thread alone, as {@link PairOrAlone} chooses from the wall and processor time per heap
 * measured on the latest stretches run each way; a table hands the same choice to the run of each
 * doubling, so that a run does not begin with a look at each way (0.167 to 2^24 ran 36 stretches on
 * two threads so, 12 since). A stretch alone runs as one thread computes: each heap prepared once
 * the one before it is known, with the method's own step for that ({@link Heaps#newSerialStep}),
 * which may share work between neighbouring heaps, and finished without the pipeline's loop over
 * the splits left late ({@link Heaps#finishInTurn}), so that the JIT compiles the two apart. A
 * stretch that only looks at a way — the first measure of two threads, or the way not taken tried
 * again — is {@value #LOOK} heaps: a look at two threads on a busy machine costs their extra
 * processor time, and a short look costs an eighth of a whole stretch's.
 *
 * <p>What the threads work on is a {@link Heaps}: the steps of one method, the values they read
 * and where the values go; heaps are longs, so that a streamed run goes beyond 2^31.
 *
 * @param <S> the step, scratch space for one heap
 */
final class PipelinedRun<S> {
    /** Heaps a thread computes between two measures of its processor time per heap. */
    private static final int MEASURE_EVERY = 64;
    /**
     * Heaps in a stretch run one way, on two threads or alone ({@link PairOrAlone}): some
     * milliseconds, long against the start of a thread (tens of microseconds) and a time slice.
     */
    private static final int STRETCH = 1 << 15;
    /** Heaps in a stretch that looks at a way: still long against the start of a thread. */
    private static final int LOOK = 1 << 12;

    private final Heaps<S> heaps;
    private final long end;
    /** The end of the stretch the threads work on. */
    private long stretchEnd;
    private final int lookahead;
    private final SearchBudget budget;
    private final AtomicLong nextHeap;
    /** Heaps whose value a thread has begun to publish: one ahead of {@link #published} while it does. */
    private final AtomicLong claimed;
    /** Values charged to the budget so far, and when progress is next told; the calling thread's alone. */
    private long charged;
    private long nextProgress;
    private volatile long published;
    /** The largest value published, for the steps' room. */
    private volatile int largest;
    private volatile boolean stopped;
    private volatile Throwable failure;
    private int takenOver;
    private int stretchesAlone;
    /** The calling thread's step for stretches alone, made when first needed. */
    private S serialStep;
    /** Two threads or one, from what the stretches cost: the caller's, kept from run to run. */
    private final PairOrAlone choice;

    /**
     * @param heaps what the threads work on
     * @param known how many values are known, G(0 … known − 1)
     * @param largest the largest of them
     * @param end the heap to stop before
     * @param lookahead how far ahead of the known values a heap may be prepared
     * @param budget charged as values are computed
     * @param choice two threads or one: a table or a streamed run that runs the pipeline at each
     *     doubling hands the same to every run, so that what the latest stretches cost carries
     *     over, the pair warms up once, the way not taken is looked at as seldom as it keeps losing,
     *     and a run does not begin with a look at each way
     */
    PipelinedRun(Heaps<S> heaps, long known, int largest, long end, int lookahead, SearchBudget budget, PairOrAlone choice) {
        this.heaps = heaps;
        this.choice = choice;
        this.largest = largest;
        this.end = end;
        this.lookahead = lookahead;
        this.budget = budget;
        this.published = known;
        this.charged = known;
        this.nextProgress = known;
        this.nextHeap = new AtomicLong(known);
        this.claimed = new AtomicLong(known);
    }

    /**
     * A run over a table in memory: the steps of one method ({@link NaiveGrundySequence},
     * {@link SparseGrundySequence}) reading the compact values, which the outlet adds to.
     *
     * @param values the values known so far, with room reserved for {@code end}; the outlet adds
     *     each new value to this same object
     * @param largest the largest of them
     * @param geometry the game's splits
     * @param steps makes the steps of the method that runs, one for each heap a thread holds
     * @param serialStep the method's step for stretches run alone, heap after heap: the table's
     *     own, which its one-thread loop uses too, so that it is warm and kept from run to run
     * @param choice two threads or one, kept by the table from run to run
     * @param end the heap to stop before
     * @param budget charged as values are computed
     * @param outlet what publishes the values and tells progress
     * @return the run, to {@link #run}
     */
    static PipelinedRun<HeapStep> inMemory(CompactValues values, int largest, SplitGeometry geometry, Supplier<HeapStep> steps,
                                           HeapStep serialStep, PairOrAlone choice, int end, SearchBudget budget, Outlet outlet) {
        // A split in three may have its largest part at n − 2, which prepare needs known.
        int lookahead = geometry.splitsInThree() ? 1 : SequenceTuning.LOOKAHEAD;
        return new PipelinedRun<>(new TableHeaps(values, steps, serialStep, outlet), values.size(), largest, end, lookahead, budget,
                choice);
    }

    /**
     * Runs until {@code end} or until a value too large for the storage's type; the calling thread
     * is one of the two workers, and keeps the budget's interruption checks.
     *
     * @return how many values are known afterwards
     */
    long run() {
        Worker caller = new Worker();
        Worker helper = new Worker();
        caller.partner = helper;
        helper.partner = caller;
        caller.thread = Thread.currentThread();
        try {
            while (published < end && !stopped) {
                long start = published;
                boolean pair = choice.pairNext();
                stretchEnd = Math.min(end, start + (choice.looking() ? LOOK : STRETCH));
                long wallStart = System.nanoTime();
                long cpuStart = ThreadCpuClock.ofCurrentThread();
                long helperCpu = 0;
                if (pair) {
                    helperCpu = runPair(caller, helper);
                } else {
                    runAlone();
                    stretchesAlone++;
                }
                choice.record(pair, published - start, System.nanoTime() - wallStart,
                        ThreadCpuClock.ofCurrentThread() - cpuStart + helperCpu);
            }
        } finally {
            stopped = true;
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

    /** Runs the stretch on both threads, the calling one and a new one. @return the new thread's processor time */
    private long runPair(Worker caller, Worker helper) {
        Thread other = new Thread(() -> work(helper, false), "grundy-sequence-worker");
        helper.thread = other;
        other.setDaemon(true);
        other.start();
        try {
            work(caller, true);
        } finally {
            if (published < stretchEnd) {
                stopped = true;
            }
            joinQuietly(other);
        }
        return helper.cpuSpent;
    }

    /**
     * Runs the stretch on the calling thread alone, as one thread computes: each heap prepared once
     * the heap before it is known. Nothing is shared while it runs, so the counts the two threads
     * share are set once, at the end: a volatile write a heap is a few per cent of a heap of 0.167.
     */
    private void runAlone() {
        if (serialStep == null) {
            serialStep = heaps.newSerialStep();
        }
        S step = serialStep;
        long heap = published;
        int top = largest;
        try {
            for (; heap < stretchEnd; heap++) {
                tell(heap);
                heaps.prepare(step, heap, heap, top);
                int value = heaps.finishInTurn(step, top);
                if (!heaps.holds(value)) {
                    stopped = true;
                    break;
                }
                heaps.publish(heap, value);
                top = Math.max(top, value);
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            stopped = true;
        } finally {
            largest = top;
            published = heap;
            claimed.set(heap);
            nextHeap.set(heap);
        }
    }

    /** Charges the budget and tells progress, from the calling thread: G(0 … known − 1) are known. */
    private void tell(long known) {
        if (known - charged >= SequenceTuning.BUDGET_CHUNK) {
            budget.spend(known - charged);
            charged = known;
        }
        if (known >= nextProgress) {
            heaps.progress(known);
            nextProgress = known + SequenceTuning.PROGRESS_EVERY;
        }
    }

    /** @return how many heaps a thread computed in place of its partner, which was not running; after {@link #run} */
    int takenOver() {
        return takenOver;
    }

    /** @return how many stretches the calling thread ran alone; after {@link #run} */
    int stretchesAlone() {
        return stretchesAlone;
    }

    private void work(Worker me, boolean charging) {
        me.startMeasuring();
        try {
            while (!stopped) {
                long known = published;
                if (charging) {
                    tell(known);
                }
                S oldest = me.pending.peekFirst();
                if (oldest != null && heaps.heap(oldest) < known) {
                    // The partner took it over.
                    me.spare.push(me.pending.removeFirst());
                    continue;
                }
                if (oldest != null && heaps.heap(oldest) == known) {
                    if (!finishAndPublish(me, oldest)) {
                        return;
                    }
                    me.spare.push(me.pending.removeFirst());
                    continue;
                }
                long heap = nextHeap.get();
                if (heap < stretchEnd && heap - known <= lookahead) {
                    // Two heaps at a time once this thread has measured one: half the hand-overs, and a method may share work.
                    boolean two = heap + 1 < stretchEnd && heap + 1 - known <= lookahead && me.heapNanos > 0;
                    if (nextHeap.compareAndSet(heap, heap + (two ? 2 : 1))) {
                        if (two) {
                            me.prepareTwo(heap, known);
                        } else {
                            me.prepareOne(heap, known);
                        }
                    }
                } else if (known == stretchEnd || !awaitOrTakeOver(me, known)) {
                    // Both threads stay until every heap is published: the other may still hold some.
                    return;
                }
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            stopped = true;
        } finally {
            me.stopMeasuring();
        }
    }

    /**
     * Publishes the heap of a finished step, unless the partner has begun to publish it.
     *
     * @return false if the value is too large for the storage, which stops the run
     */
    private boolean finishAndPublish(Worker me, S step) {
        long heap = heaps.heap(step);
        int value;
        try {
            value = heaps.finish(step, largest);
        } catch (RuntimeException e) {
            dropIfTakenOver(heap, e);
            return true;
        }
        me.countHeap();
        if (!claimed.compareAndSet(heap, heap + 1)) {
            return true;
        }
        if (!heaps.holds(value)) {
            stopped = true;
            return false;
        }
        heaps.publish(heap, value);
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
    private boolean awaitOrTakeOver(Worker me, long heap) {
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
    private boolean takeOver(Worker me, long heap) {
        S step = me.spareStep();
        boolean fits = !me.prepare(step, heap, heap) || finishAndPublish(me, step);
        me.spare.push(step);
        me.takenOver++;
        return fits;
    }

    /**
     * A step whose heap the partner has published meanwhile may have read values a streamed
     * window has since dropped (see {@link WindowedValues}): whatever it computed is dropped, and
     * so is a failure it met. Any other failure is the run's.
     */
    private void dropIfTakenOver(long heap, RuntimeException failure) {
        if (claimed.get() <= heap) {
            throw failure;
        }
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
        final Deque<S> pending = new ArrayDeque<>();
        final Deque<S> spare = new ArrayDeque<>();
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
        /** The processor time of this thread's latest stretch, from the start of its work to the end. */
        long cpuSpent;
        private long cpuAtStart;

        /** At the start of a stretch: drops the steps of heaps published, and starts the clocks. */
        void startMeasuring() {
            while (!pending.isEmpty()) {
                spare.push(pending.removeFirst());
            }
            partnerStoppedAt = -1;
            heapsMeasured = 0;
            cpuAtStart = ThreadCpuClock.ofCurrentThread();
            cpuAtMeasure = cpuAtStart;
        }

        void stopMeasuring() {
            cpuSpent = ThreadCpuClock.ofCurrentThread() - cpuAtStart;
        }

        S spareStep() {
            return spare.isEmpty() ? heaps.newStep() : spare.pop();
        }

        /** Prepares a heap this thread has taken, to finish it once the heaps below it are known. */
        void prepareOne(long heap, long known) {
            S step = spareStep();
            if (prepare(step, heap, known)) {
                pending.addLast(step);
            } else {
                spare.push(step);
            }
        }

        /**
         * Prepares two heaps this thread has taken, heap and heap + 1, with the same values known
         * ({@link Heaps#prepareTwo}). If that fails on a heap the partner has published meanwhile,
         * the second is prepared again alone, so that each is dropped only if it was taken over.
         */
        void prepareTwo(long heap, long known) {
            S first = spareStep();
            S second = spareStep();
            try {
                heaps.prepareTwo(first, second, heap, known, largest);
                progress += 2;
                pending.addLast(first);
                pending.addLast(second);
                return;
            } catch (RuntimeException e) {
                dropIfTakenOver(heap, e);
            }
            spare.push(first);
            spare.push(second);
            prepareOne(heap + 1, known);
        }

        /** @return false if the step failed on a heap the partner has published meanwhile: it is dropped */
        boolean prepare(S step, long heap, long known) {
            try {
                if (heapNanos == 0) {
                    // The first heap, timed alone, until MEASURE_EVERY heaps give a processor time.
                    long start = System.nanoTime();
                    heaps.prepare(step, heap, known, largest);
                    heapNanos = Math.max(1, System.nanoTime() - start);
                    cpuAtMeasure = ThreadCpuClock.ofCurrentThread();
                } else {
                    heaps.prepare(step, heap, known, largest);
                }
            } catch (RuntimeException e) {
                dropIfTakenOver(heap, e);
                return false;
            }
            progress++;
            return true;
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

    /**
     * What the two threads work on: steps of one method, the values they read, and where new
     * values go. Steps are prepared by either thread at once; values are published in heap order,
     * by one thread at a time.
     *
     * @param <S> the step
     */
    interface Heaps<S> {
        /** @return a step with scratch space of its own */
        S newStep();

        /**
         * @return a step for heaps given one after the other, each prepared once every heap below
         *     it is known, as on one thread: it may share work between neighbouring heaps, which
         *     steps of two threads cannot
         */
        S newSerialStep();

        /**
         * Begins a heap with the values known so far (see {@link HeapStep#prepare}).
         *
         * @param known how many values are known: at most the heap, and at least heap − lookahead
         */
        void prepare(S step, long heap, long known, int largest);

        /**
         * Begins heap in the first step and heap + 1 in the second, both with the same values
         * known; a method may share work between the two.
         */
        default void prepareTwo(S first, S second, long heap, long known, int largest) {
            prepare(first, heap, known, largest);
            prepare(second, heap + 1, known, largest);
        }

        /** @return the value of the step's heap, once every heap below it is known */
        int finish(S step, int largest);

        /**
         * @return {@link #finish} for a step prepared with every value below its heap known, as a
         *     serial step is: no split was left for the finish, only the takes
         */
        int finishInTurn(S step, int largest);

        /** @return the heap the step last prepared */
        long heap(S step);

        /** @return whether the values' storage holds this value; if not, the run stops before it */
        boolean holds(int value);

        /** Publishes G(heap), in heap order, by one thread at a time. */
        void publish(long heap, int value);

        /** Tells progress: G(0 … known − 1) are known. Called from the thread that called {@link #run}. */
        void progress(long known);
    }

    /** Where a table's values go: the table, which alone publishes them. */
    interface Outlet {
        /**
         * Publishes G(heap): adds it to the values the run reads, which must stay the same object.
         * Called in heap order, by one thread at a time.
         */
        void publish(int heap, int value);

        /** Tells progress: G(0 … known − 1) are known. Called from the thread that called {@link #run}. */
        void progress(int known);
    }

    /** A table in memory: {@link HeapStep}s reading the compact values, each new value handed to the outlet. */
    private record TableHeaps(CompactValues values, Supplier<HeapStep> steps, HeapStep serialStep, Outlet outlet)
            implements Heaps<HeapStep> {
        @Override
        public HeapStep newStep() {
            return steps.get();
        }

        @Override
        public HeapStep newSerialStep() {
            return serialStep;
        }

        @Override
        public void prepare(HeapStep step, long heap, long known, int largest) {
            step.prepare((int) heap, (int) known, values, largest);
        }

        @Override
        public void prepareTwo(HeapStep first, HeapStep second, long heap, long known, int largest) {
            first.prepareTwo(second, (int) heap, (int) known, values, largest);
        }

        @Override
        public int finish(HeapStep step, int largest) {
            return step.finish(values, largest);
        }

        @Override
        public int finishInTurn(HeapStep step, int largest) {
            return step.finishInTurn(values, largest);
        }

        @Override
        public long heap(HeapStep step) {
            return step.heap();
        }

        @Override
        public boolean holds(int value) {
            return value <= values.largestHeld();
        }

        @Override
        public void publish(long heap, int value) {
            outlet.publish((int) heap, value);
        }

        @Override
        public void progress(long known) {
            outlet.progress((int) known);
        }
    }
}
