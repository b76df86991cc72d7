package dev.grundy.heap;

import java.util.Arrays;
import java.util.Objects;

/** Values below 65,536. */
final class CharValues extends CompactValues {
    private char[] values;

    CharValues(char[] values, int size) {
        this.values = values;
        this.size = size;
    }

    @Override
    public CompactValues prefix(int length) {
        CharValues prefix = new CharValues(values, Objects.checkIndex(length, size + 1));
        prefix.sharesArray = true;
        return prefix;
    }

    @Override
    public int largestHeld() {
        return 0xFFFF;
    }

    @Override
    public void reserve(int capacity) {
        if (capacity > values.length) {
            values = Arrays.copyOf(values, capacity);
            sharesArray = false;
        }
    }

    @Override
    public int get(int n) {
        return values[n];
    }

    @Override
    public CompactValues add(int value) {
        if (value > 0xFFFF) {
            int[] wider = new int[Math.max(values.length, 16)];
            for (int i = 0; i < size; i++) {
                wider[i] = values[i];
            }
            return new IntValues(wider, size).add(value);
        }
        if (size == values.length || sharesArray) {
            values = Arrays.copyOf(values, Math.max(2 * size, 16));
            sharesArray = false;
        }
        values[size++] = (char) value;
        return this;
    }

    @Override
    public int bytesPerValue() {
        return 2;
    }

    @Override
    public CompactValues atLeastTwoBytes() {
        return this;
    }

    /**
     * Unrolled by hand: four independent loads and stores a round. Officers to 600,000 took 5.81 s
     * (best 5.18) against 7.86 s (6.12) with the plain loop, runs taking turns in one JVM
     * (2026-11-24, docs/benchmarks.md, "The sequence engine's tuning constants").
     */
    @Override
    void markSplits(int left, int first, int last, int[] marks, int mark) {
        markXors(values, values, left, first, last, marks, mark);
    }

    /**
     * Marks small[a] ⊕ large[end − a] for first ≤ a ≤ last: the splits of a left whose small parts
     * are in one array and large parts in another (the same array in memory; a streamed run's
     * prefix and its tail, {@link WindowedValues#markSplitsInMemory}), unrolled as above.
     */
    static void markXors(char[] small, char[] large, int end, int first, int last, int[] marks, int mark) {
        int a = first;
        for (; a + 3 <= last; a += 4) {
            int x0 = small[a] ^ large[end - a];
            int x1 = small[a + 1] ^ large[end - a - 1];
            int x2 = small[a + 2] ^ large[end - a - 2];
            int x3 = small[a + 3] ^ large[end - a - 3];
            marks[x0] = mark;
            marks[x1] = mark;
            marks[x2] = mark;
            marks[x3] = mark;
        }
        for (; a <= last; a++) {
            marks[small[a] ^ large[end - a]] = mark;
        }
    }

    @Override
    void markRareSplits(int left, int[] rare, int[] rareValues, int from, int to, int[] marks, int mark) {
        char[] v = values;
        for (int i = from; i < to; i++) {
            marks[rareValues[i] ^ v[left - rare[i]]] = mark;
        }
    }

    @Override
    void markRareSplitsOfTwo(int left, int[] rare, int[] rareValues, int from, int to, int[] marks, int mark, int[] nextMarks,
                             int nextMark) {
        char[] v = values;
        for (int i = from; i < to; i++) {
            int r = rare[i];
            int value = rareValues[i];
            marks[value ^ v[left - r]] = mark;
            nextMarks[value ^ v[left + 1 - r]] = nextMark;
        }
    }

    @Override
    void markRareSplitsOfThree(int left, int[] rare, int[] rareValues, int from, int to, int[] marks0, int mark0, int[] marks1,
                               int mark1, int[] marks2, int mark2) {
        char[] v = values;
        for (int i = from; i < to; i++) {
            int at = left - rare[i];
            int value = rareValues[i];
            marks0[value ^ v[at]] = mark0;
            marks1[value ^ v[at + 1]] = mark1;
            marks2[value ^ v[at + 2]] = mark2;
        }
    }

    @Override
    void markRareSplitsOfFour(int left, int[] rare, int[] rareValues, int from, int to, int[][] marks, int[] mark) {
        char[] v = values;
        int[] marks0 = marks[0];
        int[] marks1 = marks[1];
        int[] marks2 = marks[2];
        int[] marks3 = marks[3];
        int mark0 = mark[0];
        int mark1 = mark[1];
        int mark2 = mark[2];
        int mark3 = mark[3];
        for (int i = from; i < to; i++) {
            int at = left - rare[i];
            int value = rareValues[i];
            marks0[value ^ v[at]] = mark0;
            marks1[value ^ v[at + 1]] = mark1;
            marks2[value ^ v[at + 2]] = mark2;
            marks3[value ^ v[at + 3]] = mark3;
        }
    }

    @Override
    public int countPackedPartners(long left, int[] tries, int from, int to) {
        int base = (int) left;
        char[] v = values;
        int count = 0;
        for (int i = from; i < to; i++) {
            int packed = tries[i];
            count += v[base - (packed & 0x7FFF)] == packed >>> 15 ? 1 : 0;
        }
        return count;
    }

}
