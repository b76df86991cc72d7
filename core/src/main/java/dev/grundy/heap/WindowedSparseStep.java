package dev.grundy.heap;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntPredicate;

/**
 * One heap of a streamed run by sparse space (Winning Ways, "Sparse space spells speed";
 * Flammenkamp — see {@link SparseGrundySequence} for the method), reading values from a
 * {@link WindowedValues}. The takes and the splits with a rare part mark every common option, so
 * the least unmarked common value c bounds G(n); the scan of the splits then looks only for the
 * rare values below c still missing.
 *
 * <p>In the two phases of {@link HeapStep}, so that the two threads of a {@link PipelinedRun}
 * work on neighbouring heaps at once: {@link #prepare} looks at the splits whose parts are both
 * known already, {@link #finish}, once G(n − 1) is known, adds the takes and the few splits with
 * a part not known before, and scans again only for rare values between the c it had and the new
 * one. On one thread, prepare with every value below n known and finish at once.
 *
 * <p>As the in-memory step, the scan runs from both ends: from the small end over the splits
 * whose two parts are in memory (small part in the prefix, large part in the tail), from the large
 * end over the near-halves the window's middle holds; only when that leaves a rare value missing
 * does it go on, from both ends of what is left, reading from disk. How often that happens is
 * counted. Heaps are longs; the loops over parts in memory use
 * ints. Cost per heap: O(d·|R|) for the rare splits plus the scan, as in
 * {@link SparseGrundySequence}.
 */
final class WindowedSparseStep {
    private final TakeAndBreak rules;
    private final int[] removals;
    private final boolean unequal;
    /** Heaps whose scan went past memory, counted for every step of a run. */
    private final AtomicLong scansPastMemory;
    private final int[] small = new int[SequenceTuning.SCAN_HALF_BLOCK];
    /**
     * The options of the heap in hand: its left's marks when the game has one left a heap (a left
     * is never two heaps'), else its own. Either way all the heap's options are marked here.
     */
    private int[] stamps;
    private int stamp;
    /** Whether the game splits after one removal only, k: heap n's one left is n − k. */
    private final boolean oneLeft;
    /**
     * How many lefts are marked in one pass over the rare heaps: min(k + 1, 4) for a step given
     * every heap in turn with every value below it known, when the game has one left a heap, as
     * the in-memory serial step ({@link SparseGrundySequence#newSerialStep}); else 1. Heap n knows
     * G(n − 1), so the lefts n − k … n have every part known, and the rare heaps and their values
     * are read once for all of them.
     */
    private final int width;
    /**
     * The splits with a rare part of the lefts marked, by left modulo their number: the width, and
     * two at least with one left a heap, for the pipeline's two heaps prepared at once
     * ({@link #prepareTwo}).
     */
    private LeftMarks[] lefts;
    /** The marks of the lefts of one pass, and their marks, for passes of 1 to 4 lefts: made once. */
    private final int[][][] passMarks = {null, new int[1][], new int[2][], new int[3][], new int[4][]};
    private final int[][] passMark = {null, new int[1], new int[2], new int[3], new int[4]};
    private long[] wanted = new long[1];
    /** The words of {@link #wanted} that may hold a bit: those of the values below c. */
    private int wantedWords;
    /** Per removal, the smallest and the largest part the scan has not marked from either end. */
    private final long[] scannedLow;
    private final long[] scannedHigh;
    private int missing;
    private long heap;
    private long known;
    private int commonBefore;
    private WindowedValues values;
    private StreamedRareHeaps rare;
    /** The splits to try first for the last few wanted values, or null. */
    private SmallPartIndex smallParts;
    private final IntPredicate foundBySmallPart = this::foundBySmallPart;

