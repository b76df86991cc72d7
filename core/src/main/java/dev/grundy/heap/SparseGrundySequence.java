package dev.grundy.heap;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * The Grundy values of a take-and-break game that splits in at most two, by <b>sparse space</b>
 * (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 4, Extras, "Sparse space spells speed";
 * A. Flammenkamp, "Sparse- and common-positions of Sprague-Grundy values of octal games",
 * wwwhomes.uni-bielefeld.de/achim/octal_sparse.html, with the rare values and masks of the octal
 * games in his tables).
 *
 * <p>Under a bit mask m a value v is <em>rare</em> when popcount(v &amp; m) is even and
 * <em>common</em> otherwise; rare ⊕ rare and common ⊕ common are rare, rare ⊕ common is common. So
 * every common option of heap n is a take or a split with a rare part, and looping over the short
 * list R of heaps with rare values ({@link RareHeaps}) marks all of them: the least unmarked common
 * value c is exact among commons. G(n) = c unless a rare value below c is missing among the
 * options; a scan of the splits settles that, stopping as soon as every rare value below c has
 * turned up (once only a few are left, it first tries the splits {@link SmallPartIndex} lists for
 * each), and if one has not, G(n) is the least of them and n joins R. The mask is the one that
 * makes the fewest heaps rare ({@link MaskChooser}, a Walsh–Hadamard transform of the histogram of
 * the values), chosen again as the table doubles.
 *
 * <p>Cost per heap: O(d·|R|) to mark the splits with a rare part, d the removals after which the
 * rest may be split, and a scan that is O(n) at worst but stops early; the mask, O(B·2^B) for
 * values below 2^B, once a doubling. While R stays small and the scans short, G(0 … n) takes about
 * linear time against the naive O(n²) ({@link NaiveGrundySequence}). Measured on Officers (0.6) to
 * 10^6 (docs/benchmarks.md, 2026-11-23): about 1,600 rare heaps, 2.2·10^9 splits marked by the
 * scans in all — 2,200 a heap on average, where the naive loop marks n/2 at heap n, 250,000 on
 * average — and 3.4 s against 99 s.
 *
 * <p>This object holds the method's state for one table — histogram, mask, rare heaps — changed
 * only by the thread that publishes values; its {@link Step}s read the rare heaps as they were
 * when they began a heap.
 */
final class SparseGrundySequence {
    private final SplitGeometry geometry;
    private long[] histogram = new long[2];
    private int mask;
    private int bestMask;
    private boolean running;
    private volatile RareHeaps rare = RareHeaps.none();
    private volatile SmallPartIndex smallParts;

    /** @param geometry the splits of the game whose values the steps compute: it splits in two and never in three */
    SparseGrundySequence(SplitGeometry geometry) {
        this.geometry = geometry;
    }

    /** @return a step with scratch space of its own, for one thread */
    HeapStep newStep() {
        return new Step(geometry, this);
    }

    /** Counts a value just published, G(n), and lists n when it is rare and the method runs. */
    void record(int n, int value) {
        if (value >= histogram.length) {
            histogram = Arrays.copyOf(histogram, Integer.highestOneBit(value) << 1);
        }
        histogram[value]++;
        if (running && MaskChooser.rare(value, mask)) {
            rare = rare.with(n);
        }
    }

    /** @return how many heaps so far are rare under the mask that makes the fewest rare, which it remembers */
    long rareUnderBestMask() {
        bestMask = MaskChooser.bestMask(histogram);
        long count = 0;
        for (int value = 0; value < histogram.length; value++) {
            count += MaskChooser.rare(value, bestMask) ? histogram[value] : 0;
        }
        return count;
    }

    /**
     * Runs the method from here on, with the mask {@link #rareUnderBestMask} found if the method
     * was paused or if that mask makes fewer heaps rare than the one in use.
     *
     * @param values the values so far
     * @param rareUnderBest what {@link #rareUnderBestMask} returned
     */
    void run(CompactValues values, long rareUnderBest) {
        if (!running || bestMask != mask && rareUnderBest < rare.count()) {
            useMask(bestMask, values);
        }
        if (values.size() >= 2 * SmallPartIndex.HEAPS) {
            smallParts = SmallPartIndex.of(values::get, histogram);
        }
        running = true;
    }

    /** Stops listing rare heaps until {@link #run} starts the method again. */
    void pause() {
        running = false;
    }

    /**
     * Runs the method with this mask, the rare heaps found again among the values.
     *
     * @param newMask the mask
     * @param values the values so far
     */
    void useMask(int newMask, CompactValues values) {
        mask = newMask;
        RareHeaps heaps = RareHeaps.none();
        for (int n = 0; n < values.size(); n++) {
            if (MaskChooser.rare(values.get(n), mask)) {
                heaps = heaps.with(n);
            }
        }
        rare = heaps;
        running = true;
    }

    /** @return whether the method runs */
    boolean running() {
        return running;
    }

    /** @return how many heaps are listed as rare */
    int rareCount() {
        return rare.count();
    }

