package dev.grundy.core;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

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
        return readHeaps(name(), words);
    }

    /**
     * @param game the game's name, for errors
     * @param words the heaps as written
     * @return the heaps
     * @throws InvalidPositionException if there are none or one is not a non-negative integer
     */
    static List<BigInteger> readHeaps(String game, List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException("error.noHeaps", game);
        }
        List<BigInteger> heaps = new ArrayList<>(words.size());
        for (String word : words) {
            heaps.add(Numbers.nonNegative(Phrase.of("what.heap", game), word));
        }
        return heaps;
    }

    @Override
    default String format(BigInteger heap) {
        return heap.toString();
    }

    /**
     * "3" takes three tokens and leaves one heap; "3 2" takes three and splits what is left so
     * that one part is 2; "0 2" splits without taking.
     */
    @Override
    default Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        if (words.isEmpty() || words.size() > 2) {
            throw new InvalidPositionException("error.move.heapForm");
        }
        BigInteger taken = Numbers.nonNegative(Phrase.of("what.taken"), words.get(0));
        BigInteger left = heap.subtract(taken);
        if (left.signum() < 0) {
            throw new InvalidPositionException("error.move.tooMany", taken, heap);
        }
        if (words.size() == 1) {
            return moveLeaving(heap, List.of(left));
        }
        BigInteger part = Numbers.positive(Phrase.of("what.part"), words.get(1));
        if (part.compareTo(left) >= 0) {
            throw new InvalidPositionException("error.move.partTooBig", part, left);
        }
        return moveLeaving(heap, List.of(part, left.subtract(part)));
    }

    /** The tokens taken, then, for a move that leaves two parts, the smaller part. */
    @Override
    default List<String> typed(BigInteger heap, Move<BigInteger> move) {
        List<BigInteger> parts = move.to().stream().filter(part -> part.signum() > 0).sorted().toList();
        BigInteger taken = heap.subtract(parts.stream().reduce(BigInteger.ZERO, BigInteger::add));
        return parts.size() < 2 ? List.of(taken.toString()) : List.of(taken.toString(), parts.get(0).toString());
    }

    /** An empty heap is no heap: a move that leaves one leaves nothing there. */
    @Override
    default List<String> written(List<BigInteger> parts) {
        return parts.stream().filter(part -> part.signum() > 0).sorted().map(BigInteger::toString).toList();
    }

    @Override
    default String componentLabel() {
        return "label.heap";
    }

    @Override
    default Phrase moveForms() {
        return Phrase.of("forms.heap");
    }

    /** "take 2 from heap 1" or, for a split without taking, "split heap 1". */
    @Override
    default Phrase describe(BigInteger from, Move<BigInteger> move, Phrase label) {
        BigInteger left = move.to().stream().reduce(BigInteger.ZERO, BigInteger::add);
        BigInteger taken = from.subtract(left);
        return taken.signum() > 0 ? Phrase.of("move.takeFrom", taken, label) : Phrase.of("move.split", label);
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
        return Move.to(Phrase.of("move.take", taken), heap.subtract(taken));
    }
}
