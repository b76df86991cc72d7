package dev.grundy.coins;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * Turning Turtles (Winning Ways, ch. 14): a move turns a head to tails and at most one coin to
 * its left; places count from 1. A head at x is worth x: turning it alone leaves 0, with a coin
 * y &lt; x leaves y, so it is a Nim heap of x. Each move to a value is found by one nim-sum:
 * O(digits).
 */
public final class TurningTurtles extends HeadWorthItsPlace {

    @Override
    public String name() {
        return "turning-turtles";
    }

    @Override
    public int firstPlace() {
        return 1;
    }

    @Override
    public Stream<TurningSet> turningSets(BigInteger head) {
        return Stream.concat(Stream.of(TurningSet.of(head, head, List.of())),
                Places.range(BigInteger.ONE, head).map(other -> withOther(head, other)));
    }

    /** The head alone when its value is the one wanted; else the coin worth the difference, if left of it. */
    @Override
    public Found setsOfValue(BigInteger head, BigInteger value, int most) {
        return value.equals(head) ? Found.only(TurningSet.of(head, value, List.of())) : withOtherOfValue(head, value);
    }

    @Override
    public boolean allows(BigInteger head, List<BigInteger> others) {
        return others.size() <= 1;
    }

    @Override
    public Phrase explain(BigInteger place) {
        return Phrase.of("explain.coins.turningTurtles", place);
    }
}