    /**
     * @param rules a game that splits in two and never in three
     * @param removals the removals k after which the rest may be split in two
     * @param scansPastMemory counts the heaps whose scan went past memory
     * @param serial whether the step is given every heap in turn, each with every value below it
     *     known: then with one left a heap it marks the next lefts' rare splits with its own
     */
    WindowedSparseStep(TakeAndBreak rules, int[] removals, AtomicLong scansPastMemory, boolean serial) {
        this.rules = rules;
        this.removals = removals.clone();
        this.oneLeft = removals.length == 1;
        this.width = serial && oneLeft ? Math.min(removals[0] + 1, 4) : 1;
        this.lefts = new LeftMarks[oneLeft ? Math.max(width, 2) : 1];
        for (int i = 0; i < lefts.length; i++) {
            lefts[i] = new LeftMarks();
        }
        this.stamps = lefts[0].marks;
        this.unequal = rules.unequalParts();
        this.scannedLow = new long[removals.length];
        this.scannedHigh = new long[removals.length];
        this.scansPastMemory = scansPastMemory;
    }

    /**
     * Looks at the splits of heap n whose parts are both below {@code known}.
     *
     * @param n the heap
     * @param known how many values are known: at most n, at least n − {@link SequenceTuning#LOOKAHEAD}
     * @param values G(0 … known − 1) at least, with a tail longer than the look-ahead
     * @param rare the rare heaps below {@code known}, with their values
     * @param smallParts the splits to try first for the last few wanted values, or null
     * @param largest the largest of G(0 … known − 1) at least
     */
    void prepare(long n, long known, WindowedValues values, StreamedRareHeaps rare, SmallPartIndex smallParts, int largest) {
        begin(n, known, values, rare, smallParts, largest);
        long left = n - removals[0];
        LeftMarks marks = lefts[slot(left)];
        if (!oneLeft || !marks.holds(left, firstKnownPart(left))) {
            if (width > 1 && left >= 1 && left + width - 1 <= known) {
                markRareSplitsOfLefts(left, width);
            } else {
                marks.begin(LeftMarks.NONE, 0);
                for (int k : removals) {
                    markRareSplits(n - k, 0, Integer.MAX_VALUE, marks.marks, marks.mark);
                }
            }
        }
        stamps = marks.marks;
        stamp = marks.mark;
        Arrays.fill(wanted, 0, wantedWords, 0L);
        wantedWords = 0;
        missing = 0;
        commonBefore = nextCommonWantingRare(0);
        if (missing > 0) {
            scan();
        }
    }

    /**
     * Prepares heap n here and n + 1 in {@code next}, both with the same values known, as
     * {@link #prepare} does each; with one left a heap, the splits with a rare part of n + 1's
     * left are marked in this heap's pass over the rare heaps and handed to the next step, which
     * marks none (as the in-memory step's {@link SparseGrundySequence.Step#prepareTwo}).
     */
    void prepareTwo(WindowedSparseStep next, long n, long known, WindowedValues values, StreamedRareHeaps rare,
                    SmallPartIndex smallParts, int largest) {
        long left = n - removals[0];
        if (oneLeft && left >= 1) {
            begin(n, known, values, rare, smallParts, largest);
            next.makeRoom(largest);
            markRareSplitsOfLefts(left, 2);
            next.takeLeft(this, left + 1);
        }
        prepare(n, known, values, rare, smallParts, largest);
        next.prepare(n + 1, known, values, rare, smallParts, largest);
    }

    /** Swaps the marks of a left that the step before marked for this one with this step's own. */
    private void takeLeft(WindowedSparseStep before, long left) {
        LeftMarks marked = before.lefts[before.slot(left)];
        before.lefts[before.slot(left)] = lefts[slot(left)];
        lefts[slot(left)] = marked;
    }

    /** Takes heap n in hand, with room for every option value. */
    private void begin(long n, long known, WindowedValues values, StreamedRareHeaps rare, SmallPartIndex smallParts, int largest) {
        makeRoom(largest);
        this.heap = n;
        this.known = known;
        this.values = values;
        this.rare = rare;
        this.smallParts = smallParts;
    }

    /**
     * Adds the options prepare left — the takes and the splits with a part not known then — and
     * settles the value.
     *
     * @param largest the largest of G(0 … n − 1) at least
     * @return G(n)
     */
    int finish(int largest) {
        makeRoom(largest);
        lateSplits();
        return settle();
    }

