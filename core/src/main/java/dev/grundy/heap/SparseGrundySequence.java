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
        return new Step(geometry, this, false);
    }

    /**
     * @return a step for a run that gives it every heap in turn, n after n − 1: when the game
     *     splits after one removal k &ge; 1, it marks the rare splits of the next heaps' lefts, up to
     *     left n (min(k + 1, 4) lefts), with its own left's, in one loop ({@link #markRareSplitsOfLefts})
     */
    HeapStep newSerialStep() {
        return new Step(geometry, this, true);
    }

    /** Counts a value just published, G(n), and lists n when it is rare and the method runs. */
    void record(int n, int value) {
        if (value >= histogram.length) {
            histogram = Arrays.copyOf(histogram, Integer.highestOneBit(value) << 1);
        }
        histogram[value]++;
        if (running && MaskChooser.rare(value, mask)) {
            rare = rare.with(n, value);
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
            int value = values.get(n);
            if (MaskChooser.rare(value, mask)) {
                heaps = heaps.with(n, value);
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
        int[] rareValues = heaps.values();
        int from = heaps.firstAtLeast(first);
        int to = heaps.firstAtLeast(left);
        if (unequal && (left & 1) == 0) {
            int half = heaps.firstAtLeast(left / 2);
            if (half >= from && half < to && list[half] == left / 2) {
                values.markRareSplits(left, list, rareValues, from, half, marks, mark);
                values.markRareSplits(left, list, rareValues, half + 1, to, marks, mark);
                return;
            }
        }
        values.markRareSplits(left, list, rareValues, from, to, marks, mark);
    }

    /**
     * Marks the splits with a rare part of two lefts at once, {@code left} in {@code marks} and
     * left + 1 in {@code nextMarks}, as {@link #markRareSplits} would with first parts
     * {@code first} and {@code nextFirst}: one pass over the rare heaps and their values, the two
     * partners of each side by side in the values. A rare heap that is half of the even one of the
     * two is left out of that left when the parts must differ, the rare heap equal to left is a
     * split of left + 1 only, and a rare heap below nextFirst (first, when it is one less) is a
     * split of left only.
     *
     * @param values the values, G(left + 1 − nextFirst) at least
     * @param left the first of the two lefts, at least 1
     * @param first the smallest rare part of left's splits to take
     * @param nextFirst that of left + 1's: first, or first + 1
     * @param heaps the rare heaps
     * @param unequal whether the parts must differ
     * @param marks where the values of left's splits are marked
     * @param mark their mark
     * @param nextMarks where those of left + 1 are marked
     * @param nextMark their mark
     */
    static void markRareSplitsOfTwo(CompactValues values, int left, int first, int nextFirst, RareHeaps heaps, boolean unequal,
                                    int[] marks, int mark, int[] nextMarks, int nextMark) {
        int[] list = heaps.heaps();
        int[] rareValues = heaps.values();
        int to = heaps.firstAtLeast(left);
        int from = Math.min(heaps.firstAtLeast(nextFirst), to);
        int leftOnly = heaps.firstAtLeast(first);
        if (leftOnly < from && !(unequal && 2 * list[leftOnly] == left)) {
            values.markRareSplits(left, list, rareValues, leftOnly, from, marks, mark);
        }
        int even = left + (left & 1);
        int half = unequal ? heaps.firstAtLeast(even / 2) : to;
        if (half >= from && half < to && list[half] == even / 2) {
            values.markRareSplitsOfTwo(left, list, rareValues, from, half, marks, mark, nextMarks, nextMark);
            values.markRareSplitsOfTwo(left, list, rareValues, half + 1, to, marks, mark, nextMarks, nextMark);
            if (even == left) {
                values.markRareSplits(left + 1, list, rareValues, half, half + 1, nextMarks, nextMark);
            } else {
                values.markRareSplits(left, list, rareValues, half, half + 1, marks, mark);
            }
        } else {
            values.markRareSplitsOfTwo(left, list, rareValues, from, to, marks, mark, nextMarks, nextMark);
        }
        markRareSplits(values, left + 1, Math.max(left, nextFirst), heaps, unequal, nextMarks, nextMark);
    }

    /**
     * Marks the splits with a rare part of two to four consecutive lefts at once, left + j in
     * {@code marks[j]} with {@code mark[j]}, as {@link #markRareSplits} would with first part 1 for
     * each: one pass over the rare heaps and their values, the partners of each side by side in
     * the values. A rare heap that is half of an even left is left out of that left when the parts
     * must differ, and a rare heap r with left &le; r &lt; left + j is a split of left + j only.
     *
     * @param values the values, G(left + marks.length − 2) at least
     * @param left the first of the lefts, at least 1
     * @param heaps the rare heaps
     * @param unequal whether the parts must differ
     * @param marks where the values of each left's splits are marked, two to four of them
     * @param mark their marks
     */
    static void markRareSplitsOfLefts(CompactValues values, int left, RareHeaps heaps, boolean unequal, int[][] marks,
                                      int[] mark) {
        int[] list = heaps.heaps();
        int[] rareValues = heaps.values();
        int width = marks.length;
        int from = heaps.firstAtLeast(1);
        int to = heaps.firstAtLeast(left);
        // The halves that are rare heaps below left cut the pass: each is marked alone, in every left but its double.
        for (int even = left + (left & 1); unequal && even < left + width; even += 2) {
            int half = heaps.firstAtLeast(even / 2);
            if (half >= from && half < to && list[half] == even / 2) {
                values.markRareSplitsOfLefts(left, list, rareValues, from, half, marks, mark);
                for (int j = 0; j < width; j++) {
                    if (left + j != even) {
                        values.markRareSplits(left + j, list, rareValues, half, half + 1, marks[j], mark[j]);
                    }
                }
                from = half + 1;
            }
        }
        values.markRareSplitsOfLefts(left, list, rareValues, from, to, marks, mark);
        for (int j = 1; j < width; j++) {
            markRareSplits(values, left + j, left, heaps, unequal, marks[j], mark[j]);
        }
    }

    /**
     * One heap by sparse space, in the two phases of {@link HeapStep}.
     *
     * <p>The options of heap n come from the takes and from the splits of each left n − k, and
     * when the game splits after several removals the lefts of neighbouring heaps coincide: on
     * 0.167 (splits after removing 2 or 3) the left n − 3 of heap n + 1 is the left n − 2 of
     * heap n. So what is learnt of a left — the values of its splits with a rare part, and of the
     * splits its scan got through — is kept for the next heap with that left
     * ({@link LeftSplits}, one for each left a heap can have in common with the heap before), and
     * only the new left's rare splits are marked; half of them on 0.167. The takes and the late
     * options are the heap's own and marked in {@link HeapStep}'s stamps.
     */
    static final class Step extends HeapStep {
        private final SparseGrundySequence method;
        /** The rare values below c not yet found among the options, a bit each. */
        private long[] wanted = new long[1];
        /**
         * The words of {@link #wanted} that may hold a bit: those of the values below c. The
         * table's room is four times the largest value, so the words beyond are always empty
         * and are not looked at; a profile of Officers put an eighth of the time in crossing off.
         */
        private int wantedWords;
        private int missing;
        private int mask;
        private int commonBefore;
        private SmallPartIndex smallParts;
        /** The values a search reads, for {@link #foundBySmallPart}, made once so that a search allocates nothing. */
        private CompactValues searchValues;
        private final IntPredicate foundBySmallPart = this::foundBySmallPart;
        /** What is known of the splits of each left, by left modulo their number: two lefts of one heap never share one. */
        private final LeftSplits[] lefts;
        /** Those of the heap in hand, one for each removal, in the order of {@link #removals}. */
        private final LeftSplits[] inHand;
        /** Whether the game splits after one removal only: then a heap's left is never the next heap's. */
        private final boolean oneLeft;
        /**
         * Whether, with one left a heap, the next heap's left is marked with this heap's: only while
         * the pipeline prepares the next heap with the same values known right after this one
         * ({@link #prepareTwo}), so that the next heap takes those marks as they are. A step given
         * every heap in turn marks {@link #width} lefts instead, and only lefts whose parts are all
         * known: the next heap, knowing one value more, would mark any other again (Grundy's game,
         * whose left is the heap itself, lost a third of its speed so). Marked two lefts at a time,
         * the rare heaps and their values are read once for both, and the two partners of each lie
         * side by side.
         */
        private boolean marksNextLeft;
        /**
         * How many lefts, this heap's and the next heaps', are marked at once when there is one left
         * a heap and the run gives this step every heap in turn; 1 when not. The rare splits are a
         * third of the time of the games that split after one removal (a profile of Officers,
         * 2026-11-29), half of 0.172's and 0.034's to 2^23 (2026-11-29); marked several lefts at a
         * time, the rare heaps and their values are read once for all, and the partners of each lie
         * side by side. Heap n knows G(n − 1), so its left n − k and the lefts up to n can be
         * marked: two for Officers (k = 1), three for 0.172 and 0.161, four for 0.034 and 0.014.
         */
        private final int width;
        /** The marks of the lefts marked at once, and their marks. */
        private final int[][] widthMarks;
        private final int[] widthMark;
        /** The first and the last of them, looked at without a loop. */
        private LeftSplits near;
        private LeftSplits far;

        Step(SplitGeometry geometry, SparseGrundySequence method, boolean serial) {
            super(geometry);
            this.method = method;
            this.oneLeft = removals.length == 1;
            this.width = serial && oneLeft ? Math.min(removals[0] + 1, 4) : 1;
            this.widthMarks = new int[width][];
            this.widthMark = new int[width];
            int spread = width > 1 ? width : oneLeft ? 2 : removals[removals.length - 1] - removals[0] + 1;
            this.lefts = new LeftSplits[spread];
            for (int i = 0; i < spread; i++) {
                lefts[i] = new LeftSplits(stamps.length);
            }
            this.inHand = new LeftSplits[removals.length];
        }

        /**
         * Marks the splits with a rare part of each left not kept from the heap before, and the
         * values below c, then scans for the rare ones missing.
         */
        @Override
        void prepare(int n, int known, CompactValues values, int largest) {
            begin(n, known, largest);
            RareHeaps heaps = method.rare;
            mask = method.mask;
            smallParts = method.smallParts;
            for (int j = 0; j < removals.length; j++) {
                int left = n - removals[j];
                int first = firstKnownPart(left);
                LeftSplits splits = lefts[Math.floorMod(left, lefts.length)];
                if (!splits.holds(left, first, heaps)) {
                    splits.begin(left, first, heaps, geometry.largestSmallerPart(left));
                    if (width > 1 && left >= 1 && left + width - 1 <= known) {
                        // Every part of these lefts' splits is known, so their first part is 1, now and for the next heaps.
                        for (int w = 0; w < width; w++) {
                            LeftSplits next = lefts[Math.floorMod(left + w, lefts.length)];
                            next.begin(left + w, 1, heaps, geometry.largestSmallerPart(left + w));
                            widthMarks[w] = next.marks;
                            widthMark[w] = next.mark;
                        }
                        markRareSplitsOfLefts(values, left, heaps, geometry.unequalParts(), widthMarks, widthMark);
                    } else if (marksNextLeft && left >= 1) {
                        // Its first part, as the next heap prepared with the same values known takes it.
                        int nextFirst = firstKnownPart(left + 1);
                        LeftSplits next = lefts[Math.floorMod(left + 1, lefts.length)];
                        next.begin(left + 1, nextFirst, heaps, geometry.largestSmallerPart(left + 1));
                        markRareSplitsOfTwo(values, left, first, nextFirst, heaps, geometry.unequalParts(), splits.marks, splits.mark,
                                next.marks, next.mark);
                    } else {
                        markRareSplits(values, left, first, heaps, geometry.unequalParts(), splits.marks, splits.mark);
                    }
                }
                inHand[j] = splits;
            }
            near = inHand[0];
            far = inHand[inHand.length - 1];
            Arrays.fill(wanted, 0, wantedWords, 0L);
            missing = 0;
            commonBefore = nextCommonWantingRare(0);
            missing = scan(n, values);
        }

        /**
         * Prepares n here and n + 1 in the next step; with one left a heap, the splits of n + 1's
         * left with a rare part are marked in this heap's pass over the rare heaps and handed to
         * the next step, which marks none.
         */
        @Override
        void prepareTwo(HeapStep next, int n, int known, CompactValues values, int largest) {
            if (!oneLeft || !(next instanceof Step second)) {
                super.prepareTwo(next, n, known, values, largest);
                return;
            }
            marksNextLeft = true;
            try {
                prepare(n, known, values, largest);
            } finally {
                marksNextLeft = false;
            }
            second.takeLeft(this, n + 1 - removals[0]);
            second.prepare(n + 1, known, values, largest);
        }

        /** Swaps the splits of a left that the step before marked for this one with this step's own, when their room is the same. */
        private void takeLeft(Step before, int left) {
            int slot = Math.floorMod(left, lefts.length);
            LeftSplits marked = before.lefts[slot];
            if (marked.marks.length == lefts[slot].marks.length) {
                before.lefts[slot] = lefts[slot];
                lefts[slot] = marked;
            }
        }

        /**
         * Prepare worked with c' found before the late options; moves c past what they add and
         * scans again only for the rare values between c' and c, from where the scan stopped.
         */
        @Override
        int settle(CompactValues values) {
            takeOptions(values);
            if (missing > 0) {
                return smallestWanted();
            }
            int common = nextCommonWantingRare(commonBefore);
            if (missing > 0) {
                missing = scan(heap, values);
            }
            return missing == 0 ? common : smallestWanted();
        }

        /** An option found in finish: marked, and no longer wanted if it was (without a branch). */
        @Override
        void lateOption(int value) {
            markOwn(value);
            int word = value >>> 6;
            long hit = wanted[word] & (1L << value);
            wanted[word] ^= hit;
            missing -= (int) (hit >>> value);
        }

        /**
         * Marks an option of the heap's own — a take, a late split, one found by
         * {@link SmallPartIndex} — with its left's marks when there is one left a heap (it is
         * never the next heap's), so that {@link #marked} looks at one array.
         */
        private void markOwn(int value) {
            if (oneLeft) {
                near.marks[value] = near.mark;
            } else {
                stamps[value] = stamp;
            }
        }

        /**
         * @return whether a value is an option found so far: the heap's own, or a split of one of
         *     its lefts. Written out for the first and last left, and without a branch between
         *     them: it runs for every value below c, and whether a value is marked is a coin toss.
         */
        private boolean marked(int value) {
            if (oneLeft) {
                return near.marks[value] == near.mark;
            }
            boolean marked = stamps[value] == stamp | near.marks[value] == near.mark | far.marks[value] == far.mark;
            for (int j = 1; j < inHand.length - 1; j++) {
                marked |= inHand[j].marks[value] == inHand[j].mark;
            }
            return marked;
        }

        private int smallestWanted() {
            int word = 0;
            while (wanted[word] == 0) {
                word++;
            }
            return word * Long.SIZE + Long.numberOfTrailingZeros(wanted[word]);
        }

        /**
         * Walks up from a value to the least unmarked common one, c, and adds the unmarked values
         * passed on the way to those wanted: below c, they can only be rare.
         *
         * @return c
         */
        private int nextCommonWantingRare(int from) {
            for (int value = from;; value++) {
                boolean marked = marked(value);
                if (MaskChooser.rare(value, mask)) {
                    long unmarked = marked ? 0 : 1;
                    wanted[value >>> 6] |= unmarked << value;
                    missing += (int) unmarked;
                } else if (!marked) {
                    wantedWords = (value >>> 6) + 1;
                    return value;
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
         * option of heap n, so marking more than the search needed is harmless. A left kept from
         * the heap before is scanned on from where that heap's scan stopped.
         *
         * @return how many wanted values are still missing
         */
        private int scan(int n, CompactValues values) {
            int stillMissing = missing;
            boolean searched = smallParts == null;
            for (int j = 0; j < removals.length && stillMissing > 0; j++) {
                int left = n - removals[j];
                LeftSplits splits = inHand[j];
                while (splits.low <= splits.high && stillMissing > 0) {
                    if (!searched && stillMissing <= SequenceTuning.SEARCH_WHEN_WANTED) {
                        searched = true;
                        stillMissing -= searchSmallParts(values);
                        if (stillMissing == 0) {
                            break;
                        }
                    }
                    int halfBlock = splits.halfBlock;
                    int lowEnd = Math.min(splits.high, splits.low + halfBlock - 1);
                    values.markSplits(left, splits.low, lowEnd, splits.marks, splits.mark);
                    splits.low = lowEnd + 1;
                    int highStart = Math.max(splits.low, splits.high - halfBlock + 1);
                    values.markSplits(left, highStart, splits.high, splits.marks, splits.mark);
                    splits.high = highStart - 1;
                    stillMissing -= crossOffMarked();
                    splits.halfBlock = Math.min(2 * halfBlock, SequenceTuning.SCAN_HALF_BLOCK);
                }
            }
            return stillMissing;
        }

        /** Looks for each wanted value with {@link SmallPartIndex}, marking and crossing off those found; returns how many. */
        private int searchSmallParts(CompactValues values) {
            searchValues = values;
            return oneLeft ? SmallPartIndex.searchWanted(wanted, near.marks, near.mark, foundBySmallPart)
                    : SmallPartIndex.searchWanted(wanted, stamps, stamp, foundBySmallPart);
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

        /**
         * Clears the wanted values that are now marked as options; returns how many. Without a
         * branch on whether a value is marked: that is a coin toss, and crossing off after every
         * block took about a tenth of Officers' time when it branched.
         */
        private int crossOffMarked() {
            int found = 0;
            for (int word = 0; word < wantedWords; word++) {
                long hits = 0;
                for (long bits = wanted[word]; bits != 0; bits &= bits - 1) {
                    int value = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                    hits |= (marked(value) ? 1L : 0L) << value;
                }
                wanted[word] &= ~hits;
                found += Long.bitCount(hits);
            }
            return found;
        }

        @Override
        boolean makeRoom(int largest) {
            if (!super.makeRoom(largest)) {
                return false;
            }
            wanted = Arrays.copyOf(wanted, stamps.length / Long.SIZE + 1);
            for (LeftSplits splits : lefts) {
                splits.marks = Arrays.copyOf(splits.marks, stamps.length);
            }
            return true;
        }
    }

    /**
     * The values of the splits of one left that a step has marked — those with a rare part, and
     * those its scan got through, from both ends — kept for the next heap with the same left, the
     * same first part and the same rare heaps. Its own marks, so that nothing is cleared between
     * lefts.
     */
    private static final class LeftSplits {
        /** marks[v] == mark when v is G(a) ⊕ G(left − a) for a split marked. */
        int[] marks;
        int mark;
        private int left = -1;
        private int first;
        private RareHeaps rare;
        /** The smallest part the scan has not marked from below, and the largest from above. */
        int low;
        int high;
        /** The scan's next block at each end. */
        int halfBlock;

        LeftSplits(int room) {
            this.marks = new int[room];
        }

        /** @return whether these are the splits of this left from this first part, with these rare heaps */
        boolean holds(int left, int first, RareHeaps rare) {
            return this.left == left && this.first == first && this.rare == rare;
        }

        /** Takes a new left in hand: a fresh mark, and the scan from both ends of its parts. */
        void begin(int left, int first, RareHeaps rare, int largestSmallerPart) {
            if (mark == Integer.MAX_VALUE - 1) {
                Arrays.fill(marks, 0);
                mark = 0;
            }
            mark++;
            this.left = left;
            this.first = first;
            this.rare = rare;
            this.low = first;
            this.high = largestSmallerPart;
            this.halfBlock = SequenceTuning.SCAN_FIRST_HALF_BLOCK;
        }
    }
}
