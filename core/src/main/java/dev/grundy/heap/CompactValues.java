package dev.grundy.heap;

import java.util.Arrays;
import java.util.Objects;

/**
 * A growing list of Grundy values held in the smallest integer type that fits them: one byte a
 * heap while every value is below 256, two below 65,536, four beyond. Values only ever grow the
 * type, so a research-length sequence of small values costs one or two bytes a heap.
 *
 * <p>The inner loops of the sequence engine live here. The one-byte and two-byte types, which
 * every long run uses, override them to read their array itself: through a virtual {@link #get}
 * per value the loops run several times slower (measured: 5.4 s against 0.8 s for 60,000 heaps of
 * Officers). The four-byte type, for values of 65,536 and more, keeps the plain loops. Each loop
 * marks option values in {@code marks} by writing {@code mark} at the value's index.
 */
public abstract sealed class CompactValues permits CompactValues.Bytes, CompactValues.Chars, CompactValues.Ints {
    /** How many values are held. */
    protected int size;
    /**
     * Whether the array is shared with the list this one is a {@link #prefix} of: the next append
     * copies it first, so that neither list ever writes where the other reads.
     */
    protected boolean sharesArray;

    /** @return an empty list, one byte a value */
    public static CompactValues empty() {
        return new Bytes(new byte[1024], 0);
    }

    /**
     * @param bytesPerValue 1, 2 or 4
     * @return an empty list holding values at that width from the start
     * @throws IllegalArgumentException for any other width
     */
    public static CompactValues empty(int bytesPerValue) {
        return switch (bytesPerValue) {
            case 1 -> empty();
            case 2 -> new Chars(new char[1024], 0);
            case 4 -> new Ints(new int[1024], 0);
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
     * Marks G(r) ⊕ G(left − r) for the heaps first ≤ r &lt; left of {@code rare[0 … count)}: the
     * splits with a rare part. Skips r = left − r when the parts must differ.
     *
     * @param left what the split divides
     * @param first the smallest part to take
     * @param rare heaps with rare values, in increasing order
     * @param count how many of them
     * @param unequal whether the parts must differ
     * @param marks where values are marked
     * @param mark the mark
     */
    void markRareSplits(int left, int first, int[] rare, int count, boolean unequal, int[] marks, int mark) {
        for (int i = 0; i < count && rare[i] < left; i++) {
            int r = rare[i];
            if (r >= first && (!unequal || 2 * r != left)) {
                marks[get(r) ^ get(left - r)] = mark;
            }
        }
    }

    /** Clears the option's bit in wanted; 1 if it was set, else 0. */
    static int crossOff(int option, long[] wanted) {
        int word = option >>> 6;
        long hit = wanted[word] & (1L << option);
        wanted[word] ^= hit;
        return (int) (hit >>> option);
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

    /** Values below 256. */
    static final class Bytes extends CompactValues {
        private byte[] values;

        Bytes(byte[] values, int size) {
            this.values = values;
            this.size = size;
        }

        @Override
        public CompactValues prefix(int length) {
            Bytes prefix = new Bytes(values, Objects.checkIndex(length, size + 1));
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
            return new Chars(wider, size);
        }

        @Override
        void markSplits(int left, int first, int last, int[] marks, int mark) {
            byte[] v = values;
            for (int a = first; a <= last; a++) {
                marks[(v[a] & 0xFF) ^ (v[left - a] & 0xFF)] = mark;
            }
        }

        @Override
        void markRareSplits(int left, int first, int[] rare, int count, boolean unequal, int[] marks, int mark) {
            byte[] v = values;
            for (int i = 0; i < count && rare[i] < left; i++) {
                int r = rare[i];
                if (r >= first && (!unequal || 2 * r != left)) {
                    marks[(v[r] & 0xFF) ^ (v[left - r] & 0xFF)] = mark;
                }
            }
        }

    }

    /** Values below 65,536. */
    static final class Chars extends CompactValues {
        private char[] values;

        Chars(char[] values, int size) {
            this.values = values;
            this.size = size;
        }

        @Override
        public CompactValues prefix(int length) {
            Chars prefix = new Chars(values, Objects.checkIndex(length, size + 1));
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
                return new Ints(wider, size).add(value);
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

        /** Unrolled by hand: four independent stores a round ran faster on Officers than the plain loop. */
        @Override
        void markSplits(int left, int first, int last, int[] marks, int mark) {
            char[] v = values;
            int a = first;
            for (; a + 3 <= last; a += 4) {
                int x0 = v[a] ^ v[left - a];
                int x1 = v[a + 1] ^ v[left - a - 1];
                int x2 = v[a + 2] ^ v[left - a - 2];
                int x3 = v[a + 3] ^ v[left - a - 3];
                marks[x0] = mark;
                marks[x1] = mark;
                marks[x2] = mark;
                marks[x3] = mark;
            }
            for (; a <= last; a++) {
                marks[v[a] ^ v[left - a]] = mark;
            }
        }

        @Override
        void markRareSplits(int left, int first, int[] rare, int count, boolean unequal, int[] marks, int mark) {
            char[] v = values;
            for (int i = 0; i < count && rare[i] < left; i++) {
                int r = rare[i];
                if (r >= first && (!unequal || 2 * r != left)) {
                    marks[v[r] ^ v[left - r]] = mark;
                }
            }
        }

    }

    /** Any value. */
    static final class Ints extends CompactValues {
        private int[] values;

        Ints(int[] values, int size) {
            this.values = values;
            this.size = size;
        }

        @Override
        public CompactValues prefix(int length) {
            Ints prefix = new Ints(values, Objects.checkIndex(length, size + 1));
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
}
