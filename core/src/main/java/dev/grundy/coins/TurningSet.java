package dev.grundy.coins;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One legal turning set of a one-dimensional coin game: the heads-up coin turned to tails (its
 * rightmost coin) and the others turned with it, with the nim-sum of all their values — the value
 * the set takes away from, or adds to, a position. The others are written out only when asked
 * for, since a run of the ruler game may hold more coins than can be listed.
 *
 * @param head the rightmost coin, heads-up before the move
 * @param value the nim-sum of the values of every coin of the set, the head included
 * @param size how many coins the set holds, the head included
 * @param others the other coins, rightmost first, made on demand
 */
public record TurningSet(BigInteger head, BigInteger value, BigInteger size, Supplier<List<BigInteger>> others) {

    /**
     * A set whose other coins are already listed.
     *
     * @param head the rightmost coin
     * @param value the nim-sum of its coins' values
     * @param others the other coins, rightmost first
     * @return the set
     */
    static TurningSet of(BigInteger head, BigInteger value, List<BigInteger> others) {
        List<BigInteger> copy = List.copyOf(others);
        return new TurningSet(head, value, BigInteger.valueOf(copy.size() + 1L), () -> copy);
    }

    /** @return every coin of the set, the head first, then the others from right to left */
    public List<BigInteger> places() {
        List<BigInteger> places = new ArrayList<>();
        places.add(head);
        places.addAll(others.get());
        return places;
    }
}