    /**
     * {@link #finish} for a heap prepared with every value below it known, as a serial step's are:
     * no split was left, only the takes (see {@link HeapStep#finishInTurn}).
     */
    int finishInTurn(int largest) {
        makeRoom(largest);
        return settle();
    }

    /** Adds the takes and settles the value, once the late splits are marked. */
    private int settle() {
        takeOptions();
        if (missing > 0) {
            return smallestWanted();
        }
        int common = nextCommonWantingRare(commonBefore);
        if (missing > 0) {
            scan();
        }
        return missing == 0 ? common : smallestWanted();
    }

    /** @return the heap last prepared */
    long heap() {
        return heap;
    }

    /** The splits (a, left − a) with left − a not known when prepared: a below {@link #firstKnownPart}. */
    private void lateSplits() {
        long n = heap;
        for (int k : removals) {
            long left = n - k;
            long last = Math.min(firstKnownPart(left) - 1, largestSmallerPart(left));
            for (long a = 1; a <= last; a++) {
                lateOption(values.get(a, n) ^ values.get(left - a, n));
            }
        }
    }

    /** The takes, which prepare leaves to the finish. */
    private void takeOptions() {
        long n = heap;
        for (int k = 1; k <= Math.min(rules.lastDigit(), n); k++) {
            int digit = rules.digit(k);
            if ((digit & TakeAndBreak.LEAVE_NONE) != 0 && n == k) {
                lateOption(0);
            }
            if ((digit & TakeAndBreak.LEAVE_ONE) != 0 && n > k) {
                lateOption(values.get(n - k, n));
            }
        }
    }

    /** An option found in finish: marked, and no longer wanted if it was. */
    private void lateOption(int value) {
        stamps[value] = stamp;
        int word = value >>> 6;
        long hit = wanted[word] & (1L << value);
        wanted[word] ^= hit;
        missing -= (int) (hit >>> value);
    }

    /** The smallest part whose partner, left − a, was known when the heap was prepared. */
    private long firstKnownPart(long left) {
        return Math.max(1, left - known + 1);
    }

    private int slot(long left) {
        return (int) Math.floorMod(left, (long) lefts.length);
    }

    /**
     * Marks the splits with a rare part of the lefts left … left + count − 1, each with its first
     * known part, in its own marks kept for the heap whose left it is: one pass over the rare
     * heaps from the last left's first part up to left whose partners the tail holds and that are
     * half of none of the lefts when the parts must differ, then, left by left, the rare heaps
     * before and after those.
     */
    private void markRareSplitsOfLefts(long left, int count) {
        int[][] marks = passMarks[count];
        int[] mark = passMark[count];
        for (int j = 0; j < count; j++) {
            LeftMarks leftMarks = lefts[slot(left + j)];
            leftMarks.begin(left + j, firstKnownPart(left + j));
            marks[j] = leftMarks.marks;
            mark[j] = leftMarks.mark;
        }
        int from = rare.firstAtLeast(firstKnownPart(left + count - 1));
        int cut = Math.min(rare.firstAtLeast(left), rare.firstAtLeast(values.lastPartWithPartnerInTail(left, heap) + 1));
        if (unequal) {
            cut = Math.min(cut, rare.firstAtLeast((left + 1) / 2));
        }
        cut = Math.max(from, cut);
        values.markRareSplitsInTail(left, rare, from, cut, marks, mark);
        for (int j = 0; j < count; j++) {
            markRareSplits(left + j, 0, from, marks[j], mark[j]);
            markRareSplits(left + j, cut, Integer.MAX_VALUE, marks[j], mark[j]);
        }
    }

