package dev.grundy.coins;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * Mock Turtles (Winning Ways, ch. 14): a move turns a head to tails and at most two coins to its
 * left; places count from 0. A head at x is worth the x-th odious number (OEIS A000069, an odd
 * count of ones): 2x when x is odious, 2x + 1 when x is evil. The odious numbers are exactly the
 * values of one or three coins, and the evil ones the nim-sums of two distinct odious numbers.
 *
 * <p>Moves to a value: with the head's value removed, the others must be worth w. w = 0: the head
 * alone; w odious: one coin, at place w/2 (the place whose odious number w is); w evil: two coins
 * worth a and a ⊕ w, pairs counted and listed by {@link OdiousPairs} in O(bits) each — so a head
 * of a hundred digits, with some 10^200 pairs, is answered at once.
 */
public final class MockTurtles implements CoinRule {

    @Override
    public String name() {
        return "mock-turtles";
    }

    @Override
    public int firstPlace() {
        return 0;
    }

    @Override
    public BigInteger value(BigInteger place) {
        BigInteger twice = place.shiftLeft(1);
        return place.bitCount() % 2 == 1 ? twice : twice.setBit(0);
    }

    /** The head alone, then with one coin, then with two, leftmost first. */
    @Override
    public Stream<TurningSet> turningSets(BigInteger head) {
        BigInteger alone = value(head);
        Stream<TurningSet> one = Places.range(BigInteger.ZERO, head)
                .map(y -> TurningSet.of(head, alone.xor(value(y)), List.of(y)));
        Stream<TurningSet> two = Places.range(BigInteger.ZERO, head).flatMap(y -> Places.range(BigInteger.ZERO, y)
                .map(z -> TurningSet.of(head, alone.xor(value(y)).xor(value(z)), List.of(y, z))));
        return Stream.concat(Stream.of(TurningSet.of(head, alone, List.of())), Stream.concat(one, two));
    }

    @Override
    public BigInteger turningSetCount(BigInteger head) {
        return BigInteger.ONE.add(head).add(Places.pairs(head));
    }

    @Override
    public Found setsOfValue(BigInteger head, BigInteger value, int most) {
        BigInteger others = value.xor(value(head));
        if (others.signum() == 0) {
            return Found.only(TurningSet.of(head, value, List.of()));
        }
        if (others.bitCount() % 2 == 1) {
            BigInteger place = others.shiftRight(1);
            return place.compareTo(head) < 0 ? Found.only(TurningSet.of(head, value, List.of(place))) : Found.NONE;
        }
        OdiousPairs pairs = new OdiousPairs(value(head), others);
        List<TurningSet> listed = pairs.smallest(most).stream()
                .map(a -> TurningSet.of(head, value, List.of(a.xor(others).shiftRight(1), a.shiftRight(1))))
                .toList();
        return new Found(listed, pairs.count());
    }

    @Override
    public boolean allows(BigInteger head, List<BigInteger> others) {
        return others.size() <= 2;
    }

    @Override
    public Phrase explain(BigInteger place) {
        boolean odious = place.bitCount() % 2 == 1;
        return Phrase.of(odious ? "explain.coins.mockTurtles.odious" : "explain.coins.mockTurtles.evil",
                place, place.bitCount(), value(place));
    }
}
