package dev.grundy.solve;

import java.util.Arrays;

/**
 * Values kept under positions' codes for {@link CodedGrundySolver}: codes below {@value #DENSE}
 * (the heaps of one-number games, mostly) in a plain {@code int} array indexed by the code, grown
 * by doubling to cover the largest such code seen, the others in a {@link LongIntMap}. A heap's
 * lookup is then one array read, with no hashing and neighbouring heaps in neighbouring memory.
 * At most 4 · {@value #DENSE} bytes of array however few small codes are used. Not thread-safe.
 */
final class CodeValues {
    /** Codes below this are kept in the array. */
    static final int DENSE = 1 << 22;

    private int[] dense = absent(1 << 10);
    private final LongIntMap sparse = new LongIntMap();

    /** @param code a position's code @return its value, {@link LongIntMap#ABSENT} if none */
    int get(long code) {
        if (code >= 0 && code < dense.length) {
            return dense[(int) code];
        }
        return code >= 0 && code < DENSE ? LongIntMap.ABSENT : sparse.get(code);
    }

    /** @param code a position's code @param value its value, not {@link LongIntMap#ABSENT} */
    void put(long code, int value) {
        if (code < 0 || code >= DENSE) {
            sparse.put(code, value);
            return;
        }
        if (code >= dense.length) {
            int length = Integer.highestOneBit((int) code) << 1;
            int old = dense.length;
            dense = Arrays.copyOf(dense, length);
            Arrays.fill(dense, old, length, LongIntMap.ABSENT);
        }
        dense[(int) code] = value;
    }

    /** @param code a code to forget */
    void remove(long code) {
        if (code >= 0 && code < DENSE) {
            if (code < dense.length) {
                dense[(int) code] = LongIntMap.ABSENT;
            }
        } else {
            sparse.remove(code);
        }
    }

    private static int[] absent(int length) {
        int[] values = new int[length];
        Arrays.fill(values, LongIntMap.ABSENT);
        return values;
    }
}
