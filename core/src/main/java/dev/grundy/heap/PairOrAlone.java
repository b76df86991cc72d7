package dev.grundy.heap;

/**
 * Whether a {@link PipelinedRun}'s next stretch of heaps runs on two threads or on one, chosen by
 * what the stretches run so far cost: the wall time and the processor time (both threads') per heap
 * of the latest stretch run each way. Two threads are worth it only while they save wall time and
 * add at most {@value #MOST_ADDED_PERCENT}% to the processor time — the price issue 30 sets for the
 * second core, so that a run on a shared machine never takes much more of it than one thread would —
 * or, when they had both processors to themselves, at most {@value #MOST_ADDED_PERCENT_IDLE}%. A
 * thread had a processor to itself when its processor time is at least
 * {@value #HAD_PROCESSOR_PERCENT}% of its wall time: two threads get that only when no other process
 * wants a processor (beside one busy process each gets two thirds of one, beside two half); then
 * their extra processor time takes nothing from anyone, and the wall time they save is at least a
 * quarter. On an idle machine two threads of Officers save nearly half the wall time for 5–15% more
 * processor time; those of 0.167, whose heaps take a few hundred nanoseconds, none, for 70–90% more
 * (measured), and do not run. Nothing about the machine is assumed: both costs are measured, and so
 * is their change — the way not taken is tried again after a few stretches (4, doubling up to 64
 * while it keeps losing), so that a machine that quiets down, or gets busy, is noticed. Cost: one
 * stretch in 5 to 65 runs the other way, and the run makes such a look short ({@link #looking}).
 * When the way chosen turns dearer between two looks (a stretch that another process interrupted),
 * the way it gave up is looked at again after 4 stretches, not after as many as the gap had grown to
 * (up to 64: 7 s of Officers alone at 3.3 µs a heap, where two threads take 4 s at 1.8).
 *
 * <p><b>No processor free.</b> The run begins alone, and two threads run only while the calling
 * thread's latest half second to second alone shows it with a processor to itself ({@link TimeAlone}).
 * When it waits for one, every processor is taken: a second thread would only queue for one too,
 * and could gain wall time only by taking processor time from the other processes. On such a
 * machine (beside two busy processes the calling thread gets two thirds of a processor) two threads
 * neither run nor warm up, and the run costs what one thread's does: with them, their warm-up, their
 * looks and the JIT compiling their code made 0.167 to 2^24 11% slower than one thread (measured),
 * although they ran less than 1% of the heaps. Each stretch alone measures the calling thread again,
 * so that a machine that quiets down is noticed within a second.
 *
 * <p><b>Warm-up.</b> The first {@value #WARM_UP_HEAPS} heaps on two threads are not measured: the
 * code only two threads run (their hand-overs, the steps prepared two at a time) is then run for the
 * first time and compiled by the JIT as it goes. Their first measures, short looks before that code
 * had run 10,000 heaps, took Officers' pair 2.8–15.9 µs a heap where it later took 1.8–2.0, and sent
 * the run alone (3.3 µs) from heap 16,384 to 884,736 (measured); a JIT compiles a method after about
 * 10^4 calls, and these are called once or twice a heap.
 */
final class PairOrAlone {
    /** Stretches run the chosen way before the other is tried again, at first and at most. */
    private static final int FIRST_GAP = 4;
    private static final int LONGEST_GAP = 64;
    /** The processor time two threads may add to one's, in per cent. */
    private static final int MOST_ADDED_PERCENT = 15;
    /** The processor time two threads with a processor each may add to one's, in per cent. */
    private static final int MOST_ADDED_PERCENT_IDLE = 50;
    /**
     * The share of its wall time, in per cent, that a thread with a processor to itself gets as
     * processor time at least: the rest goes to the JIT, the collector and the kernel.
     */
    private static final int HAD_PROCESSOR_PERCENT = 85;
    /** Heaps two threads run, in whole stretches, before their cost is measured: see the warm-up. */
    static final long WARM_UP_HEAPS = 1 << 15;

    private final Cost pair = new Cost();
    private final Cost alone = new Cost();
    private final TimeAlone timeAlone = new TimeAlone();
    private boolean pairChosen = true;
    private int gap = FIRST_GAP;
    private int sinceTried;
    private boolean trying;
    /** Whether the stretch chosen is the first measure of two threads, after their warm-up. */
    private boolean firstMeasure;
    /** Heaps run on two threads so far, up to {@link #WARM_UP_HEAPS}. */
    private long pairHeapsRun;