    /**
     * Marks G(r) ⊕ G(left − r) for every rare r with left − r known, r &lt; left, among the rare
     * heaps at index {@code fromIndex} to {@code toIndex}, but r = left/2 when the parts must
     * differ. The list is sorted, so these are one or two runs of it, found by binary search, and
     * the loops over them ask nothing per split.
     */
    private void markRareSplits(long left, int fromIndex, int toIndex, int[] marks, int mark) {
        int from = Math.max(fromIndex, rare.firstAtLeast(firstKnownPart(left)));
        int to = Math.min(toIndex, rare.firstAtLeast(left));
        if (unequal && (left & 1) == 0) {
            int half = rare.firstAtLeast(left / 2);
            if (half >= from && half < to && rare.heaps()[half] == left / 2) {
                markRareSplitRun(left, from, half, marks, mark);
                markRareSplitRun(left, half + 1, to, marks, mark);
                return;
            }
        }
        markRareSplitRun(left, from, to, marks, mark);
    }

    /**
     * Marks the splits of left with the rare parts from index {@code from} to {@code to}: those
     * whose partner is in the tail — all of them unless a rare heap lies beyond the tail's reach —
     * in one loop without a bound per split, the others value by value.
     */
    private void markRareSplitRun(long left, int from, int to, int[] marks, int mark) {
        if (from >= to) {
            return;
        }
        long[] heaps = rare.heaps();
        int[] rareValues = rare.values();
        int inTail = Math.max(from, Math.min(to, rare.firstAtLeast(values.lastPartWithPartnerInTail(left, heap) + 1)));
        passMarks[1][0] = marks;
        passMark[1][0] = mark;
        values.markRareSplitsInTail(left, rare, from, inTail, passMarks[1], passMark[1]);
        for (int i = inTail; i < to; i++) {
            marks[rareValues[i] ^ values.get(left - heaps[i], heap)] = mark;
        }
    }

    /**
     * Walks up from a value to the least unmarked common one, c, and adds the unmarked values
     * passed on the way to those wanted: below c, they can only be rare.
     *
     * @return c
     */
    private int nextCommonWantingRare(int from) {
        for (int value = from;; value++) {
            boolean marked = stamps[value] == stamp;
            if (MaskChooser.rare(value, rare.mask())) {
                long unmarked = marked ? 0 : 1;
                wanted[value >>> 6] |= unmarked << value;
                missing += (int) unmarked;
            } else if (!marked) {
                wantedWords = Math.max(wantedWords, (value >>> 6) + 1);
                return value;
            }
        }
    }

    private int smallestWanted() {
        int word = 0;
        while (wanted[word] == 0) {
            word++;
        }
        return word * Long.SIZE + Long.numberOfTrailingZeros(wanted[word]);
    }

    /**
     * Marks splits with both parts known block by block, crossing the values now marked off those
     * wanted after each round, and stops once none is left: as the in-memory scan, from both ends
     * of each removal's splits, a block at each end of each removal's in turn (one removal's splits
     * may never give a value another's give at once; the first blocks short, doubled after each
     * round, since most scans stop within a few hundred splits) — the small end while its parts
     * are in the prefix and its partners in the tail, the large end while both near-halves are in
     * the middle — then what is left from both ends, through the disk. Once at most
     * {@link SequenceTuning#SEARCH_WHEN_WANTED} values are wanted, {@link SmallPartIndex}'s splits
     * are tried for each first.
     */
    private void scan() {
        for (int j = 0; j < removals.length; j++) {
            scannedLow[j] = firstKnownPart(heap - removals[j]);
            scannedHigh[j] = largestSmallerPart(heap - removals[j]);
        }
        boolean searched = smallParts == null;
        int halfBlock = SequenceTuning.SCAN_FIRST_HALF_BLOCK;
        for (boolean more = true; more && missing > 0; crossOffMarked(), halfBlock = Math.min(2 * halfBlock, SequenceTuning.SCAN_HALF_BLOCK)) {
            if (!searched && missing <= SequenceTuning.SEARCH_WHEN_WANTED) {
                searched = true;
                missing -= SmallPartIndex.searchWanted(wanted, stamps, stamp, foundBySmallPart);
                if (missing == 0) {
                    break;
                }
            }
            more = false;
            for (int j = 0; j < removals.length; j++) {
                long left = heap - removals[j];
                long low = scannedLow[j];
                long inMemory = Math.min(scannedHigh[j], values.lastPartInMemory(left, heap));
                if (low <= inMemory) {
                    int last = (int) Math.min(inMemory, low + halfBlock - 1);
                    values.markSplitsInMemory(left, (int) low, last, stamps, stamp);
                    scannedLow[j] = last + 1;
                    more = true;
                }
                long high = scannedHigh[j];
                long inMiddle = Math.max(scannedLow[j], values.firstPartInMiddle(left, heap));
                if (inMiddle <= high) {
                    long first = Math.max(inMiddle, high - halfBlock + 1);
                    values.markSplitsInMiddle(left, first, high, stamps, stamp);
                    scannedHigh[j] = first - 1;
                    more = true;
                }
            }
        }
        if (missing > 0) {
            scansPastMemory.incrementAndGet();
        }
        for (int j = 0; j < removals.length && missing > 0; j++) {
            long left = heap - removals[j];
            long low = scannedLow[j];
            long high = scannedHigh[j];
            while (low <= high && missing > 0) {
                long lowEnd = Math.min(high, low + SequenceTuning.SCAN_HALF_BLOCK - 1);
                values.markSplits(left, low, lowEnd, heap, small, stamps, stamp);
                low = lowEnd + 1;
                long highStart = Math.max(low, high - SequenceTuning.SCAN_HALF_BLOCK + 1);
                values.markSplits(left, highStart, high, heap, small, stamps, stamp);
                high = highStart - 1;
                crossOffMarked();
            }
        }
    }

