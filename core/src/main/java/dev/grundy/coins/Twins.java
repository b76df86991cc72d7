package dev.grundy.coins;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * Twins (Winning Ways, ch. 14): a move turns exactly two coins, the rightmost heads to tails;
 * places count from 0. A head at x is worth x: its options turn x and one y &lt; x, leaving a head
 * worth y (or tails there again), so the values below x are all reached and x is not — the game
 * is Nim in disguise. Each move to a value is found by one nim-sum: O(digits).
 */
public final class Twins extends HeadWorthItsPlace {

    @Override
    public String name() {
        return "twins";
    }

    @Override
    public int firstPlace() {
        return 0;
    }

    @Override
    public Stream<TurningSet> turningSets(BigInteger head) {
        return Places.range(BigInteger.ZERO, head).map(other -> withOther(head, other));
    }

    /** The other coin is worth the head's value ⊕ the wanted one, if that lies left of the head. */
    @Override
    public Found setsOfValue(BigInteger head, BigInteger value, int most) {
        return withOtherOfValue(head, value);
    }

    @Override
    public boolean allows(BigInteger head, List<BigInteger> others) {
        return others.size() == 1;
    }

    @Override
    public Phrase explain(BigInteger place) {
        return Phrase.of("explain.coins.twins", place);
    }
}
