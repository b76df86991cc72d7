package dev.grundy.core;

/**
 * A table shared between requests that grows as they need it (a subtraction game's values, a
 * k-multiple sequence), and says how much memory it holds, so that a cache of such tables can be
 * bounded by the memory they hold rather than by their number.
 */
public interface SharedTable {
    /**
     * Read without waiting for a thread that is growing the table, so it may lag that growth by a
     * step; estimated as {@link Footprint} does.
     *
     * @return the estimated bytes the table holds
     */
    long footprint();
}
