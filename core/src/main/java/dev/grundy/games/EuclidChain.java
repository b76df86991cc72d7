package dev.grundy.games;

import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Euclid's algorithm on a pair of Euclid's game, and the nim-value of every pair along it.
 *
 * <p>Write the larger number a = q·b + r. The moves leave r + j·b for j = 0 … q − 1 beside b: j = 0
 * is the pair (b, r) one step down the algorithm, of value v; each j ≥ 1 can move to every lower
 * j, so the values of j = 1, 2, … are the mex of what lies below: 0, 1, 2, … skipping v. Hence
 * G(a, b) = q − 1 when q ≤ v, else q, and G = 0 once a number is 0: the ladder rule, applied from
 * the bottom of the algorithm up. That this is the mex of the options is the whole proof; the tests
 * also check it against the mex over the game's own moves for every pair up to 200 × 200.
 * O(digits²) for the divisions of Euclid's algorithm.
 */
final class EuclidChain {
    private EuclidChain() {
    }

    /**
     * @param x a number
     * @param y the other
     * @return the quotients of Euclid's algorithm on them, the first step first; none when one is 0
     */
    static List<BigInteger> quotients(BigInteger x, BigInteger y) {
        BigInteger larger = x.max(y);
        BigInteger smaller = x.min(y);
        List<BigInteger> quotients = new ArrayList<>();
        while (smaller.signum() > 0) {
            SearchBudget.stopIfInterrupted();
            BigInteger[] division = larger.divideAndRemainder(smaller);
            quotients.add(division[0]);
            larger = smaller;
            smaller = division[1];
        }
        return quotients;
    }

    /**
     * @param quotients the quotients of Euclid's algorithm on a pair
     * @return the nim-value of the pair at each step, the first step first, by the ladder rule
     */
    static List<BigInteger> values(List<BigInteger> quotients) {
        List<BigInteger> values = new ArrayList<>(quotients.size());
        BigInteger below = BigInteger.ZERO;
        for (int i = quotients.size() - 1; i >= 0; i--) {
            below = ladder(quotients.get(i), below);
            values.add(below);
        }
        Collections.reverse(values);
        return values;
    }

    /**
     * @param x a number
     * @param y the other
     * @return the nim-value of the pair
     */
    static BigInteger value(BigInteger x, BigInteger y) {
        List<BigInteger> values = values(quotients(x, y));
        return values.isEmpty() ? BigInteger.ZERO : values.get(0);
    }

    /**
     * @param quotient q ≥ 1, the quotient of a step
     * @param below v, the value of the pair one step down
     * @return q − 1 when q ≤ v, else q
     */
    static BigInteger ladder(BigInteger quotient, BigInteger below) {
        return quotient.compareTo(below) <= 0 ? quotient.subtract(BigInteger.ONE) : quotient;
    }

    /**
     * The value of rung j above the pair one step down: the rungs above it take 0, 1, 2, … skipping
     * the value v of that pair.
     *
     * @param target a value t
     * @param below v
     * @return the j ≥ 0 whose pair has value t: 0 when t = v, else t + 1 below v, t above it
     */
    static BigInteger rungOfValue(BigInteger target, BigInteger below) {
        int order = target.compareTo(below);
        return order == 0 ? BigInteger.ZERO : order < 0 ? target.add(BigInteger.ONE) : target;
    }
}
