package dev.grundy.coins;

import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A position of a coin-turning game: the heads-up coins, in increasing order. It is one
 * component, not a sum of single heads, since a move turns coins that may already be heads up.
 *
 * @param coins the heads-up coins, kept in increasing order so that equal positions are equal
 */
public record Heads(List<Coin> coins) {

    /** Keeps an unmodifiable copy, sorted. */
    public Heads {
        coins = coins.stream().sorted().toList();
    }

    /**
     * @param turned the coins a move turns, each once
     * @return the heads left when they are turned: heads become tails and tails heads; none when
     *     no head is left
     */
    List<Heads> turn(Collection<Coin> turned) {
        TreeSet<Coin> left = new TreeSet<>(coins);
        for (Coin coin : turned) {
            if (!left.remove(coin)) {
                left.add(coin);
            }
        }
        return left.isEmpty() ? List.of() : List.of(new Heads(List.copyOf(left)));
    }

    /** @return the coins written in the position language, e.g. {@code 2 5} or {@code 1,2 2,1} */
    @Override
    public String toString() {
        return coins.stream().map(Coin::toString).collect(Collectors.joining(" "));
    }
}
