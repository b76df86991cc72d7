package dev.grundy.core;

import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * How much work one request may do: a limit on the states explored, so that a runaway search ends
 * in a clear error rather than an {@link OutOfMemoryError}. It also reports progress and lets an
 * interrupted thread stop the search, and holds the memos of the request's searches ({@link #memo}): the
 * per-request context that reaches every computation as an argument.
 *
 * <p>Every solver, table and sequence of a request charges the same budget. Safe for use by
 * several threads.
 */
public final class SearchBudget {
    /** The default limit: a few hundred megabytes of memoised states. */
    public static final long DEFAULT_MAX_STATES = 5_000_000L;

    private static final long REPORT_EVERY = 1L << 16;

    private final long maxStates;
    private final ProgressListener listener;
    private final AtomicLong spent = new AtomicLong();
    private final Map<Object, Object> memos = new ConcurrentHashMap<>();

    /**
     * @param maxStates how many states may be explored
     * @param listener told of progress every 65,536 states
     * @throws IllegalArgumentException if maxStates is not positive
     */
    public SearchBudget(long maxStates, ProgressListener listener) {
        if (maxStates <= 0) {
            throw new IllegalArgumentException("maxStates must be positive, got " + maxStates);
        }
        this.maxStates = maxStates;
        this.listener = listener;
    }

    /**
     * @param maxStates how many states may be explored
     * @return a budget that reports no progress
     */
    public static SearchBudget of(long maxStates) {
        return new SearchBudget(maxStates, ProgressListener.NONE);
    }

    /** @return a budget with the default limit that reports no progress */
    public static SearchBudget standard() {
        return of(DEFAULT_MAX_STATES);
    }

    /**
     * Accounts for newly explored states.
     *
     * @param states how many states were explored
     * @throws StateLimitException if the limit is passed
     * @throws CancellationException if the thread has been interrupted
     */
    public void spend(long states) {
        long before = spent.getAndAdd(states);
        long after = before + states;
        if (after > maxStates) {
            throw new StateLimitException(maxStates);
        }
        stopIfInterrupted();
        if (before / REPORT_EVERY != after / REPORT_EVERY) {
            listener.explored(after);
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
     * Stops a search whose thread has been interrupted (Ctrl-C, a server's time limit). Searches
     * call it for every move they look at, not only for every new state: a state can have
     * thousands of moves to states already known.
     *
     * @throws CancellationException if the thread has been interrupted
     */
    public static void stopIfInterrupted() {
        if (Thread.currentThread().isInterrupted()) {
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

    /** @return how many states may be explored */
    public long maxStates() {
        return maxStates;
    }
}
