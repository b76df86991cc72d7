package dev.grundy.games;

import dev.grundy.core.Game;
import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Numbers;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A game played on a row of heaps that is not the sum of its heaps — misère Nim, Moore's Nim — so
 * the whole row is one component. Heaps are numbered from 1 in the order written.
 */
abstract class HeapListGame implements Game<List<BigInteger>> {

    @Override
    public List<List<BigInteger>> parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException(name() + ": give at least one heap size, e.g. '" + name() + " 3 4 5'");
        }
        List<BigInteger> heaps = new ArrayList<>(words.size());
        for (String word : words) {
            heaps.add(Numbers.nonNegative(name() + ": heap size", word));
        }
        return List.of(List.copyOf(heaps));
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
        List<String> takes = new ArrayList<>();
        for (int i = 0; i < from.size(); i++) {
            BigInteger taken = from.get(i).subtract(to.get(i));
            if (taken.signum() > 0) {
                takes.add(taken + " from heap " + (i + 1));
            }
        }
        return Move.to("take " + String.join(" and ", takes), List.copyOf(to));
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
    public String change(List<BigInteger> from, Move<List<BigInteger>> move) {
        List<BigInteger> to = move.to().get(0);
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < from.size(); i++) {
            if (!from.get(i).equals(to.get(i))) {
                changes.add(from.get(i) + " → " + to.get(i));
            }
        }
        return String.join(", ", changes);
    }

    @Override
    public boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && ((HeapListGame) other).name().equals(name());
    }

    @Override
    public int hashCode() {
        return name().hashCode();
    }
}
