package dev.grundy.heap;

/** Told now and then how far a long sequence computation has got. */
@FunctionalInterface
public interface SequenceListener {
    /** A listener that ignores progress. */
    SequenceListener NONE = (values, computed, target, rareHeaps) -> { };

    /**
     * @param values holds the values known so far; read only the first {@code computed}, and only
     *     during this call: the table goes on growing
     * @param computed how many values are known
     * @param target how many are wanted
     * @param rareHeaps how many heaps have rare values, or -1 while the naive method runs
     */
    void progress(CompactValues values, int computed, int target, int rareHeaps);
}
