package dev.grundy.coins;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairs of odious numbers a &lt; b below a bound whose nim-sum is a given d: the two-coin
 * companions of a mock-turtles move. With h the top bit of d, a &lt; a ⊕ d exactly when a lacks
 * bit h, and a ⊕ d is odious when a is, for d is evil. So the pairs are the numbers a with
 * a &lt; m, a ⊕ d &lt; m, bit h of a clear and an odd count of ones — counted by a walk over the
 * bits from the top keeping three facts (a already below m, a ⊕ d already below m, the parity so
 * far): eight states a bit, O(bits) big-number additions. The k-th pair in increasing order is
 * read off the same counts from the top, O(bits) each, with no search and no recursion.
 */
final class OdiousPairs {
    private static final int STATES = 8;
    private static final int A_BELOW = 1;
    private static final int B_BELOW = 2;
    private static final int ODD = 4;

    private final BigInteger bound;
    private final BigInteger difference;
    private final int top;
    private final int bits;
    /** completions[i][s]: the ways to choose bits i − 1 … 0 from state s that end in a pair. */
    private final BigInteger[][] completions;

    /**
     * @param bound m: both numbers of a pair lie below it
     * @param difference d: the pair's nim-sum, evil and not 0
     */
    OdiousPairs(BigInteger bound, BigInteger difference) {
        this.bound = bound;
        this.difference = difference;
        this.top = difference.bitLength() - 1;
        this.bits = Math.max(bound.bitLength(), difference.bitLength());
        this.completions = new BigInteger[bits + 1][STATES];
        for (int s = 0; s < STATES; s++) {
            completions[0][s] = s == (A_BELOW | B_BELOW | ODD) ? BigInteger.ONE : BigInteger.ZERO;
        }
        for (int i = 0; i < bits; i++) {
            for (int s = 0; s < STATES; s++) {
                BigInteger ways = BigInteger.ZERO;
                for (int bit = 0; bit <= 1; bit++) {
                    int next = next(s, i, bit);
                    if (next >= 0) {
                        ways = ways.add(completions[i][next]);
                    }
                }
                completions[i + 1][s] = ways;
            }
        }
    }

    /** @return how many pairs there are */
    BigInteger count() {
        return completions[bits][0];
    }

    /**
     * @param most how many to list at most
     * @return the smaller numbers a of the first pairs, increasing
     */
    List<BigInteger> smallest(int most) {
        List<BigInteger> found = new ArrayList<>();
        for (BigInteger rank = BigInteger.ZERO; found.size() < most && rank.compareTo(count()) < 0; rank = rank.add(BigInteger.ONE)) {
            found.add(unrank(rank));
        }
        return found;
    }

    /** The pair of the given rank, choosing each bit from the top by the counts below it. */
    private BigInteger unrank(BigInteger rank) {
        BigInteger a = BigInteger.ZERO;
        BigInteger left = rank;
        int state = 0;
        for (int i = bits - 1; i >= 0; i--) {
            int zero = next(state, i, 0);
            BigInteger withZero = zero < 0 ? BigInteger.ZERO : completions[i][zero];
            if (left.compareTo(withZero) < 0) {
                state = zero;
            } else {
                left = left.subtract(withZero);
                state = next(state, i, 1);
                a = a.setBit(i);
            }
        }
        return a;
    }

    /** The state after choosing bit i of a, or −1 where the choice breaks a condition. */
    private int next(int state, int i, int bit) {
        if (bit == 1 && i == top) {
            return -1;
        }
        int m = bound.testBit(i) ? 1 : 0;
        int b = bit ^ (difference.testBit(i) ? 1 : 0);
        int next = state ^ (bit == 1 ? ODD : 0);
        if ((state & A_BELOW) == 0) {
            if (bit > m) {
                return -1;
            }
            next |= bit < m ? A_BELOW : 0;
        }
        if ((state & B_BELOW) == 0) {
            if (b > m) {
                return -1;
            }
            next |= b < m ? B_BELOW : 0;
        }
        return next;
    }
}
