package dev.grundy.heap;

import java.util.Arrays;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * Splits to try first when a sparse-space scan ({@link SparseGrundySequence}, or a streamed run's
 * {@link WindowedSparseStep}) still wants only a few rare values: for each value w, splits (a, left − a) whose small part a, among heaps
 * {@link #FIRST_PART} … {@link #HEAPS} − 1, has the value t ⊕ w for one of the most frequent values
 * t, so that the split gives w when G(left − a) = t.
 *
 * <p>Why: the scan marks splits in order until every wanted value has turned up, and the last few
 * take it as long as all the others (coupon collecting: a split gives one given value with
 * probability about 1/|values|, and the values still wanted late are the ones this heap gives
 * rarely). A try here hits with probability about freq(t) instead — a few per cent for the most
 * frequent values of Officers — at the cost of one load from the latest heaps, which the rare
 * splits have just read. Positions of a value among the first heaps cluster, and so do values
 * near left, so a target's tries often all miss together: the list takes {@link #STEP} tries of
 * each target a round, the {@link #TARGETS} targets in turn, for {@link #ROUNDS} rounds. A value
 * not found falls back to the scan, so the search only saves work and never decides that a value
 * is missing.
 *
 * <p>Measured (one thread, Officers 0.6 to 10^6, docs/benchmarks.md "Fifth pass"): searching once
 * four values are left, 2.25 searches a heap find 97% of the values they look for (99.5% with
 * eight rounds, at about 190 tries a search); the scan's time per heap falls from about 1,860 ns to
 * 1,360–1,410 ns. Cost: O(HEAPS
 * + W·TARGETS·STEP·ROUNDS) to build, for values below W, once the table doubles; a search at most
 * TARGETS·STEP·ROUNDS tries, without a branch per try.
 */
final class SmallPartIndex {
    /** The parts indexed: heaps FIRST_PART … HEAPS − 1. */
    static final int HEAPS = 1 << 15;
    /** Below it, a part's partner may not be known yet when a pipeline thread scans ({@link SequenceTuning#LOOKAHEAD}). */
    static final int FIRST_PART = 64;
    /** The most frequent values taken as targets. */
    static final int TARGETS = 40;
    /** Tries a target gets in one round. */
    static final int STEP = 8;
    /** Rounds before a value is left to the scan. */
    static final int ROUNDS = 4;

    /**
     * Tries a search makes before its first look at whether one hit, doubled after each look up
     * to {@link #CHUNK}. A try of the most frequent targets of 0.167 hits about one time in ten, so
     * a first chunk of 32 mostly ran on past the hit; on games with many values (0.014, Officers) a
     * try hits far less often and looks every 8 tries cost more than they saved. One thread, CPU s
     * min / median in one JVM (2026-11-28, docs/benchmarks.md): 0.167 to 2^21, 0.62 / 0.64 at 32,
     * 0.55 / 0.57 at 8; 0.014 to 2^20, 4.96 / 5.19 at 32, 5.54 / 5.62 at 8.
     */
    static final int FIRST_CHUNK = 8;
    /** Tries a search makes between two looks at whether one hit, at most. */
    static final int CHUNK = 32;

    /** No index for values from here on: each try would hit too rarely, and the lists would be large. */
    static final int VALUES = 1 << 10;

    /**
     * For each value w, the splits to try, in order: a part a and the value t wanted of
     * G(left − a), packed as a | t &lt;&lt; 15.
     */
    private final int[][] tries;

    private SmallPartIndex(int[][] tries) {
        this.tries = tries;
    }

    /**
     * @param values G(a) of every heap a below {@link #HEAPS}
     * @param histogram how often each value occurs among all the values so far
     * @return the index of heaps FIRST_PART … HEAPS − 1, with the most frequent values of the
     *     histogram as targets; null when the histogram has values from {@link #VALUES} on
     */
    static SmallPartIndex of(IntUnaryOperator values, long[] histogram) {
        int valueCount = histogram.length;
        if (valueCount > VALUES) {
            return null;
        }
        int[] first = new int[valueCount + 1];
        for (int a = FIRST_PART; a < HEAPS; a++) {
            first[values.applyAsInt(a) + 1]++;
        }
        for (int value = 1; value <= valueCount; value++) {
            first[value] += first[value - 1];
        }
        int[] heaps = new int[HEAPS - FIRST_PART];
        int[] next = Arrays.copyOf(first, valueCount);
        for (int a = FIRST_PART; a < HEAPS; a++) {
            heaps[next[values.applyAsInt(a)]++] = a;
        }
        int[] targets = mostFrequent(histogram);
        int[][] tries = new int[valueCount][];
        int[] buffer = new int[TARGETS * STEP * ROUNDS];
        for (int w = 0; w < valueCount; w++) {
            int count = 0;
            for (int round = 0; round < ROUNDS; round++) {
                for (int target : targets) {
                    int part = target ^ w;
                    if (part < valueCount) {
                        int from = first[part] + round * STEP;
                        int to = Math.min(first[part + 1], from + STEP);
                        for (int i = from; i < to; i++) {
                            buffer[count++] = heaps[i] | target << 15;
                        }
                    }
                }
            }
            tries[w] = Arrays.copyOf(buffer, count);
        }
        return new SmallPartIndex(tries);
    }

    private static int[] mostFrequent(long[] histogram) {
        return java.util.stream.IntStream.range(0, histogram.length)
                .filter(value -> histogram[value] > 0)
                .boxed()
                .sorted((x, y) -> Long.compare(histogram[y], histogram[x]))
                .limit(TARGETS)
                .mapToInt(Integer::intValue)
                .toArray();
    }

    /**
     * Looks for a split (a, left − a) with {@link #FIRST_PART} ≤ a &lt; {@link #HEAPS} and
     * G(a) ⊕ G(left − a) = w, when every such a is a part the caller may take.
     *
     * @param values G(left − HEAPS + 1 … left − FIRST_PART) at least
     * @param low the smallest part the caller may take
     * @param high the largest
     * @return whether one was found; false says nothing about whether one exists
     */
    boolean findSplit(PackedPartners values, long left, long low, long high, int w) {
        if (low > FIRST_PART || high < HEAPS - 1 || w >= tries.length) {
            return false;
        }
        int[] list = tries[w];
        for (int from = 0, chunk = FIRST_CHUNK; from < list.length; from += chunk, chunk = Math.min(2 * chunk, CHUNK)) {
            if (values.countPackedPartners(left, list, from, Math.min(list.length, from + chunk)) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Looks for each value still wanted, and for those found clears the bit and marks the value.
     *
     * @param wanted the values wanted, a bit each
     * @param stamps where options are marked
     * @param stamp the mark
     * @param found whether a split of the heap in hand gives a value ({@link #findSplit} over its removals)
     * @return how many were found
     */
    static int searchWanted(long[] wanted, int[] stamps, int stamp, IntPredicate found) {
        int count = 0;
        for (int word = 0; word < wanted.length; word++) {
            for (long bits = wanted[word]; bits != 0; bits &= bits - 1) {
                int value = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                if (found.test(value)) {
                    stamps[value] = stamp;
                    wanted[word] &= ~(1L << value);
                    count++;
                }
            }
        }
        return count;
    }
}
