package dev.grundy.language;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Tables that are costly to build and worth sharing between requests (a subtraction game's values,
 * Wythoff's nim-values), keeping the most recently used ones only, so a long-running server's
 * memory stays bounded. Safe for use by several threads.
 *
 * @param <K> what a table is for
 * @param <V> the table
 */
final class BoundedCache<K, V> {
    private final Map<K, V> entries;

    /** @param capacity how many tables to keep */
    BoundedCache(int capacity) {
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * @param key what the table is for
     * @param build builds it when it is not kept
     * @return the kept or newly built table
     */
    synchronized V get(K key, Function<K, V> build) {
        return entries.computeIfAbsent(key, build);
    }
}