    private boolean foundBySmallPart(int value) {
        for (int k : removals) {
            long left = heap - k;
            long high = Math.min(largestSmallerPart(left), values.lastPartInMemory(left, heap));
            if (smallParts.findSplit(values, left, firstKnownPart(left), high, value)) {
                return true;
            }
        }
        return false;
    }

    private long largestSmallerPart(long left) {
        return SplitGeometry.largestSmallerPart(left, unequal);
    }

    /**
     * Clears the wanted values now marked as options, in the words below c only, without a branch
     * on whether a value is marked (a coin toss).
     */
    private void crossOffMarked() {
        for (int word = 0; word < wantedWords; word++) {
            long hits = 0;
            for (long bits = wanted[word]; bits != 0; bits &= bits - 1) {
                int value = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                hits |= (stamps[value] == stamp ? 1L : 0L) << value;
            }
            wanted[word] &= ~hits;
            missing -= Long.bitCount(hits);
        }
    }

    /**
     * Room for every option value and the least common value above them: four times the largest
     * power of two, kept as it grows, since a neighbouring step may publish a larger value between
     * prepare and finish; the heap in hand's marks stay its marks.
     */
    private void makeRoom(int largest) {
        int room = Integer.highestOneBit(Math.max(largest, 1)) << 2;
        for (LeftMarks marks : lefts) {
            if (room > marks.marks.length) {
                boolean inHand = marks.marks == stamps;
                marks.marks = Arrays.copyOf(marks.marks, room);
                stamps = inHand ? marks.marks : stamps;
            }
        }
        if (room / Long.SIZE + 1 > wanted.length) {
            wanted = Arrays.copyOf(wanted, room / Long.SIZE + 1);
        }
    }

    /** The options marked for one left, or for one heap: a fresh mark for each, so that nothing is cleared between them. */
    private static final class LeftMarks {
        /** No left: a heap's own options. */
        static final long NONE = Long.MIN_VALUE;
        int[] marks = new int[4];
        int mark;
        /** The left whose rare splits are marked, from its first part on, or {@link #NONE}. */
        long left = NONE;
        long first;

        void begin(long newLeft, long newFirst) {
            if (mark == Integer.MAX_VALUE) {
                Arrays.fill(marks, 0);
                mark = 0;
            }
            mark++;
            left = newLeft;
            first = newFirst;
        }

        boolean holds(long aLeft, long aFirst) {
            return left == aLeft && first == aFirst;
        }
    }
}
