package dev.grundy.budget;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.util.Locale;

/**
 * A computation stopped before it ran out of memory: its states passed the memory limit of its
 * budget, by their estimated size, or Java's heap was nearly full ({@link HeapWatch}). It says how
 * far the computation got.
 */
public final class MemoryLimitException extends GrundyException {
    private static final long serialVersionUID = 1L;

    private final long limit;
    private final long states;
    private final boolean heapFull;

    private MemoryLimitException(Phrase phrase, long limit, long states, boolean heapFull) {
        super(phrase);
        this.limit = limit;
        this.states = states;
        this.heapFull = heapFull;
    }

    /**
     * @param limit the bytes the budget allowed
     * @param states the states explored when it stopped
     * @param bytes the bytes they held, by estimate
     * @param seconds how long the computation had worked
     * @return the exception for a budget's memory limit passed
     */
    static MemoryLimitException budget(long limit, long states, long bytes, double seconds) {
        return new MemoryLimitException(Phrase.of("error.memoryLimit", megabytes(limit), count(states),
                Math.max(1, bytes / Math.max(1, states)), seconds(seconds)), limit, states, false);
    }

    /**
     * @param used the bytes of the heap in use after the last garbage collection
     * @param max the most the heap may take
     * @param states the states explored when it stopped
     * @param seconds how long the computation had worked
     * @return the exception for a heap nearly full
     */
    static MemoryLimitException heap(long used, long max, long states, double seconds) {
        return new MemoryLimitException(Phrase.of("error.heapFull", megabytes(used), megabytes(max), count(states),
                seconds(seconds)), max, states, true);
    }

    /** @return the bytes allowed: the budget's memory limit, or the heap's size when the heap was full */
    public long limit() {
        return limit;
    }

    /** @return true when Java's heap was nearly full, false when the budget's own limit was passed */
    public boolean heapFull() {
        return heapFull;
    }

    /** @return how many states had been explored when the computation stopped */
    public long states() {
        return states;
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%,d", (bytes + (1 << 19)) >> 20);
    }

    private static String count(long states) {
        return String.format(Locale.ROOT, "%,d", states);
    }

    private static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.1f", seconds);
    }
}
