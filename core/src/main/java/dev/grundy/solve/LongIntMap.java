package dev.grundy.solve;

import java.util.Arrays;

/**
 * A map from {@code long} keys to {@code int} values in two flat arrays: open addressing with
 * linear probing (Knuth, TAOCP vol. 3, 6.4, algorithm L) and deletion by shifting the probe run
 * back (algorithm R), so no tombstones accumulate. Twelve bytes a slot at a load of at most 3/4,
 * against some fifty for a {@code HashMap} entry with its boxed key. Keys are scrambled by the
 * 64-bit finaliser of MurmurHash3, so packed coordinates and small counters spread evenly.
 *
 * <p>Any {@code long} may be a key; {@link #ABSENT} may not be stored as a value. Not thread-safe.
 */
final class LongIntMap {
    /** What {@link #get} returns for a key without a value; never stored. */
    static final int ABSENT = Integer.MIN_VALUE;

    private static final int MAX_CAPACITY = 1 << 30;

    private long[] keys;
    private int[] values;
    private int mask;
    private int size;
    private int growAt;

    LongIntMap() {
        allocate(1 << 10);
    }

    /**
     * @param key any key
     * @return its value, or {@link #ABSENT}
     */
    int get(long key) {
        for (int slot = home(key); values[slot] != ABSENT; slot = (slot + 1) & mask) {
            if (keys[slot] == key) {
                return values[slot];
            }
        }
        return ABSENT;
    }

    /**
     * @param key any key
     * @param value its value, anything but {@link #ABSENT}
     * @throws IllegalArgumentException if the value is {@link #ABSENT}
     */
    void put(long key, int value) {
        if (value == ABSENT) {
            throw new IllegalArgumentException("ABSENT cannot be stored");
        }
        int slot = home(key);
        while (values[slot] != ABSENT) {
            if (keys[slot] == key) {
                values[slot] = value;
                return;
            }
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        values[slot] = value;
        if (++size > growAt) {
            grow();
        }
    }

    /** @param key a key to forget; nothing happens when it has no value */
    void remove(long key) {
        int slot = home(key);
        while (values[slot] != ABSENT) {
            if (keys[slot] == key) {
                shiftBack(slot);
                size--;
                return;
            }
            slot = (slot + 1) & mask;
        }
    }

    /** @return how many keys have values */
    int size() {
        return size;
    }

    /**
     * Empties {@code gap} and moves later entries of its probe run into it when their home slot
     * does not lie cyclically in (gap, entry], so that every entry stays reachable from its home.
     */
    private void shiftBack(int gap) {
        int slot = gap;
        while (true) {
            slot = (slot + 1) & mask;
            if (values[slot] == ABSENT) {
                break;
            }
            int home = home(keys[slot]);
            boolean reachableWithoutGap = gap <= slot ? gap < home && home <= slot : gap < home || home <= slot;
            if (!reachableWithoutGap) {
                keys[gap] = keys[slot];
                values[gap] = values[slot];
                gap = slot;
            }
        }
        values[gap] = ABSENT;
    }

    private int home(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return (int) h & mask;
    }

    private void grow() {
        if (keys.length == MAX_CAPACITY) {
            throw new IllegalStateException("more than " + growAt + " keys");
        }
        long[] oldKeys = keys;
        int[] oldValues = values;
        allocate(keys.length * 2);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != ABSENT) {
                int slot = home(oldKeys[i]);
                while (values[slot] != ABSENT) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
            }
        }
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        values = new int[capacity];
        Arrays.fill(values, ABSENT);
        mask = capacity - 1;
        growAt = capacity / 4 * 3;
    }
}