    /**
     * Marks G(r) ⊕ G(left − r) for every rare heap first ≤ r &lt; left — the splits of left with a
     * rare part — but r = left/2 when the parts must differ. The list is sorted, so these are one
     * or two runs of it, found by binary search, and the loops over them ask nothing per split.
     *
     * @param values the values, G(left − first) at least
     * @param left what the split divides
     * @param first the smallest rare part to take
     * @param heaps the rare heaps
     * @param unequal whether the parts must differ
     * @param marks where values are marked
     * @param mark the mark
     */
    static void markRareSplits(CompactValues values, int left, int first, RareHeaps heaps, boolean unequal, int[] marks,
                               int mark) {
        int[] list = heaps.heaps();
        int from = heaps.firstAtLeast(first);
        int to = heaps.firstAtLeast(left);
        if (unequal && (left & 1) == 0) {
            int half = heaps.firstAtLeast(left / 2);
            if (half >= from && half < to && list[half] == left / 2) {
                values.markRareSplits(left, list, from, half, marks, mark);
                values.markRareSplits(left, list, half + 1, to, marks, mark);
                return;
            }
        }
        values.markRareSplits(left, list, from, to, marks, mark);
    }

    /** One heap by sparse space, in the two phases of {@link HeapStep}. */
    static final class Step extends HeapStep {
        private final SparseGrundySequence method;
        /** The rare values below c not yet found among the options, a bit each. */
        private long[] wanted = new long[1];
        private int missing;
        private int mask;
        private int commonBefore;
        private SmallPartIndex smallParts;
        /** The values a search reads, for {@link #foundBySmallPart}, made once so that a search allocates nothing. */
        private CompactValues searchValues;
        private final IntPredicate foundBySmallPart = this::foundBySmallPart;

        Step(SplitGeometry geometry, SparseGrundySequence method) {
            super(geometry);
            this.method = method;
        }

        /** Marks the splits with a rare part and the values below c, then scans for the rare ones missing. */
        @Override
        void prepare(int n, int known, CompactValues values, int largest) {
            begin(n, known, largest);
            RareHeaps heaps = method.rare;
            mask = method.mask;
            smallParts = method.smallParts;
            for (int k : removals) {
                int left = n - k;
                markRareSplits(values, left, firstKnownPart(left), heaps, geometry.unequalParts(), stamps, stamp);
            }
            commonBefore = nextCommon(0);
            Arrays.fill(wanted, 0L);
            missing = 0;
            wantUnmarkedBetween(0, commonBefore);
            missing = scan(n, values);
        }

        /**
         * Prepare worked with c' found before the late options; moves c past what they add and
         * scans again only for the rare values between c' and c.
         */
        @Override
        int finish(CompactValues values, int largest) {
            lateOptions(values, largest);
            if (missing > 0) {
                return smallestWanted();
            }
            int common = nextCommon(commonBefore);
            wantUnmarkedBetween(commonBefore, common);
            if (missing > 0) {
                missing = scan(heap, values);
            }
            return missing == 0 ? common : smallestWanted();
        }

        /** An option found in finish: marked, and no longer wanted if it was (without a branch). */
        @Override
        void lateOption(int value) {
            stamps[value] = stamp;
            int word = value >>> 6;
            long hit = wanted[word] & (1L << value);
            wanted[word] ^= hit;
            missing -= (int) (hit >>> value);
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
         * ends pay: splits with a small part give values near the large part's, and splits into
         * two near-halves give the small values that two large ones share — on Officers to 10^6
         * the search ends after three splits in four of what a scan from one end needs. Marking is
         * a plain store per split, with nothing carried from one split to the next, so it runs at
         * the speed of the loads; the wanted set is looked at once a block. Every mark is an
         * option of heap n, so marking more than the search needed is harmless.
         *
         * @return how many wanted values are still missing
         */
        private int scan(int n, CompactValues values) {
            int stillMissing = missing;
            boolean searched = smallParts == null;
            int halfBlock = SequenceTuning.SCAN_FIRST_HALF_BLOCK;
            for (int j = 0; j < removals.length && stillMissing > 0; j++) {
                int left = n - removals[j];
                int low = firstKnownPart(left);
                int high = geometry.largestSmallerPart(left);
                while (low <= high && stillMissing > 0) {
                    if (!searched && stillMissing <= SequenceTuning.SEARCH_WHEN_WANTED) {
                        searched = true;
                        stillMissing -= searchSmallParts(values);
                        if (stillMissing == 0) {
                            break;
                        }
                    }
                    int lowEnd = Math.min(high, low + halfBlock - 1);
                    values.markSplits(left, low, lowEnd, stamps, stamp);
                    low = lowEnd + 1;
                    int highStart = Math.max(low, high - halfBlock + 1);
                    values.markSplits(left, highStart, high, stamps, stamp);
                    high = highStart - 1;
                    stillMissing -= crossOffMarked();
                    halfBlock = Math.min(2 * halfBlock, SequenceTuning.SCAN_HALF_BLOCK);
                }
            }
            return stillMissing;
        }

        /** Looks for each wanted value with {@link SmallPartIndex}, marking and crossing off those found; returns how many. */
        private int searchSmallParts(CompactValues values) {
            searchValues = values;
            return SmallPartIndex.searchWanted(wanted, stamps, stamp, foundBySmallPart);
        }

        private boolean foundBySmallPart(int value) {
            for (int k : removals) {
                int left = heap - k;
                if (smallParts.findSplit(searchValues, left, firstKnownPart(left), geometry.largestSmallerPart(left), value)) {
                    return true;
                }
            }
            return false;
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

        @Override
        boolean makeRoom(int largest) {
            if (!super.makeRoom(largest)) {
                return false;
            }
            wanted = Arrays.copyOf(wanted, stamps.length / Long.SIZE + 1);
            return true;
        }
    }
}
