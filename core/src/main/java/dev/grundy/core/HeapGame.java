package dev.grundy.core;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A game played on heaps of tokens, where each heap is a game of its own: a position
 * {@code kayles 3 5} is the sum of a heap of 3 and a heap of 5. A move acts on one heap, taking
 * tokens and possibly splitting what is left. A heap taken whole is left as a heap of 0, so the
 * heaps of a written position keep their numbers.
 */
public interface HeapGame extends Game<BigInteger> {

    /** Reads one heap per word; a heap is any non-negative integer. */
    @Override
    default List<BigInteger> parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException(name() + ": give at least one heap size, e.g. '"
                    + name() + " 3 4 5'");
        }
        List<BigInteger> heaps = new ArrayList<>(words.size());
        for (String word : words) {
            heaps.add(Numbers.nonNegative(name() + ": heap size", word));
        }
        return heaps;
    }

    @Override
    default String format(BigInteger heap) {
        return heap.toString();
    }

    /** "take 2 from heap 1" or, for a split without taking, "split heap 1". */
    @Override
    default String describe(BigInteger from, Move<BigInteger> move, String label) {
        BigInteger left = move.to().stream().reduce(BigInteger.ZERO, BigInteger::add);
        BigInteger taken = from.subtract(left);
        return taken.signum() > 0 ? "take " + taken + " from " + label : "split " + label;
    }

    /**
     * The moves that take 1, 2, … up to {@code most} tokens from a heap, handed out lazily so that
     * a heap of any size can list its first moves.
     *
     * @param heap the heap
     * @param most the largest take; at most the heap
     * @return the takes, smallest first
     */
    static Iterable<Move<BigInteger>> takes(BigInteger heap, BigInteger most) {
        return () -> new Iterator<>() {
            private BigInteger taken = BigInteger.ZERO;

            @Override
            public boolean hasNext() {
                return taken.compareTo(most) < 0;
            }

            @Override
            public Move<BigInteger> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                taken = taken.add(BigInteger.ONE);
                return take(heap, taken);
            }
        };
    }

    /**
     * @param heap the heap
     * @param taken how many tokens to take, at most the heap
     * @return the move that takes them, leaving one heap of the rest
     */
    static Move<BigInteger> take(BigInteger heap, BigInteger taken) {
        return Move.to("take " + taken, heap.subtract(taken));
    }
}
