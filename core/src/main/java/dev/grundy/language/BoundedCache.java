package dev.grundy.language;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Tables that are costly to build and worth sharing between requests (a subtraction game's values,
 * a k-multiple sequence), keeping the most recently used ones only, up to a number and up to the
 * memory they hold, so that a long-running server's memory stays bounded however it is asked.
 *
 * <p>Tables grow after they are handed out, so their sizes are read again at every {@link #get}:
 * then the least recently used are let go until the others fit. The table handed out is kept even
 * when it alone passes the budget — a request is using it — and let go at the next call. So the
 * cache holds at most its budget plus what the requests using it have grown, each within its own
 * memory limit. Safe for use by several threads.
 *
 * @param <K> what a table is for
 * @param <V> the table
 */
final class BoundedCache<K, V> {
    private final Map<K, V> entries = new LinkedHashMap<>(16, 0.75f, true);
    private final int capacity;
    private final long budgetBytes;
    private final ToLongFunction<V> footprint;

    /**
     * @param capacity how many tables to keep
     * @param budgetBytes the memory the tables may hold together, as they report it
     * @param footprint the bytes a table holds now; read without its lock
     */
    BoundedCache(int capacity, long budgetBytes, ToLongFunction<V> footprint) {
        this.capacity = capacity;
        this.budgetBytes = budgetBytes;
        this.footprint = footprint;
    }

    /**
     * @param key what the table is for
     * @param build builds it when it is not kept
     * @return the kept or newly built table
     */
    synchronized V get(K key, Function<K, V> build) {
        V wanted = entries.computeIfAbsent(key, build);
        letGoBeyondBounds(wanted);
        return wanted;
    }

    /** @return the bytes the kept tables hold now, as they report it */
    synchronized long bytes() {
        return entries.values().stream().mapToLong(footprint).sum();
    }

    /** @return how many tables are kept */
    synchronized int size() {
        return entries.size();
    }

    /** Least recently used first; the wanted table is the most recent, so it comes last. */
    private void letGoBeyondBounds(V wanted) {
        long held = bytes();
        Iterator<V> eldestFirst = entries.values().iterator();
        while ((entries.size() > capacity || held > budgetBytes) && eldestFirst.hasNext()) {
            V table = eldestFirst.next();
            if (table != wanted) {
                held -= footprint.applyAsLong(table);
                eldestFirst.remove();
            }
        }
    }
}
