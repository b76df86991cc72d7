package dev.grundy.core;


import java.math.BigInteger;
import java.util.Collection;

/**
 * The estimated bytes an object holds on a 64-bit JVM with compressed references (12-byte object
 * headers, 4-byte references, sizes rounded up to 8): what a search charges its budget for each
 * state it remembers, so that a memory limit bounds memory and not only a count of states. Known
 * shapes are measured — numbers, strings, lists, whole positions — and anything else counts as a
 * small object of {@value #OTHER} bytes. Checked against the heap in {@code docs/benchmarks.md}.
 */
public final class Footprint {
    /** What an object of an unknown shape is taken to hold. */
    public static final long OTHER = 48;
    /** A hash table's entry: the node (32 bytes) and its share of the table (8). */
    public static final long HASH_ENTRY = 40;

    private static final long HEADER = 16;

    private Footprint() {
    }

    /**
     * @param object a position or part of one; may be null
     * @return its estimated size in bytes, what it refers to included
     */
    public static long of(Object object) {
        if (object == null) {
            return 0;
        }
        if (object instanceof BigInteger number) {
            // 40 bytes of fields and header, then the int[] of magnitude.
            return 40 + align(HEADER + 4L * ((number.bitLength() + 31) / 32));
        }
        if (object instanceof Number || object instanceof Boolean || object instanceof Character) {
            return HEADER;
        }
        if (object instanceof String text) {
            return 24 + align(HEADER + text.length());
        }
        if (object instanceof Position position) {
            return 24 + of(position.terms());
        }
        if (object instanceof Term<?> term) {
            return HEADER + of(term.components());
        }
        if (object instanceof Collection<?> collection) {
            long bytes = 24 + align(HEADER + 4L * collection.size());
            for (Object element : collection) {
                bytes += of(element);
            }
            return bytes;
        }
        return OTHER;
    }

    /**
     * The bytes a search's key for a whole position holds of its own: its lists and terms, and the
     * two components a move made; the other components are shared with the position moved from,
     * and counted there.
     *
     * @param position a whole position, as a search remembers it
     * @return its estimated size in bytes, without the components it shares
     */
    public static long ofKey(Position position) {
        long bytes = 24 + list(position.terms().size());
        for (Term<?> term : position.terms()) {
            bytes += HEADER + 8 + list(term.components().size());
        }
        return bytes + 2 * OTHER;
    }

    private static long list(int size) {
        return 16 + align(HEADER + 4L * size);
    }

    private static long align(long bytes) {
        return (bytes + 7) & ~7L;
    }
}
