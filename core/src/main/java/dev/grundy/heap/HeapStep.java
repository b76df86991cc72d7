package dev.grundy.heap;

import java.util.Arrays;

/**
 * Computes one heap's Grundy value for a {@link TakeAndBreakValues} table, with scratch space of
 * its own, in two phases so that steps can work at once on neighbouring heaps: {@link #prepare}
 * looks at the splits whose parts are both known already — nearly all of them, even a few heaps
 * ahead of the known values — and {@link #finish}, once G(n − 1) is known, adds the rest: the
 * takes, and the few splits with a part that was not known yet.
 *
 * <p>Naive: mark every option; the value is the mex. Sparse space: mark the takes and the splits
 * with a rare part, which between them give every common option; c, the least unmarked common
 * value, is then exact among commons, and the rare values below c are crossed off a wanted set by
 * a scan of the splits that stops once they have all turned up (see {@link TakeAndBreakValues}).
 * Prepare works with c' found before the late options; finish moves c past what they add and
 * scans again only for the rare values between c' and c.
 */
final class HeapStep {
    /** Splits marked from each end between two looks at the wanted values. */
    private static final int SCAN_HALF_BLOCK = 256;

    private final TakeAndBreakValues table;
    private int[] stamps = new int[4];
    private long[] wanted = new long[1];
    private int stamp;
    private int heap;
    private int known;
    private boolean sparse;
    private int mask;
    private int commonBefore;
    private int missing;

    HeapStep(TakeAndBreakValues table) {
        this.table = table;
    }

    /**
     * Looks at the splits of heap n whose parts are both below {@code known}.
     *
     * @param n the heap
     * @param known how many values are known, G(0 … known − 1): at most n, and at least n − 1 when
     *     the game splits in three
     * @param values G(0 … known − 1) at least
     * @param rare the rare heaps among them, when the sparse method runs, else null
     * @param sparseMask the sparse method's mask
     */
    void prepare(int n, int known, CompactValues values, RareHeaps rare, int sparseMask) {
        makeRoom(table.largest());
        stamp = stamp == Integer.MAX_VALUE - 1 ? restartStamps() : stamp + 1;
        this.heap = n;
        this.known = known;
        sparse = rare != null;
        mask = sparseMask;
        for (int k : table.twoSplitRemovals()) {
            int left = n - k;
            if (sparse) {
                values.markRareSplits(left, firstKnownPart(left), rare.heaps(), rare.count(), table.unequalParts(), stamps, stamp);
            } else {
                values.markSplits(left, firstKnownPart(left), table.largestSmallerPart(left), stamps, stamp);
            }
        }
        if (!sparse) {
            table.markThreeParts(n, values, stamps, stamp);
            return;
        }
        commonBefore = nextCommon(0);
        Arrays.fill(wanted, 0L);
        missing = 0;
        wantUnmarkedBetween(0, commonBefore);
        missing = scan(n, values);
    }

    /** @return the heap last prepared */
    int heap() {
        return heap;
    }

    /**
     * Adds the options of the heap prepared, n, that {@link #prepare} left, and settles its value.
     *
     * @param values G(0 … n − 1)
     * @return G(n)
     */
    int finish(CompactValues values) {
        int n = heap;
        makeRoom(table.largest());
        for (int k : table.twoSplitRemovals()) {
            int left = n - k;
            int last = Math.min(firstKnownPart(left) - 1, table.largestSmallerPart(left));
            for (int a = 1; a <= last; a++) {
                lateOption(values.get(a) ^ values.get(left - a));
            }
        }
        TakeAndBreak rules = table.rules();
        for (int k = 1; k <= Math.min(rules.lastDigit(), n); k++) {
            int digit = rules.digit(k);
            if ((digit & TakeAndBreak.LEAVE_NONE) != 0 && n == k) {
                lateOption(0);
            }
            if ((digit & TakeAndBreak.LEAVE_ONE) != 0 && n > k) {
                lateOption(values.get(n - k));
            }
        }
        if (!sparse) {
            return mex();
        }
        if (missing > 0) {
            return smallestWanted();
        }
        int common = nextCommon(commonBefore);
        wantUnmarkedBetween(commonBefore, common);
        if (missing > 0) {
            missing = scan(n, values);
        }
        return missing == 0 ? common : smallestWanted();
    }

