package dev.grundy.coins;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A move typed as the coins it turns, in any order: legal when they are the product of one
 * turning set per factor — every choice of one of the typed places in each factor, no more and no
 * fewer — whose rightmost coins make a heads-up coin, and each factor's rule allows its set.
 */
final class TypedTurn {
    private TypedTurn() {
    }

    /**
     * @param game the game
     * @param from the position
     * @param coins the coins typed, distinct
     * @return the move turning them
     * @throws InvalidPositionException naming why they are no legal move
     */
    static Move<Heads> read(CoinGame game, Heads from, List<Coin> coins) {
        List<CoinRule> factors = game.factors();
        List<List<BigInteger>> sides = new ArrayList<>();
        BigInteger product = BigInteger.ONE;
        for (int i = 0; i < factors.size(); i++) {
            int factor = i;
            TreeSet<BigInteger> places = coins.stream().map(coin -> coin.place(factor)).collect(Collectors.toCollection(TreeSet::new));
            sides.add(new ArrayList<>(places.descendingSet()));
            product = product.multiply(BigInteger.valueOf(places.size()));
        }
        String typed = coins.stream().map(Coin::toString).collect(Collectors.joining(" "));
        if (!product.equals(BigInteger.valueOf(coins.size()))) {
            throw new InvalidPositionException("error.move.coins.notProduct", game.name(), typed);
        }
        Coin head = new Coin(sides.stream().map(side -> side.get(0)).toList());
        if (!from.coins().contains(head)) {
            throw new InvalidPositionException("error.move.coins.tails", head.toString());
        }
        List<TurningSet> sets = new ArrayList<>();
        for (int i = 0; i < factors.size(); i++) {
            CoinRule rule = factors.get(i);
            List<BigInteger> others = sides.get(i).subList(1, sides.get(i).size());
            if (!rule.allows(head.place(i), others)) {
                throw new InvalidPositionException("error.move.coins.illegal", rule.name(), typed);
            }
            BigInteger value = others.stream().map(rule::value).reduce(rule.value(head.place(i)), BigInteger::xor);
            sets.add(TurningSet.of(head.place(i), value, others));
        }
        return game.move(from, sets);
    }
}
