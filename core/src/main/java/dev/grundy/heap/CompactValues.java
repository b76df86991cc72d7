package dev.grundy.heap;

/**
 * A growing list of Grundy values held in the smallest integer type that fits them: one byte a
 * heap while every value is below 256, two below 65,536, four beyond. Values only ever grow the
 * type, so a research-length sequence of small values costs one or two bytes a heap.
 *
 * <p>The inner loops of the sequence engine live here. The one-byte and two-byte types, which
 * every long run uses ({@code ByteValues}, {@code CharValues}), override them to read their array
 * itself: through a virtual {@link #get} per value the loops run several times slower (measured:
 * 5.4 s against 0.8 s for 60,000 heaps of Officers). The four-byte type ({@code IntValues}), for
 * values of 65,536 and more, keeps the plain loops. Each loop marks option values in
 * {@code marks} by writing {@code mark} at the value's index.
 */
public abstract sealed class CompactValues implements PackedPartners permits ByteValues, CharValues, IntValues {
    /** How many values are held. */
    protected int size;
    /**
     * Whether the array is shared with the list this one is a {@link #prefix} of: the next append
     * copies it first, so that neither list ever writes where the other reads.
     */
    protected boolean sharesArray;

    /** @return an empty list, one byte a value */
    public static CompactValues empty() {
        return new ByteValues(new byte[1024], 0);
    }

    /**
     * @param bytesPerValue 1, 2 or 4
     * @return an empty list holding values at that width from the start
     * @throws IllegalArgumentException for any other width
     */
    public static CompactValues empty(int bytesPerValue) {
        return switch (bytesPerValue) {
            case 1 -> empty();
            case 2 -> new CharValues(new char[1024], 0);
            case 4 -> new IntValues(new int[1024], 0);
            default -> throw new IllegalArgumentException("1, 2 or 4 bytes a value, not " + bytesPerValue);
        };
    }

    /** @return how many values are held */
    public final int size() {
        return size;
    }

    /**
     * @param n an index below {@link #size()}
     * @return the value at n
     */
    public abstract int get(int n);

    /**
     * Appends a value.
     *
     * @param value a non-negative value
     * @return this list, or a wider one holding the same values and the new one
     */
    public abstract CompactValues add(int value);

    /** @return the number of bytes each value takes */
    public abstract int bytesPerValue();

    /**
     * The first {@code length} values as a list that no later change to this one can alter, for a
     * reader outside the lock of the table that grows this list, taken under that lock. It costs
     * no copy: it shares the array, which holds still below {@code length}, since a list only ever
     * writes a slot at its end ({@link #add}) and grows into a new array ({@link #reserve}, a
     * wider type), leaving the old one as it was. Slots beyond {@code length} that this list goes
     * on writing are other variables, which the reader never reads (JLS §17.6: no word tearing).
     * Appending to the prefix copies its array first.
     *
     * @param length how many values, at most {@link #size()}
     * @return the first {@code length} values
     * @throws IndexOutOfBoundsException if length is negative or beyond the size
     */
    public abstract CompactValues prefix(int length);

    /**
     * Makes room for a known number of values at once, so a long run does not hold twice its size
     * while an array doubles.
     *
     * @param capacity how many values the list will hold
     */
    public abstract void reserve(int capacity);

    /**
     * Marks G(a) ⊕ G(left − a) for every first ≤ a ≤ last: the splits of a heap of {@code left}.
     *
     * @param left what the split divides
     * @param first the smallest smaller part
     * @param last the largest smaller part
     * @param marks where values are marked
     * @param mark the mark
     */
    void markSplits(int left, int first, int last, int[] marks, int mark) {
        for (int a = first; a <= last; a++) {
            marks[get(a) ^ get(left - a)] = mark;
        }
    }

    /**
     * Marks G(r) ⊕ G(left − r) for the heaps r = rare[from], …, rare[to − 1], each below left: the
     * splits of sparse space with a rare part ({@link SparseGrundySequence}).
     *
     * @param left what the split divides
     * @param rare heaps with rare values
     * @param rareValues their values, rareValues[i] = G(rare[i])
     * @param from the index of the first heap to take
     * @param to the index after the last
     * @param marks where values are marked
     * @param mark the mark
     */
    void markRareSplits(int left, int[] rare, int[] rareValues, int from, int to, int[] marks, int mark) {
        for (int i = from; i < to; i++) {
            marks[rareValues[i] ^ get(left - rare[i])] = mark;
        }
    }