    /**
     * @return whether the next stretch runs on two threads: the first half second alone, then two
     *     threads until they are warm and measured, then the cheaper way; and never two threads
     *     while the calling thread's latest time alone shows it waiting for a processor
     */
    boolean pairNext() {
        trying = false;
        firstMeasure = false;
        if (!timeAlone.hadProcessor()) {
            return false;
        }
        if (!pair.measured()) {
            firstMeasure = warm();
            return true;
        }
        trying = sinceTried >= gap;
        return trying != pairChosen;
    }

    /**
     * @return whether the stretch {@link #pairNext} has just chosen only looks at its way: the
     *     first measure of two threads, or the way not taken tried again. Costs are per heap, so
     *     such a stretch may be shorter than the rest.
     */
    boolean looking() {
        return firstMeasure || trying;
    }

    /** @return whether two threads have run their warm-up, whose stretches are whole and not measured */
    private boolean warm() {
        return pairHeapsRun >= WARM_UP_HEAPS;
    }

    /**
     * Records what the stretch just run cost, and chooses again.
     *
     * @param twoThreads whether it ran on two threads
     * @param heaps the heaps it computed
     * @param wallNanos its wall time
     * @param cpuNanos the processor time of the threads that ran it, together
     */
    void record(boolean twoThreads, long heaps, long wallNanos, long cpuNanos) {
        if (twoThreads && !warm()) {
            pairHeapsRun += Math.max(0, heaps);
            return;
        }
        if (heaps <= 0 || wallNanos <= 0 || cpuNanos <= 0) {
            return;
        }
        boolean chosenBefore = pair.measured() && alone.measured();
        (twoThreads ? pair : alone).set(heaps, wallNanos, cpuNanos);
        if (!twoThreads) {
            timeAlone.add(wallNanos, cpuNanos);
        }
        if (!pair.measured() || !alone.measured()) {
            return;
        }
        int mostAdded = pair.hadTwoProcessors() ? MOST_ADDED_PERCENT_IDLE : MOST_ADDED_PERCENT;
        boolean pairPays = timeAlone.hadProcessor() && pair.wall < alone.wall && pair.cpu * 100 <= alone.cpu * (100 + mostAdded);
        if (trying) {
            sinceTried = 0;
            trying = false;
            gap = pairPays == pairChosen ? Math.min(LONGEST_GAP, 2 * gap) : FIRST_GAP;
        } else if (chosenBefore && pairPays != pairChosen) {
            // The way chosen turned dearer: the one it is left for has a fresh measure, this one a look soon.
            sinceTried = 0;
            gap = FIRST_GAP;
        } else {
            sinceTried++;
        }
        pairChosen = pairPays;
    }

    /** The latest wall and processor time per heap of one way, in nanoseconds (measures, not decisions). */
    private static final class Cost {
        double wall;
        double cpu;

        boolean measured() {
            return cpu > 0;
        }

        /** @return whether two threads had a processor each: see {@link #HAD_PROCESSOR_PERCENT} */
        boolean hadTwoProcessors() {
            return cpu * 100 >= 2 * wall * HAD_PROCESSOR_PERCENT;
        }

        void set(long heaps, long wallNanos, long cpuNanos) {
            wall = (double) wallNanos / heaps;
            cpu = (double) cpuNanos / heaps;
        }
    }

    /**
     * The calling thread's processor time against its wall time over its latest stretches alone:
     * from half a second of them to a second, the older counting half each time the sum reaches a
     * second. One stretch does not tell: beside two busy processes the scheduler gave the
     * calling thread a processor of its own for up to a quarter of a second at a time (10–23
     * stretches of 0.167 in a row, half of them all told, measured) while the two shared the other,
     * and a second thread started then only queued for one.
     */
    private static final class TimeAlone {
        /** Half a second: twice the longest while with a processor of its own measured beside two busy processes. */
        private static final long WINDOW_NANOS = 500_000_000L;
        private long wall;
        private long cpu;

        void add(long wallNanos, long cpuNanos) {
            wall += wallNanos;
            cpu += cpuNanos;
            if (wall >= 2 * WINDOW_NANOS) {
                wall /= 2;
                cpu /= 2;
            }
        }

        /** @return whether, over at least half a second alone, the calling thread had a processor to itself */
        boolean hadProcessor() {
            return wall >= WINDOW_NANOS && cpu * 100 >= wall * HAD_PROCESSOR_PERCENT;
        }
    }
}
