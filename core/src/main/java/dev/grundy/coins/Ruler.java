package dev.grundy.coins;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Ruler (Winning Ways, ch. 14): a move turns a run of consecutive coins whose rightmost goes from
 * heads to tails; places count from 1. A head at x is worth the largest power of 2 dividing x
 * (OEIS A006519), the ruler function.
 *
 * <p>Moves to a value by the Gray code: the values of coins 1..n have the nim-sum
 * R(n) = n ⊕ ⌊n/2⌋, since R(n) ⊕ R(n − 1) = n ⊕ (n − 1) ⊕ ((n ⊕ (n − 1)) / 2) is the lowest bit
 * of n, as is the ruler value of n. So the run from j + 1 to x is worth R(x) ⊕ R(j), and the run
 * of a wanted value v starts after j = R⁻¹(R(x) ⊕ v), the inverse Gray code, unique: at most one
 * move per head and value, found in O(digits · log digits).
 */
public final class Ruler implements CoinRule {

    @Override
    public String name() {
        return "ruler";
    }

    @Override
    public int firstPlace() {
        return 1;
    }

    @Override
    public BigInteger value(BigInteger place) {
        return place.and(place.negate());
    }

    /** The runs ending at the head, shortest first. */
    @Override
    public Stream<TurningSet> turningSets(BigInteger head) {
        return Places.range(BigInteger.ZERO, head).map(others -> run(head, head.subtract(others).subtract(BigInteger.ONE)));
    }

    @Override
    public BigInteger turningSetCount(BigInteger head) {
        return head;
    }

    @Override
    public Found setsOfValue(BigInteger head, BigInteger value, int most) {
        BigInteger before = inverseGray(gray(head).xor(value));
        return before.compareTo(head) < 0 ? Found.only(run(head, before)) : Found.NONE;
    }

    @Override
    public boolean allows(BigInteger head, List<BigInteger> others) {
        for (int i = 0; i < others.size(); i++) {
            if (!others.get(i).equals(head.subtract(BigInteger.valueOf(i + 1L)))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Phrase explain(BigInteger place) {
        int twos = place.getLowestSetBit();
        return Phrase.of("explain.coins.ruler", place, twos, value(place));
    }

    /** The run from {@code before + 1} to the head, worth R(head) ⊕ R(before). */
    private static TurningSet run(BigInteger head, BigInteger before) {
        BigInteger size = head.subtract(before);
        return new TurningSet(head, gray(head).xor(gray(before)), size, () -> {
            List<BigInteger> others = new ArrayList<>();
            for (BigInteger place = head.subtract(BigInteger.ONE); place.compareTo(before) > 0; place = place.subtract(BigInteger.ONE)) {
                others.add(place);
            }
            return others;
        });
    }

    /**
     * @param n a place
     * @return R(n) = n ⊕ ⌊n/2⌋, the nim-sum of the ruler values of 1..n
     */
    static BigInteger gray(BigInteger n) {
        return n.xor(n.shiftRight(1));
    }

    /** The n with n ⊕ ⌊n/2⌋ = g: the prefix XOR of g's bits from the top, in log(bits) shifts. */
    static BigInteger inverseGray(BigInteger g) {
        BigInteger n = g;
        for (int shift = 1; shift < g.bitLength(); shift <<= 1) {
            n = n.xor(n.shiftRight(shift));
        }
        return n;
    }
}
