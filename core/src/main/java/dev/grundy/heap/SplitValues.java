package dev.grundy.heap;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

import java.util.Arrays;

/**
 * The nim-values of "take any number from a heap, or split it into K non-empty heaps", computed
 * heap by heap, for K ≥ 4 where no closed form is known: G(n) is the mex of G(0 … n − 1) and of
 * the nim-sums of the partitions of n into K parts.
 *
 * <p>Algorithm: dynamic programming over xor-sets. R_j(m), the set of nim-sums of the ordered
 * partitions of m into j parts, is a bit set: R_1(m) = {G(m)} and R_j(m) = ∪_{a ≥ 1}
 * (G(a) ⊕ R_{j−1}(m − a)), where "g ⊕ R" permutes the bit set's words by g's high bits and
 * swaps blocks inside each word by g's six low bits. Heap n costs O(K · n · W/64) word operations
 * for values below W, so the table up to N costs O(K · N² · W/64); it keeps R_1 … R_{K−1} of every
 * heap, K · N · W bits. The values are only observed: periodicity found in them is reported as
 * observed up to the heap computed, never proved.
 */
public final class SplitValues implements SharedTable {
    /** The largest heap the table computes. */
    public static final int MAX_HEAP = 1000;

    private static final long[] SWAP_MASKS = {0x5555555555555555L, 0x3333333333333333L, 0x0F0F0F0F0F0F0F0FL,
        0x00FF00FF00FF00FFL, 0x0000FFFF0000FFFFL, 0x00000000FFFFFFFFL};

    private final int parts;
    private final String game;
    private final TableLock lock = new TableLock();
    private int[] values = new int[0];
    private int size;
    private int words = 1;
    /** reach[j][m]: R_j(m) for j = 1 … K − 1. */
    private long[][][] reach;
    private long[] seen = new long[1];
    private volatile long footprint;

    /**
     * @param parts K, at least 2
     * @param game the game's name, for errors
     */
    public SplitValues(int parts, String game) {
        if (parts < 2) {
            throw new IllegalArgumentException("parts must be at least 2, got " + parts);
        }
        this.parts = parts;
        this.game = game;
        this.reach = new long[parts][0][];
    }

    /**
     * @param heap a heap, at most {@link #MAX_HEAP}
     * @param budget charged one state per heap the table must add, and the memory it keeps
     * @return G(heap)
     * @throws InvalidPositionException if the heap is beyond {@link #MAX_HEAP}
     */
    public int value(long heap, SearchBudget budget) {
        return lock.holding(() -> {
            extendTo(heap, budget);
            return values[(int) heap];
        });
    }

    /**
     * Whether some partition of a sum into j parts (in any order) has the given nim-sum: a
     * necessary condition for a split into parts that are also non-decreasing.
     *
     * @param j the number of parts, 1 … K − 1
     * @param sum the heap split, already in the table
     * @param nimSum the nim-sum wanted
     * @return true when one of them has it
     */
    public boolean reaches(int j, int sum, int nimSum) {
        return lock.holding(() -> nimSum < 64 * words && contains(reach[j][sum], nimSum));
    }

    /**
     * @param length how many values to look at, G(0 … length − 1), computing them if needed
     * @param budget charged as {@link #value}
     * @return the values
     */
    public CompactValues values(int length, SearchBudget budget) {
        return lock.holding(() -> {
            extendTo(length - 1L, budget);
            CompactValues compact = CompactValues.empty();
            compact.reserve(length);
            for (int n = 0; n < length; n++) {
                compact = compact.add(values[n]);
            }
            return compact;
        });
    }

    /**
     * @param length how many values to look at, computing them if needed
     * @param budget charged as {@link #value}
     * @return the arithmetic periodicity observed in G(0 … length − 1), never proved; null if none
     */
    public Periodicity observedPeriodicity(int length, SearchBudget budget) {
        return PeriodicityDetector.find(values(length, budget), length, PeriodicityProof.NONE, true);
    }

    private void extendTo(long heap, SearchBudget budget) {
        if (heap > MAX_HEAP) {
            throw new InvalidPositionException("error.split.beyondTable", game, heap, MAX_HEAP);
        }
        while (size <= heap) {
            budget.spend(1, 8L * parts * words);
            addHeap();
        }
    }

    /** The values, and K − 1 bit sets of W bits for each heap, each with its array's header. */
    @Override
    public long footprint() {
        return footprint;
    }

    /** Computes G(size) from the smaller heaps, and R_j(size). */
    private void addHeap() {
        int n = size;
        if (n == values.length) {
            values = Arrays.copyOf(values, Math.max(16, 2 * n));
            for (int j = 1; j < parts; j++) {
                reach[j] = Arrays.copyOf(reach[j], values.length);
            }
        }
        long[][] here = new long[parts + 1][];
        for (int j = 2; j <= parts; j++) {
            here[j] = new long[words];
            for (int a = 1; n - a >= j - 1; a++) {
                SearchBudget.stopIfInterrupted();
                orTranslated(here[j], reach[j - 1][n - a], values[a]);
            }
        }
        long[] options = here[parts].clone();
        for (int w = 0; w < words; w++) {
            options[w] |= seen[w];
        }
        int g = firstClear(options);
        values[n] = g;
        size++;
        while (g >= 64 * words) {
            widen();
        }
        seen[g >>> 6] |= 1L << g;
        here[1] = new long[words];
        if (n > 0) {
            here[1][g >>> 6] |= 1L << g;
        }
        for (int j = 1; j < parts; j++) {
            reach[j][n] = here[j] == null ? new long[words] : Arrays.copyOf(here[j], words);
        }
        footprint = 4L * values.length + (long) size * (parts - 1) * (16 + 8L * words);
    }

    /** Doubles the width of every bit set, so that a larger value fits. */
    private void widen() {
        words *= 2;
        seen = Arrays.copyOf(seen, words);
        for (int j = 1; j < parts; j++) {
            for (int m = 0; m < size - 1; m++) {
                reach[j][m] = Arrays.copyOf(reach[j][m], words);
            }
        }
    }

    /** target |= {v ⊕ g : v ∈ source}: a permutation of words, then of blocks inside each word. */
    private static void orTranslated(long[] target, long[] source, int g) {
        int high = g >>> 6;
        for (int w = 0; w < source.length; w++) {
            long bits = source[w];
            if (bits == 0) {
                continue;
            }
            for (int k = 0; k < SWAP_MASKS.length; k++) {
                if ((g >>> k & 1) != 0) {
                    int shift = 1 << k;
                    bits = (bits & SWAP_MASKS[k]) << shift | (bits >>> shift) & SWAP_MASKS[k];
                }
            }
            target[w ^ high] |= bits;
        }
    }

    private static boolean contains(long[] set, int value) {
        return (set[value >>> 6] >>> value & 1) != 0;
    }

    private static int firstClear(long[] set) {
        for (int w = 0; w < set.length; w++) {
            if (set[w] != -1L) {
                return 64 * w + Long.numberOfTrailingZeros(~set[w]);
            }
        }
        return 64 * set.length;
    }
}
