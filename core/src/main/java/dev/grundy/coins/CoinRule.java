package dev.grundy.coins;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * The rule of a one-dimensional coin-turning game (Winning Ways, ch. 14): which sets of coins a
 * move may turn, given the heads-up coin it turns to tails, and the closed form of a single
 * head's value. A position's value is the nim-sum of its heads' values, since a turning set
 * toggles coins (a coin turned twice is as if never turned).
 */
public interface CoinRule {

    /** @return the game's name in the position language, e.g. {@code mock-turtles} */
    String name();

    /** @return the place of the leftmost coin: 0 or 1, as Winning Ways counts for this game */
    int firstPlace();

    /**
     * @param place a coin's place, at least {@link #firstPlace()}
     * @return the value of a row whose only head is there, by the game's closed form
     */
    BigInteger value(BigInteger place);

    /**
     * Every legal turning set with the given head, lazily: the rules, the brute-force twin of
     * {@link #setsOfValue}.
     *
     * @param head the heads-up coin turned to tails
     * @return the sets, fewest and leftmost others first
     */
    Stream<TurningSet> turningSets(BigInteger head);

    /**
     * @param head the heads-up coin turned to tails
     * @return how many turning sets it has
     */
    BigInteger turningSetCount(BigInteger head);

    /**
     * The turning sets with the given head whose coins' values have the given nim-sum, by
     * inverting the value map rather than by testing each set.
     *
     * @param head the heads-up coin turned to tails
     * @param value the nim-sum the set's values must have
     * @param most how many sets to list at most
     * @return the first sets, in an order fixed by the game (fewest others first), and how many
     *     there are in all
     */
    Found setsOfValue(BigInteger head, BigInteger value, int most);

    /**
     * @param head the heads-up coin turned to tails
     * @param others other coins, distinct, each left of the head, rightmost first
     * @return whether a move may turn exactly these with the head
     */
    boolean allows(BigInteger head, List<BigInteger> others);

    /**
     * @param place a coin's place
     * @return why a single head there has its value
     */
    Phrase explain(BigInteger place);

    /**
     * Turning sets found for a value.
     *
     * @param listed the first of them
     * @param count how many there are in all
     */
    record Found(List<TurningSet> listed, BigInteger count) {
        /** No set. */
        static final Found NONE = new Found(List.of(), BigInteger.ZERO);

        /** Keeps an unmodifiable copy. */
        public Found {
            listed = List.copyOf(listed);
        }

        /**
         * @param set the one set found
         * @return it alone
         */
        static Found only(TurningSet set) {
            return new Found(List.of(set), BigInteger.ONE);
        }
    }
}
