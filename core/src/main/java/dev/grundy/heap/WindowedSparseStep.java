package dev.grundy.heap;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * One heap of a streamed run by sparse space (Winning Ways, "Sparse space spells speed";
 * Flammenkamp — see {@link SparseGrundySequence} for the method), reading values from a
 * {@link WindowedValues}. The takes and the splits with a rare part mark every common option, so
 * the least unmarked common value c bounds G(n); the scan of the splits then looks only for the
 * rare values below c still missing.
 *
 * <p>Unlike the in-memory step, the scan runs from the small end first, over the splits whose two
 * parts are in memory (small part in the prefix, large part in the tail); only when that leaves a
 * rare value missing does it go on, from both ends of what is left, reading the near-halves from
 * disk. How often that happens is counted ({@link #scansPastMemory}). Heaps are longs; the loops
 * over parts in memory use ints. Cost per heap: O(d·|R|) for the rare splits plus the scan, as in
 * {@link SparseGrundySequence}.
 */
final class WindowedSparseStep {
    private final TakeAndBreak rules;
    private final int[] removals;
    private final boolean unequal;
    private int[] stamps = new int[4];
    private int stamp;
    private long[] wanted = new long[1];
    /** Per removal, the first part the scan in memory left. */
    private final long[] scannedInMemory;
    private int missing;
    private long scansPastMemory;
    /** The splits to try first for the last few wanted values, or null. */
    private SmallPartIndex smallParts;
    /** The heap and the values a search is for, read by {@link #foundBySmallPart}, made once so that a search allocates nothing. */
    private long searchHeap;
    private WindowedValues searchValues;
    private final IntPredicate foundBySmallPart = this::foundBySmallPart;
    private long splitsMarked;

    /**
     * @param rules a game that splits in two and never in three
     * @param removals the removals k after which the rest may be split in two
     */
    WindowedSparseStep(TakeAndBreak rules, int[] removals) {
        this.rules = rules;
        this.removals = removals.clone();
        this.unequal = rules.unequalParts();
        this.scannedInMemory = new long[removals.length];
    }

    /**
     * @param n the heap, {@code values.count()}
     * @param values G(0 … n − 1)
     * @param rare the rare heaps below n, with their values
     * @param largest the largest value so far
     * @return G(n)
     */
    int value(long n, WindowedValues values, StreamedRareHeaps rare, int largest) {
        makeRoom(largest);
        stamp = stamp == Integer.MAX_VALUE ? restartStamps() : stamp + 1;
        markTakes(n, values);
        for (int k : removals) {
            markRareSplits(n - k, values, rare);
        }
        int mask = rare.mask();
        int common = 0;
        while (stamps[common] == stamp || MaskChooser.rare(common, mask)) {
            common++;
        }
        Arrays.fill(wanted, 0L);
        missing = 0;
        for (int value = 0; value < common; value++) {
            if (stamps[value] != stamp) {
                wanted[value >>> 6] |= 1L << value;
                missing++;
            }
        }
        if (missing > 0) {
            scan(n, values);
        }
        if (missing == 0) {
            return common;
        }
        int word = 0;
        while (wanted[word] == 0) {
            word++;
        }
        return word * Long.SIZE + Long.numberOfTrailingZeros(wanted[word]);
    }

    private void markTakes(long n, WindowedValues values) {
        for (int k = 1; k <= Math.min(rules.lastDigit(), n); k++) {
            int digit = rules.digit(k);
            if ((digit & TakeAndBreak.LEAVE_NONE) != 0 && n == k) {
                stamps[0] = stamp;
            }
            if ((digit & TakeAndBreak.LEAVE_ONE) != 0 && n > k) {
                stamps[values.get(n - k)] = stamp;
            }
        }
    }

    /** Marks G(r) ⊕ G(left − r) for every rare 1 ≤ r &lt; left, but r = left/2 when the parts must differ. */
    private void markRareSplits(long left, WindowedValues values, StreamedRareHeaps rare) {
        long[] heaps = rare.heaps();
        char[] rareValues = rare.values();
        for (int i = 0, count = rare.count(); i < count && heaps[i] < left; i++) {
            long r = heaps[i];
            if (r >= 1 && !(unequal && 2 * r == left)) {
                stamps[rareValues[i] ^ values.get(left - r)] = stamp;
            }
        }
    }

    /** @param index the splits to try first once a scan wants at most {@link SequenceTuning#SEARCH_WHEN_WANTED} values, or null */
    void useSmallParts(SmallPartIndex index) {
        smallParts = index;
    }

    /**
     * Marks splits block by block, crossing the values now marked off those wanted after each,
     * and stops once none is left: first the splits in memory from the small end, a block of each
     * removal's in turn (one removal's splits may never give a value another's give at once), then
     * what is left from both ends, through the disk. Once at most
     * {@link SequenceTuning#SEARCH_WHEN_WANTED} values are wanted, {@link SmallPartIndex}'s splits
     * are tried for each first.
     */
    private void scan(long n, WindowedValues values) {
        Arrays.fill(scannedInMemory, 1);
        boolean searched = smallParts == null;
        for (boolean more = true; more && missing > 0; crossOffMarked()) {
            if (!searched && missing <= SequenceTuning.SEARCH_WHEN_WANTED) {
                searched = true;
                searchHeap = n;
                searchValues = values;
                missing -= SmallPartIndex.searchWanted(wanted, stamps, stamp, foundBySmallPart);
                if (missing == 0) {
                    break;
                }
            }
            more = false;
            for (int j = 0; j < removals.length; j++) {
                long left = n - removals[j];
                long low = scannedInMemory[j];
                long inMemory = Math.min(largestSmallerPart(left), values.lastPartInMemory(left));
                if (low <= inMemory) {
                    int last = (int) Math.min(inMemory, low + 2 * SequenceTuning.SCAN_HALF_BLOCK - 1);
                    values.markSplitsInMemory(left, (int) low, last, stamps, stamp);
                    splitsMarked += last - low + 1;
                    scannedInMemory[j] = last + 1;
                    more = true;
                }
            }
        }
        if (missing > 0) {
            scansPastMemory++;
        }
        for (int j = 0; j < removals.length && missing > 0; j++) {
            long left = n - removals[j];
            long low = scannedInMemory[j];
            long high = largestSmallerPart(left);
            while (low <= high && missing > 0) {
                long lowEnd = Math.min(high, low + SequenceTuning.SCAN_HALF_BLOCK - 1);
                values.markSplits(left, low, lowEnd, stamps, stamp);
                splitsMarked += lowEnd - low + 1;
                low = lowEnd + 1;
                long highStart = Math.max(low, high - SequenceTuning.SCAN_HALF_BLOCK + 1);
                values.markSplits(left, highStart, high, stamps, stamp);
                splitsMarked += Math.max(0, high - highStart + 1);
                high = highStart - 1;
                crossOffMarked();
            }
        }
    }

    private boolean foundBySmallPart(int value) {
        for (int k : removals) {
            long left = searchHeap - k;
            long high = Math.min(largestSmallerPart(left), searchValues.lastPartInMemory(left));
            if (smallParts.findSplit(searchValues, left, 1, high, value)) {
                return true;
            }
        }
        return false;
    }

    private long largestSmallerPart(long left) {
        return SplitGeometry.largestSmallerPart(left, unequal);
    }

    private void crossOffMarked() {
        for (int word = 0; word < wanted.length; word++) {
            for (long bits = wanted[word]; bits != 0; bits &= bits - 1) {
                int value = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                if (stamps[value] == stamp) {
                    wanted[word] &= ~(1L << value);
                    missing--;
                }
            }
        }
    }

    /** @return how many heaps needed splits beyond those in memory: the scan in memory of every removal left a rare value missing */
    long scansPastMemory() {
        return scansPastMemory;
    }

    /** @return about how many splits the scans marked (for the cost split of docs/benchmarks.md) */
    long splitsMarked() {
        return splitsMarked;
    }

    /** Room for every option value and the least common value above them: four times the largest power of two. */
    private void makeRoom(int largest) {
        int room = Integer.highestOneBit(Math.max(largest, 1)) << 2;
        if (room > stamps.length) {
            stamps = Arrays.copyOf(stamps, room);
            wanted = new long[room / Long.SIZE + 1];
        }
    }

    private int restartStamps() {
        Arrays.fill(stamps, 0);
        return 1;
    }
}
