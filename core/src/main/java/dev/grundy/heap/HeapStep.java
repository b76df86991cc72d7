package dev.grundy.heap;

import java.util.Arrays;

/**
 * Computes one heap's Grundy value of a take-and-break game, with scratch space of its own, in two phases so that steps can work at once on neighbouring heaps: {@link #prepare}
 * looks at the splits whose parts are both known already — nearly all of them, even a few heaps
 * ahead of the known values — and {@link #finish}, once G(n − 1) is known, adds the rest: the
 * takes, and the few splits with a part that was not known yet.
 *
 * <p>One subclass per method, so that neither's loops ask which method runs:
 * {@link NaiveGrundySequence.Step} marks every option and takes the mex;
 * {@link SparseGrundySequence.Step} marks the options that give every common value and scans the
 * splits only for the rare values still missing. Options are marked in {@code stamps} by writing
 * the heap's own stamp at the value's index, so nothing is cleared between heaps.
 */
abstract sealed class HeapStep permits NaiveGrundySequence.Step, SparseGrundySequence.Step {
    /** The game's splits. */
    final SplitGeometry geometry;
    /** The removals k after which the rest may be split in two, in increasing order. */
    final int[] removals;
    /** The removals that may leave one heap, and those that may take a whole heap. */
    private final int[] takes;
    private final int[] wholeTakes;
    /** stamps[v] == stamp when v is an option of the heap in hand. */
    int[] stamps = new int[4];
    int stamp;
    /** The heap in hand. */
    int heap;
    /** How many values were known when it was prepared. */
    int known;

    HeapStep(SplitGeometry geometry) {
        this.geometry = geometry;
        this.removals = geometry.twoSplitRemovals();
        this.takes = geometry.takes();
        this.wholeTakes = geometry.wholeTakes();
    }

    /**
     * Looks at the splits of heap n whose parts are both below {@code known}.
     *
     * @param n the heap
     * @param known how many values are known, G(0 … known − 1): at most n, and at least n − 1 when
     *     the game splits in three
     * @param values G(0 … known − 1) at least
     * @param largest the largest of G(0 … known − 1) at least
     */
    abstract void prepare(int n, int known, CompactValues values, int largest);

    /**
     * Prepares heap n in this step and n + 1 in {@code next}, both with the same values known,
     * as {@link #prepare} does each; a method may share work between the two.
     *
     * @param known how many values are known: at most n, and at least n + 1 − the pipeline's lookahead
     */
    void prepareTwo(HeapStep next, int n, int known, CompactValues values, int largest) {
        prepare(n, known, values, largest);
        next.prepare(n + 1, known, values, largest);
    }

    /**
     * Adds the options of the heap prepared, n, that {@link #prepare} left, and settles its value.
     *
     * @param values G(0 … n − 1)
     * @param largest the largest of G(0 … n − 1) at least
     * @return G(n)
     */
    final int finish(CompactValues values, int largest) {
        makeRoom(largest);
        lateSplits(values);
        return settle(values);
    }

    /**
     * {@link #finish} for a heap prepared with every value below it known, as a step given every
     * heap in turn is: no split was left, only the takes. Kept apart from the pipeline's finish so
     * that a run alone never passes through its loop over the late splits: the JIT compiles a
     * method as far as it has seen it run, and once the pipeline's steps had run that loop, the
     * finish grew too large to be inlined into the loop of a stretch alone, whose heaps of 0.167
     * then took 8% longer (237–250 against 220–227 ns, to 2^24, measured).
     */
    final int finishInTurn(CompactValues values, int largest) {
        makeRoom(largest);
        return settle(values);
    }

    /**
     * Adds the takes and settles the value, once the late splits are marked.
     *
     * @param values G(0 … n − 1)
     * @return G(n)
     */
    abstract int settle(CompactValues values);

    /** Marks an option that {@link #prepare} left to the finish. */
    abstract void lateOption(int value);

    /** @return the heap last prepared */
    final int heap() {
        return heap;
    }

    /** Takes heap n in hand: a fresh stamp, and room for every option value. */
    final void begin(int n, int known, int largest) {
        makeRoom(largest);
        stamp = stamp == Integer.MAX_VALUE - 1 ? restartStamps() : stamp + 1;
        this.heap = n;
        this.known = known;
    }

    /** Hands the splits with a part not known when the heap was prepared to {@link #lateOption}. */
    private void lateSplits(CompactValues values) {
        int n = heap;
        for (int k : removals) {
            int left = n - k;
            int last = Math.min(firstKnownPart(left) - 1, geometry.largestSmallerPart(left));
            for (int a = 1; a <= last; a++) {
                lateOption(values.get(a) ^ values.get(left - a));
            }
        }
    }

    /** Hands the takes of the heap in hand, which prepare leaves to the finish, to {@link #lateOption}. */
    final void takeOptions(CompactValues values) {
        int n = heap;
        for (int k : takes) {
            if (n > k) {
                lateOption(values.get(n - k));
            }
        }
        for (int k : wholeTakes) {
            if (n == k) {
                lateOption(0);
            }
        }
    }

    /**
     * The smallest part of the splits of {@code left} that prepare looks at: the other part,
     * left − a, must be known. Finish adds the splits with a smaller part.
     */
    final int firstKnownPart(int left) {
        return Math.max(1, left - known + 1);
    }

    /**
     * Room for every option value — below twice the largest power of two among the values — kept
     * as it grows, since a neighbouring step may publish a larger value between prepare and finish.
     *
     * @return true if the room grew
     */
    boolean makeRoom(int largest) {
        int room = Integer.highestOneBit(Math.max(largest, 1)) << 2;
        if (room <= stamps.length) {
            return false;
        }
        stamps = Arrays.copyOf(stamps, room);
        return true;
    }

    private int restartStamps() {
        Arrays.fill(stamps, 0);
        return 1;
    }
}
