package dev.grundy.coins;

import java.math.BigInteger;
import java.util.List;

/**
 * A coin rule that is Nim in disguise (Winning Ways, ch. 14): a single head at place x is worth x,
 * because its moves turn it with at most one coin y &lt; x and so reach each value below x once.
 * Holds what Twins and Turning Turtles share: the value map, the count of turning sets, and the
 * set of the head with one other coin found for a value by one nim-sum, O(digits).
 */
abstract class HeadWorthItsPlace implements CoinRule {

    @Override
    public final BigInteger value(BigInteger place) {
        return place;
    }

    /** One turning set per value below the head. */
    @Override
    public final BigInteger turningSetCount(BigInteger head) {
        return head;
    }

    /**
     * @param head the heads-up coin turned to tails
     * @param other a coin left of it
     * @return the set turning both, worth head ⊕ other
     */
    static TurningSet withOther(BigInteger head, BigInteger other) {
        return TurningSet.of(head, head.xor(other), List.of(other));
    }

    /**
     * @param head the heads-up coin turned to tails
     * @param value the wanted value
     * @return the set of the head and the coin worth head ⊕ value, if that coin lies left of the head
     */
    static Found withOtherOfValue(BigInteger head, BigInteger value) {
        BigInteger other = value.xor(head);
        return other.compareTo(head) < 0 ? Found.only(withOther(head, other)) : Found.NONE;
    }
}
