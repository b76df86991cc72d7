package dev.grundy.coins;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One coin: its place in each factor of the game, one place in a row game, a pair on the board of
 * a product of two. Coins are ordered by their places, first factor first.
 *
 * @param places the place in each factor
 */
public record Coin(List<BigInteger> places) implements Comparable<Coin> {

    /** Keeps an unmodifiable copy. */
    public Coin {
        places = List.copyOf(places);
    }

    /**
     * @param factor which factor, from 0
     * @return the coin's place in it
     */
    public BigInteger place(int factor) {
        return places.get(factor);
    }

    @Override
    public int compareTo(Coin other) {
        for (int i = 0; i < Math.min(places.size(), other.places.size()); i++) {
            int order = places.get(i).compareTo(other.places.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(places.size(), other.places.size());
    }

    /** @return the places joined by commas, as the position language writes a coin: {@code 5} or {@code 2,3} */
    @Override
    public String toString() {
        return places.stream().map(BigInteger::toString).collect(Collectors.joining(","));
    }
}
