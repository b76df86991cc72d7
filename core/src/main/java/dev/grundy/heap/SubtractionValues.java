package dev.grundy.heap;

import dev.grundy.arithmetic.Mex;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Footprint;
import dev.grundy.core.SharedTable;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The Grundy values of a subtraction game with a finite set S, for heaps of any size.
 *
 * <p>G(n) = mex{G(n − s) : s ∈ S, s ≤ n} depends only on the w = max(S) values before n, so the
 * windows W_i = (G(i), …, G(i+w−1)) follow one another by a fixed function. The first window to
 * repeat, W_j = W_i with j &lt; i, therefore proves G(n + i − j) = G(n) for every n ≥ j; i − j is
 * the least period and the least preperiod is found by walking back from j. Windows are found
 * again by a rolling hash and compared in full before anything is claimed. Time and memory
 * O(preperiod + period + w) values, each computed in O(|S|).
 *
 * <p>One table serves every request for the same S: it grows on demand, charging the work to the
 * budget of the request that needs it. Safe for use by several threads: one grows it at a time,
 * holding its {@link TableLock}, which a thread waiting for it leaves when interrupted.
 */
public final class SubtractionValues implements SharedTable {
    /** The largest member of S accepted: the table holds a window of max(S) values. */
    public static final int MAX_MEMBER = 1_000_000;

    private static final long HASH_BASE = 0x9E3779B97F4A7C15L;

    private final int[] set;
    private final int window;
    private final long highestPower;
    private final Map<Long, Integer> firstWindowByHash = new HashMap<>();
    private final boolean[] seen;
    private final TableLock lock = new TableLock();

    private int[] values = new int[64];
    private int size;
    private long windowHash;
    private Periodicity periodicity;
    private volatile long footprint;

    /**
     * @param set S: positive integers up to {@link #MAX_MEMBER}, in any order, repeats ignored
     * @throws IllegalArgumentException if the set is empty or a member is out of range
     */
    public SubtractionValues(int[] set) {
        this.set = Arrays.stream(set).sorted().distinct().toArray();
        if (this.set.length == 0 || this.set[0] <= 0 || this.set[this.set.length - 1] > MAX_MEMBER) {
            throw new IllegalArgumentException("S must be non-empty, within 1.." + MAX_MEMBER
                    + ", got " + Arrays.toString(set));
        }
        this.window = this.set[this.set.length - 1];
        this.seen = new boolean[this.set.length + 2];
        long power = 1;
        for (int i = 1; i < window; i++) {
            power *= HASH_BASE;
        }
        this.highestPower = power;
    }

    /**
     * Each value costs its int, doubled for the array's room to grow, and one entry of the table
     * of windows, with its boxed key and value.
     */
    @Override
    public long footprint() {
        return footprint;
    }

    /** @return S, in increasing order */
    public int[] set() {
        return set.clone();
    }

    /**
     * @param heap a heap of any size
     * @param budget charged one state per value the table must add
     * @return G(heap)
     * @throws dev.grundy.budget.StateLimitException if the budget runs out before the heap or the period is reached
     * @throws java.util.concurrent.CancellationException if the thread is interrupted, while it
     *     computes or while it waits for another thread growing the table
     */
    public int value(BigInteger heap, SearchBudget budget) {
        lock.lock();
        try {
            while (periodicity == null && heap.compareTo(BigInteger.valueOf(size)) >= 0) {
                extend(budget);
            }
            if (heap.compareTo(BigInteger.valueOf(size)) < 0) {
                return values[heap.intValueExact()];
            }
            BigInteger preperiod = BigInteger.valueOf(periodicity.preperiod());
            BigInteger offset = heap.subtract(preperiod).mod(BigInteger.valueOf(periodicity.period()));
            return values[preperiod.add(offset).intValueExact()];
        } finally {
            lock.unlock();
        }
    }

    /**
     * @param budget charged one state per value the table must add
     * @return the proved periodicity, computing values until it is found
     * @throws dev.grundy.budget.StateLimitException if the budget runs out first
     * @throws java.util.concurrent.CancellationException if the thread is interrupted, while it
     *     computes or while it waits for another thread growing the table
     */
    public Periodicity periodicity(SearchBudget budget) {
        lock.lock();
        try {
            while (periodicity == null) {
                extend(budget);
            }
            return periodicity;
        } finally {
            lock.unlock();
        }
    }

    private void extend(SearchBudget budget) {
        budget.spend(1);
        int n = size;
        if (n == values.length) {
            values = Arrays.copyOf(values, 2 * n);
        }
        values[n] = mexOfOptions(n);
        size++;
        rollWindow(n);
        footprint = Footprint.OTHER + 4L * (set.length + seen.length + values.length)
                + (long) size * (Footprint.HASH_ENTRY + Footprint.of(0L) + Footprint.of(0));
    }

    private int mexOfOptions(int n) {
        Arrays.fill(seen, false);
        for (int s : set) {
            if (s > n) {
                break;
            }
            seen[values[n - s]] = true;
        }
        return Mex.of(seen);
    }

    /** Takes in the value at n; once a window is complete, looks for an earlier equal one. */
    private void rollWindow(int n) {
        if (n >= window) {
            windowHash -= values[n - window] * highestPower;
        }
        windowHash = windowHash * HASH_BASE + values[n];
        int start = n - window + 1;
        if (start < 0) {
            return;
        }
        Integer earlier = firstWindowByHash.putIfAbsent(windowHash, start);
        if (earlier != null && sameWindow(earlier, start)) {
            int period = start - earlier;
            int preperiod = earlier;
            while (preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period]) {
                preperiod--;
            }
            periodicity = new Periodicity(preperiod, period, 0, true, size - 1L);
        }
    }

    private boolean sameWindow(int first, int second) {
        return Arrays.equals(values, first, first + window, values, second, second + window);
    }
}
