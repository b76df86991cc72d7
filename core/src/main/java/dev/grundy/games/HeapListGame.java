package dev.grundy.games;

import dev.grundy.core.Game;
import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A game played on a row of heaps that is not the sum of its heaps — misère Nim, Moore's Nim — so
 * the whole row is one component. Heaps are numbered from 1 in the order written.
 */
abstract class HeapListGame implements Game<List<BigInteger>> {

    @Override
    public List<List<BigInteger>> parse(List<String> words) {
        return List.of(List.copyOf(HeapGame.readHeaps(name(), words)));
    }

    @Override
    public String format(List<BigInteger> heaps) {
        return heaps.stream().map(BigInteger::toString).collect(Collectors.joining(" "));
    }

    /**
     * @param from the heaps before
     * @param to the heaps after, each at most as large
     * @return the move, in words such as "take 2 from heap 1 and 3 from heap 4"
     */
    static Move<List<BigInteger>> move(List<BigInteger> from, List<BigInteger> to) {
        Phrase takes = null;
        for (int i = 0; i < from.size(); i++) {
            BigInteger taken = from.get(i).subtract(to.get(i));
            if (taken.signum() > 0) {
                Phrase heap = Phrase.of("label.heap", i + 1);
                takes = takes == null ? Phrase.of("move.takeFrom", taken, heap)
                        : Phrase.of("move.and", takes, Phrase.of("move.alsoFrom", taken, heap));
            }
        }
        return Move.to(takes, List.copyOf(to));
    }

    /**
     * @param from the heaps
     * @param heap which heap, from 0
     * @param size its new size
     * @return the heaps with that one changed
     */
    static List<BigInteger> with(List<BigInteger> from, int heap, BigInteger size) {
        List<BigInteger> to = new ArrayList<>(from);
        to.set(heap, size);
        return List.copyOf(to);
    }

    /** Only the heaps that change: "3 → 1", or "3 → 2, 4 → 1". */
    @Override
    public Phrase change(List<BigInteger> from, Move<List<BigInteger>> move) {
        List<BigInteger> to = move.to().get(0);
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < from.size(); i++) {
            if (!from.get(i).equals(to.get(i))) {
                changes.add(from.get(i) + " → " + to.get(i));
            }
        }
        return Phrase.literal(String.join(", ", changes));
    }

    @Override
    public boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && ((HeapListGame) other).name().equals(name());
    }

    @Override
    public int hashCode() {
        return name().hashCode();
    }

    /**
     * "2 3" takes three from heap 2; "1 2 3 1" takes two from heap 1 and one from heap 3, where
     * the game allows taking from several heaps.
     */
    @Override
    public Move<List<BigInteger>> readMove(List<BigInteger> heaps, List<String> words) {
        if (words.isEmpty() || words.size() % 2 != 0 || words.size() / 2 > mostHeapsPerMove()) {
            throw new InvalidPositionException("error.move.pairsForm", name(), mostHeapsPerMove());
        }
        List<BigInteger> after = new ArrayList<>(heaps);
        Set<Integer> touched = new HashSet<>();
        for (int i = 0; i < words.size(); i += 2) {
            int heap = Numbers.positive(Phrase.of("what.heapNumber"), words.get(i)).min(BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
            if (heap > heaps.size() || !touched.add(heap)) {
                throw new InvalidPositionException("error.move.noSuchHeap", words.get(i), heaps.size());
            }
            BigInteger taken = Numbers.positive(Phrase.of("what.taken"), words.get(i + 1));
            if (taken.compareTo(heaps.get(heap - 1)) > 0) {
                throw new InvalidPositionException("error.move.tooMany", taken, heaps.get(heap - 1));
            }
            after.set(heap - 1, heaps.get(heap - 1).subtract(taken));
        }
        return move(heaps, after);
    }

    /** A heap's number and what is taken from it, for each heap the move lowers. */
    @Override
    public List<String> typed(List<BigInteger> heaps, Move<List<BigInteger>> move) {
        List<BigInteger> after = move.to().get(0);
        List<String> words = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            BigInteger taken = heaps.get(i).subtract(after.get(i));
            if (taken.signum() > 0) {
                words.add(String.valueOf(i + 1));
                words.add(taken.toString());
            }
        }
        return words;
    }

    /** @return how many heaps one move may take from */
    int mostHeapsPerMove() {
        return 1;
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of(mostHeapsPerMove() == 1 ? "forms.heap" : "forms.heaps", mostHeapsPerMove());
    }
}
