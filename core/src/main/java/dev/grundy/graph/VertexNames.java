package dev.grundy.graph;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The names of a graph's vertices, numbered 0, 1, 2, … in the order they are first met, kept as
 * UTF-8 bytes in one growing array and found through an open-addressing table. Reading a file of
 * millions of edges creates no object per name read: a name is interned straight from the
 * reader's buffer.
 *
 * <p>Looking a name up is a random access into a large table, which costs a cache miss; a second
 * one, into the bytes, would double the cost. So each slot holds, beside the name's number and
 * hash, a short name's bytes themselves (up to seven, with the length in the top byte): the names
 * most graphs use ({@code 1234567}, {@code v12345}) are compared within the slot.
 */
public final class VertexNames {
    private static final int SHORT = 7;
    /** The key of a name too long to be held in its slot; no short name's key has its top byte. */
    private static final long LONG_NAME = -1L;

    private byte[] bytes = new byte[1 << 12];
    private int[] starts = new int[1 << 10];
    /** Pairs of longs: a name's key, then its hash in the high half and its number + 1 in the low. */
    private long[] slots = new long[2 << 11];
    private int count;

    /**
     * @param buffer holds the name's UTF-8 bytes
     * @param from the index of its first byte
     * @param to one past the index of its last byte
     * @return the name's number, a new one when it was not known
     */
    public int intern(byte[] buffer, int from, int to) {
        long key = key(buffer, from, to);
        int hash = hash(buffer, from, to);
        int slot = find(buffer, from, to, key, hash);
        int id = (int) slots[slot + 1] - 1;
        return id >= 0 ? id : add(buffer, from, to, key, hash, slot);
    }

    /**
     * @param name a vertex's name
     * @return its number, or −1 when no vertex has that name
     */
    public int find(String name) {
        byte[] encoded = name.getBytes(StandardCharsets.UTF_8);
        int length = encoded.length;
        return (int) slots[find(encoded, 0, length, key(encoded, 0, length), hash(encoded, 0, length)) + 1] - 1;
    }

    /** @return the name of vertex {@code id} */
    public String name(int id) {
        return new String(bytes, starts[id], starts[id + 1] - starts[id], StandardCharsets.UTF_8);
    }

    /** @return how many names are known */
    public int size() {
        return count;
    }

    /** @return the index of the slot holding the name, or of the empty slot where it belongs */
    private int find(byte[] buffer, int from, int to, long key, int hash) {
        int mask = slots.length / 2 - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            int index = 2 * slot;
            long entry = slots[index + 1];
            if (entry == 0 || slots[index] == key && (int) (entry >>> 32) == hash
                    && (key != LONG_NAME || sameBytes((int) entry - 1, buffer, from, to))) {
                return index;
            }
        }
    }

    private boolean sameBytes(int id, byte[] buffer, int from, int to) {
        return Arrays.equals(bytes, starts[id], starts[id + 1], buffer, from, to);
    }

    private int add(byte[] buffer, int from, int to, long key, int hash, int index) {
        int length = to - from;
        int end = starts[count];
        if (end + length > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, end + length));
        }
        System.arraycopy(buffer, from, bytes, end, length);
        if (count + 2 > starts.length) {
            starts = Arrays.copyOf(starts, 2 * starts.length);
        }
        starts[count + 1] = end + length;
        slots[index] = key;
        slots[index + 1] = (long) hash << 32 | (count + 1);
        count++;
        if (4 * count > slots.length) {
            rehash();
        }
        return count - 1;
    }

    /** Keeps the table at most half full, so that probes stay short. */
    private void rehash() {
        long[] old = slots;
        slots = new long[2 * old.length];
        int mask = slots.length / 2 - 1;
        for (int index = 0; index < old.length; index += 2) {
            long entry = old[index + 1];
            if (entry != 0) {
                int slot = (int) (entry >>> 32) & mask;
                while (slots[2 * slot + 1] != 0) {
                    slot = (slot + 1) & mask;
                }
                slots[2 * slot] = old[index];
                slots[2 * slot + 1] = entry;
            }
        }
    }

    /** A short name's bytes and length in one long; {@link #LONG_NAME} for a longer one. */
    private static long key(byte[] buffer, int from, int to) {
        if (to - from > SHORT) {
            return LONG_NAME;
        }
        long key = (long) (to - from) << 56;
        for (int i = from; i < to; i++) {
            key |= (buffer[i] & 0xFFL) << (8 * (i - from));
        }
        return key;
    }

    /**
     * FNV-1a over the bytes, then MurmurHash3's finaliser: FNV's low bits depend only on the low
     * bits of the bytes, and names such as v1, v2, … would crowd a few slots of the table without
     * the final mix.
     */
    private static int hash(byte[] buffer, int from, int to) {
        int hash = 0x811c9dc5;
        for (int i = from; i < to; i++) {
            hash = (hash ^ buffer[i]) * 0x01000193;
        }
        hash ^= hash >>> 16;
        hash *= 0x85ebca6b;
        hash ^= hash >>> 13;
        hash *= 0xc2b2ae35;
        return hash ^ (hash >>> 16);
    }
}
