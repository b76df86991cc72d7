package dev.grundy.heap;

import java.util.Arrays;
import java.util.Objects;

/** Any value. */
final class IntValues extends CompactValues {
    private int[] values;

    IntValues(int[] values, int size) {
        this.values = values;
        this.size = size;
    }

    @Override
    public CompactValues prefix(int length) {
        IntValues prefix = new IntValues(values, Objects.checkIndex(length, size + 1));
        prefix.sharesArray = true;
        return prefix;
    }

    @Override
    public int largestHeld() {
        return Integer.MAX_VALUE;
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
        if (size == values.length || sharesArray) {
            values = Arrays.copyOf(values, Math.max(2 * size, 16));
            sharesArray = false;
        }
        values[size++] = value;
        return this;
    }

    @Override
    public int bytesPerValue() {
        return 4;
    }

    @Override
    public CompactValues atLeastTwoBytes() {
        return this;
    }
}
