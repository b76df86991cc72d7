package dev.grundy.browser.twin;

/**
 * The browser's {@code dev.grundy.budget.HeapWatch}: a worker has no memory pools to read. A
 * computation is held to its estimated bytes ({@code SearchBudget}'s limit, a quarter of
 * {@link #max()} as in the server); a worker that runs out of memory anyway dies alone, and the
 * page says so and starts another.
 */
public final class HeapWatch {
    /** As the JVM's. */
    public static final int NEARLY_FULL_PERCENT = 85;
    /** What a worker may take: Chromium gives each about 4 GB; half of it leaves room for the answers. */
    private static final long WORKER_BYTES = 2L << 30;

    private HeapWatch() {
    }

    /** @return false: no collector reports to a worker */
    public static boolean nearlyFull() {
        return false;
    }

    /** @return 0: no collector reports to a worker */
    public static long usedAfterCollection() {
        return 0;
    }

    /** @return the memory a worker may take */
    public static long max() {
        return WORKER_BYTES;
    }
}
