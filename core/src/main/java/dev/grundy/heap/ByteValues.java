package dev.grundy.heap;

import java.util.Arrays;
import java.util.Objects;

/** Values below 256. */
final class ByteValues extends CompactValues {
    private byte[] values;

    ByteValues(byte[] values, int size) {
        this.values = values;
        this.size = size;
    }

    @Override
    public CompactValues prefix(int length) {
        ByteValues prefix = new ByteValues(values, Objects.checkIndex(length, size + 1));
        prefix.sharesArray = true;
        return prefix;
    }

    @Override
    public int largestHeld() {
        return 0xFF;
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
        return values[n] & 0xFF;
    }

    @Override
    public CompactValues add(int value) {
        if (value > 0xFF) {
            return atLeastTwoBytes().add(value);
        }
        if (size == values.length || sharesArray) {
            values = Arrays.copyOf(values, Math.max(2 * size, 16));
            sharesArray = false;
        }
        values[size++] = (byte) value;
        return this;
    }

    @Override
    public int bytesPerValue() {
        return 1;
    }

    @Override
    public CompactValues atLeastTwoBytes() {
        char[] wider = new char[Math.max(values.length, 16)];
        for (int i = 0; i < size; i++) {
            wider[i] = (char) get(i);
        }
        return new CharValues(wider, size);
    }

    /**
     * Unrolled by hand as {@code CharValues.markSplits} is: Grundy's game (values below 256) to
     * 10^6 took 3.16 s of one thread's CPU against 3.74 s with the plain loop, medians of six runs
     * taking turns on an idle machine (2026-11-25, docs/benchmarks.md, "Third pass").
     */
    @Override
    void markSplits(int left, int first, int last, int[] marks, int mark) {
        byte[] v = values;
        int a = first;
        for (; a + 3 <= last; a += 4) {
            int x0 = (v[a] & 0xFF) ^ (v[left - a] & 0xFF);
            int x1 = (v[a + 1] & 0xFF) ^ (v[left - a - 1] & 0xFF);
            int x2 = (v[a + 2] & 0xFF) ^ (v[left - a - 2] & 0xFF);
            int x3 = (v[a + 3] & 0xFF) ^ (v[left - a - 3] & 0xFF);
            marks[x0] = mark;
            marks[x1] = mark;
            marks[x2] = mark;
            marks[x3] = mark;
        }
        for (; a <= last; a++) {
            marks[(v[a] & 0xFF) ^ (v[left - a] & 0xFF)] = mark;
        }
    }

    @Override
    void markRareSplits(int left, int[] rare, int[] rareValues, int from, int to, int[] marks, int mark) {
        byte[] v = values;
        for (int i = from; i < to; i++) {
            marks[rareValues[i] ^ (v[left - rare[i]] & 0xFF)] = mark;
        }
    }

    @Override
    void markRareSplitsOfTwo(int left, int[] rare, int[] rareValues, int from, int to, int[] marks, int mark, int[] nextMarks,
                             int nextMark) {
        byte[] v = values;
        for (int i = from; i < to; i++) {
            int r = rare[i];
            int value = rareValues[i];
            marks[value ^ (v[left - r] & 0xFF)] = mark;
            nextMarks[value ^ (v[left + 1 - r] & 0xFF)] = nextMark;
        }
    }

    @Override
    void markRareSplitsOfThree(int left, int[] rare, int[] rareValues, int from, int to, int[] marks0, int mark0, int[] marks1,
                               int mark1, int[] marks2, int mark2) {
        byte[] v = values;
        for (int i = from; i < to; i++) {
            int at = left - rare[i];
            int value = rareValues[i];
            marks0[value ^ (v[at] & 0xFF)] = mark0;
            marks1[value ^ (v[at + 1] & 0xFF)] = mark1;
            marks2[value ^ (v[at + 2] & 0xFF)] = mark2;
        }
    }

    @Override
    void markRareSplitsOfFour(int left, int[] rare, int[] rareValues, int from, int to, int[][] marks, int[] mark) {
        byte[] v = values;
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
            marks0[value ^ (v[at] & 0xFF)] = mark0;
            marks1[value ^ (v[at + 1] & 0xFF)] = mark1;
            marks2[value ^ (v[at + 2] & 0xFF)] = mark2;
            marks3[value ^ (v[at + 3] & 0xFF)] = mark3;
        }
    }

    @Override
    public int countPackedPartners(long left, int[] tries, int from, int to) {
        int base = (int) left;
        byte[] v = values;
        int count = 0;
        for (int i = from; i < to; i++) {
            int packed = tries[i];
            count += (v[base - (packed & 0x7FFF)] & 0xFF) == packed >>> 15 ? 1 : 0;
        }
        return count;
    }

}
