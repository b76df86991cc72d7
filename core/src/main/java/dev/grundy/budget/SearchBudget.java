package dev.grundy.budget;



import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * How much work one request may do, counted in what the work costs: the states a search explores,
 * the memory its memos hold (each state charged its estimated size, as the core package's
 * {@code Footprint} estimates it), and how
 * many moves one answer lists. A runaway search ends in a clear error — {@link StateLimitException}
 * or {@link MemoryLimitException}, saying how far it got — rather than an {@link OutOfMemoryError};
 * and since a memory estimate can be wrong, the budget also watches the heap itself
 * ({@link HeapWatch}) and stops a search while a tenth of it is still free. It reports progress,
 * lets an interrupted thread stop the search (Ctrl-C, a time limit), and holds the memos of the
 * request's searches ({@link #memo}): the per-request context that reaches every computation as an
 * argument.
 *
 * <p>Every solver, table and sequence of a request charges the same budget. Safe for use by
 * several threads.
 */
public final class SearchBudget {
    /** The default limit of states: a few hundred megabytes of memoised states of one heap each. */
    public static final long DEFAULT_MAX_STATES = 5_000_000L;
    /** The default number of moves one answer lists; the rest are counted. */
    public static final int DEFAULT_MOST_LISTED = 1_000;

    private static final long REPORT_EVERY = 1L << 16;
    private static final long WATCH_EVERY_STATES = 1L << 12;
    private static final long WATCH_EVERY_BYTES = 1L << 22;

    private final Limits limits;
    private final ProgressListener listener;
    private final AtomicLong spent = new AtomicLong();
    private final AtomicLong held = new AtomicLong();
    private final long started = System.nanoTime();
    private final Map<Object, Object> memos = new ConcurrentHashMap<>();

    /**
     * What one request may spend.
     *
     * @param maxStates how many states may be explored
     * @param maxBytes how many bytes the states explored may hold, by their estimated size
     * @param mostListed how many moves one answer lists; more are counted, not listed
     */
    public record Limits(long maxStates, long maxBytes, int mostListed) {
        /** @throws IllegalArgumentException if a limit is not positive */
        public Limits {
            if (maxStates <= 0 || maxBytes <= 0 || mostListed <= 0) {
                throw new IllegalArgumentException("limits must be positive, got " + maxStates + " states, "
                        + maxBytes + " bytes, " + mostListed + " moves listed");
            }
        }

        /**
         * @return the default limits: {@value #DEFAULT_MAX_STATES} states, half of the memory Java
         *     may use, {@value #DEFAULT_MOST_LISTED} moves listed
         */
        public static Limits standard() {
            return new Limits(DEFAULT_MAX_STATES, defaultMaxBytes(), DEFAULT_MOST_LISTED);
        }

        /** @return half of the memory Java may use: what one computation may hold by default */
        public static long defaultMaxBytes() {
            return HeapWatch.max() / 2;
        }

        /**
         * @param states how many states may be explored
         * @return these limits with that one changed
         */
        public Limits withMaxStates(long states) {
            return new Limits(states, maxBytes, mostListed);
        }

        /**
         * @param bytes how many bytes the states explored may hold
         * @return these limits with that one changed
         */
        public Limits withMaxBytes(long bytes) {
            return new Limits(maxStates, bytes, mostListed);
        }

        /**
         * @param moves how many moves one answer lists
         * @return these limits with that one changed
         */
        public Limits withMostListed(int moves) {
            return new Limits(maxStates, maxBytes, moves);
        }
    }

    /**
     * @param maxStates how many states may be explored; the other limits are the defaults
     * @param listener told of progress every 65,536 states
     * @throws IllegalArgumentException if maxStates is not positive
     */
    public SearchBudget(long maxStates, ProgressListener listener) {
        this(Limits.standard().withMaxStates(maxStates), listener);
    }

    /**
     * @param limits what the request may spend
     * @param listener told of progress every 65,536 states
     */
    public SearchBudget(Limits limits, ProgressListener listener) {
        this.limits = limits;
        this.listener = listener;
    }

    /**
     * @param maxStates how many states may be explored
     * @return a budget that reports no progress
     */
    public static SearchBudget of(long maxStates) {
        return new SearchBudget(maxStates, ProgressListener.NONE);
    }