    /** An option found in finish: marked, and no longer wanted if it was. */
    private void lateOption(int value) {
        stamps[value] = stamp;
        if (sparse) {
            missing -= CompactValues.crossOff(value, wanted);
        }
    }

    private int smallestWanted() {
        int word = 0;
        while (wanted[word] == 0) {
            word++;
        }
        return word * Long.SIZE + Long.numberOfTrailingZeros(wanted[word]);
    }

    private int nextCommon(int from) {
        int common = from;
        while (stamps[common] == stamp || MaskChooser.rare(common, mask)) {
            common++;
        }
        return common;
    }

    /** Adds the unmarked values in [from, bound) to those wanted: below c, they can only be rare. */
    private void wantUnmarkedBetween(int from, int bound) {
        for (int value = from; value < bound; value++) {
            if (stamps[value] != stamp) {
                wanted[value >>> 6] |= 1L << value;
                missing++;
            }
        }
    }

    /**
     * Marks the splits block by block from both ends of their range, and after each pair of
     * blocks crosses the values now marked off those wanted, stopping once none is left. Both
     * ends pay: splits with a small part give values near the large part's, and splits into two
     * near-halves give the small values that two large ones share — on Officers to 10^6 the
     * search ends after three splits in four of what a scan from one end needs. Marking is a plain
     * store per split, with nothing carried from one split to the next, so it runs at the speed of
     * the loads; the wanted set is looked at once a block. Every mark is an option of heap n, so
     * marking more than the search needed is harmless.
     */
    private int scan(int n, CompactValues values) {
        int stillMissing = missing;
        int[] removals = table.twoSplitRemovals();
        for (int j = 0; j < removals.length && stillMissing > 0; j++) {
            int left = n - removals[j];
            int low = firstKnownPart(left);
            int high = table.largestSmallerPart(left);
            while (low <= high && stillMissing > 0) {
                int lowEnd = Math.min(high, low + SCAN_HALF_BLOCK - 1);
                values.markSplits(left, low, lowEnd, stamps, stamp);
                low = lowEnd + 1;
                int highStart = Math.max(low, high - SCAN_HALF_BLOCK + 1);
                values.markSplits(left, highStart, high, stamps, stamp);
                high = highStart - 1;
                stillMissing -= crossOffMarked();
            }
        }
        return stillMissing;
    }

    /** Clears the wanted values that are now marked as options; returns how many. */
    private int crossOffMarked() {
        int found = 0;
        for (int word = 0; word < wanted.length; word++) {
            for (long bits = wanted[word]; bits != 0; bits &= bits - 1) {
                int value = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                if (stamps[value] == stamp) {
                    wanted[word] &= ~(1L << value);
                    found++;
                }
            }
        }
        return found;
    }

    /**
     * The smallest part of the splits of {@code left} that prepare looks at: the other part,
     * left − a, must be known. Finish adds the splits with a smaller part.
     */
    private int firstKnownPart(int left) {
        return Math.max(1, left - known + 1);
    }

    private int mex() {
        int value = 0;
        while (stamps[value] == stamp) {
            value++;
        }
        return value;
    }

    /**
     * Room for every option value — below twice the largest power of two among the values — kept
     * as it grows, since a neighbouring step may publish a larger value between prepare and finish.
     */
    private void makeRoom(int largest) {
        int room = Integer.highestOneBit(Math.max(largest, 1)) << 2;
        if (room > stamps.length) {
            stamps = Arrays.copyOf(stamps, room);
            wanted = Arrays.copyOf(wanted, room / Long.SIZE + 1);
        }
    }

    private int restartStamps() {
        Arrays.fill(stamps, 0);
        return 1;
    }
}