    /**
     * Marks G(r) ⊕ G(left + j − r) in {@code marks[j]} with {@code mark[j]} for the heaps
     * r = rare[from], …, rare[to − 1], each below left, and j below marks.length, two to four: the
     * rare splits of consecutive lefts in one pass ({@link SparseGrundySequence#markRareSplitsOfLefts}),
     * by a loop written for each number of lefts.
     *
     * @param left the first left
     * @param rare heaps with rare values
     * @param rareValues their values, rareValues[i] = G(rare[i])
     * @param from the index of the first heap to take
     * @param to the index after the last
     * @param marks where the values of each left's splits are marked
     * @param mark their marks
     */
    final void markRareSplitsOfLefts(int left, int[] rare, int[] rareValues, int from, int to, int[][] marks, int[] mark) {
        switch (marks.length) {
            case 2 -> markRareSplitsOfTwo(left, rare, rareValues, from, to, marks[0], mark[0], marks[1], mark[1]);
            case 3 -> markRareSplitsOfThree(left, rare, rareValues, from, to, marks[0], mark[0], marks[1], mark[1], marks[2],
                    mark[2]);
            case 4 -> markRareSplitsOfFour(left, rare, rareValues, from, to, marks, mark);
            default -> throw new IllegalArgumentException("two to four lefts, not " + marks.length);
        }
    }

    /** {@link #markRareSplitsOfLefts} for three lefts. */
    void markRareSplitsOfThree(int left, int[] rare, int[] rareValues, int from, int to, int[] marks0, int mark0, int[] marks1,
                               int mark1, int[] marks2, int mark2) {
        for (int i = from; i < to; i++) {
            int r = rare[i];
            marks0[rareValues[i] ^ get(left - r)] = mark0;
            marks1[rareValues[i] ^ get(left + 1 - r)] = mark1;
            marks2[rareValues[i] ^ get(left + 2 - r)] = mark2;
        }
    }

    /** {@link #markRareSplitsOfLefts} for four lefts. */
    void markRareSplitsOfFour(int left, int[] rare, int[] rareValues, int from, int to, int[][] marks, int[] mark) {
        for (int i = from; i < to; i++) {
            for (int j = 0; j < 4; j++) {
                marks[j][rareValues[i] ^ get(left + j - rare[i])] = mark[j];
            }
        }
    }

    /**
     * Marks G(r) ⊕ G(left − r) in {@code marks} and G(r) ⊕ G(left + 1 − r) in {@code nextMarks}
     * for the heaps r = rare[from], …, rare[to − 1], each below left: the rare splits of two
     * lefts in one pass ({@link #markRareSplitsOfLefts}).
     *
     * @param left the first left
     * @param rare heaps with rare values
     * @param rareValues their values, rareValues[i] = G(rare[i])
     * @param from the index of the first heap to take
     * @param to the index after the last
     * @param marks where the values of left's splits are marked
     * @param mark their mark
     * @param nextMarks where those of left + 1 are marked
     * @param nextMark their mark
     */
    void markRareSplitsOfTwo(int left, int[] rare, int[] rareValues, int from, int to, int[] marks, int mark, int[] nextMarks,
                             int nextMark) {
        for (int i = from; i < to; i++) {
            int r = rare[i];
            marks[rareValues[i] ^ get(left - r)] = mark;
            nextMarks[rareValues[i] ^ get(left + 1 - r)] = nextMark;
        }
    }

    @Override
    public int countPackedPartners(long left, int[] tries, int from, int to) {
        int base = (int) left;
        int count = 0;
        for (int i = from; i < to; i++) {
            int packed = tries[i];
            count += get(base - (packed & 0x7FFF)) == packed >>> 15 ? 1 : 0;
        }
        return count;
    }

    /**
     * @return these values held at two bytes or more each
     */
    public abstract CompactValues atLeastTwoBytes();

    /**
     * @return the largest value this object can take without being replaced by a wider one: while
     *     appended values stay within it (and room is reserved), two threads may share the object
     */
    public abstract int largestHeld();

    /** @return the values, as an int array (for tests and small outputs) */
    public int[] toArray() {
        int[] all = new int[size];
        for (int i = 0; i < size; i++) {
            all[i] = get(i);
        }
        return all;
    }
}