    /** @return a budget with the default limits that reports no progress */
    public static SearchBudget standard() {
        return new SearchBudget(Limits.standard(), ProgressListener.NONE);
    }

    /**
     * Accounts for newly explored states of a negligible size.
     *
     * @param states how many states were explored
     * @throws StateLimitException if the limit of states is passed
     * @throws MemoryLimitException if Java's memory is nearly full
     * @throws CancellationException if the thread has been interrupted
     */
    public void spend(long states) {
        spend(states, 0);
    }

    /**
     * Accounts for newly explored states and the memory they hold.
     *
     * @param states how many states were explored
     * @param bytes the estimated bytes they hold where they are remembered (the core package's {@code Footprint})
     * @throws StateLimitException if the limit of states is passed
     * @throws MemoryLimitException if the memory limit is passed, or Java's memory is nearly full
     * @throws CancellationException if the thread has been interrupted
     */
    public void spend(long states, long bytes) {
        long before = spent.getAndAdd(states);
        long after = before + states;
        if (after > limits.maxStates()) {
            throw new StateLimitException(limits.maxStates());
        }
        long bytesBefore = held.getAndAdd(bytes);
        long bytesAfter = bytesBefore + bytes;
        if (bytesAfter > limits.maxBytes()) {
            throw MemoryLimitException.budget(limits.maxBytes(), after, bytesAfter, seconds());
        }
        stopIfInterrupted();
        if (before / WATCH_EVERY_STATES != after / WATCH_EVERY_STATES
                || bytesBefore / WATCH_EVERY_BYTES != bytesAfter / WATCH_EVERY_BYTES) {
            watchHeap(after);
        }
        if (before / REPORT_EVERY != after / REPORT_EVERY) {
            listener.explored(after);
        }
    }

    private void watchHeap(long states) {
        if (HeapWatch.nearlyFull()) {
            throw MemoryLimitException.heap(HeapWatch.usedAfterCollection(), HeapWatch.max(), states, seconds());
        }
    }

    /**
     * Tells how far the reading of a large input file has got, and stops it if the thread has
     * been interrupted. Reading charges no states: a file's size is not a search's.
     *
     * @param source the file, as the person named it
     * @param bytes how many bytes are read so far
     * @param total the file's size in bytes
     * @throws CancellationException if the thread has been interrupted
     */
    public void reading(String source, long bytes, long total) {
        stopIfInterrupted();
        listener.read(source, bytes, total);
    }

    /**
     * Tells how far a misère quotient built for this request has got.
     *
     * @param heap the heap just adjoined
     * @param order the quotient's order now
     * @param candidates the candidate quotients verified so far, in all
     */
    public void adjoined(int heap, int order, long candidates) {
        listener.adjoined(heap, order, candidates);
    }

    /**
     * Stops a search whose thread has been interrupted (Ctrl-C, a time limit). Searches
     * call it for every move they look at, not only for every new state: a state can have
     * thousands of moves to states already known. Listing moves and writing answers call it too.
     *
     * @throws CancellationException if the thread has been interrupted
     */
    public static void stopIfInterrupted() {
        if (Deadline.stopRequested()) {
            throw new CancellationException("interrupted");
        }
    }

    /**
     * The request's memo for one computation, made on first use, so that what a search learns
     * answering one question of a request serves the next (the values of a game's options, then
     * of the options' options). It lives as long as the budget: a game object, shared between
     * requests and threads, keeps no memo of its own.
     *
     * @param owner what the memo is for, e.g. the game whose positions it remembers
     * @param make makes the memo the first time
     * @param <T> the memo's type
     * @return the memo
     */
    @SuppressWarnings("unchecked")
    public <T> T memo(Object owner, Supplier<T> make) {
        return (T) memos.computeIfAbsent(owner, key -> make.get());
    }

    /** @return how many states have been explored so far */
    public long spent() {
        return spent.get();
    }

    /** @return the estimated bytes the states explored so far hold */
    public long held() {
        return held.get();
    }

    /** @return the seconds since the budget was made: how long the request has been working */
    public double seconds() {
        return (System.nanoTime() - started) / 1e9;
    }

    /** @return how many states may be explored */
    public long maxStates() {
        return limits.maxStates();
    }

    /** @return how many moves one answer lists; more are counted, not listed */
    public int mostListed() {
        return limits.mostListed();
    }

    /** @return what the request may spend */
    public Limits limits() {
        return limits;
    }
}
