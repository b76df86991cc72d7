package dev.grundy.coins;

import java.math.BigInteger;
import java.util.stream.Stream;

/** The places of a row counted up from one place to below another, lazily, for places of any size. */
final class Places {
    private Places() {
    }

    /**
     * @param from the first place
     * @param below the place the count stops before
     * @return from, from + 1, …, below − 1
     */
    static Stream<BigInteger> range(BigInteger from, BigInteger below) {
        return Stream.iterate(from, place -> place.compareTo(below) < 0, place -> place.add(BigInteger.ONE));
    }

    /**
     * @param n a count
     * @return n(n − 1)/2, the number of pairs of n things
     */
    static BigInteger pairs(BigInteger n) {
        return n.signum() == 0 ? n : n.multiply(n.subtract(BigInteger.ONE)).shiftRight(1);
    }
}
