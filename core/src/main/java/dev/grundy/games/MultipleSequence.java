package dev.grundy.games;

import dev.grundy.core.Footprint;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The losing heap sizes of the k-multiple game (each take at most k times the last), after
 * Schwenk's "Take-away games" (1970): a_0 = 1, a_{i+1} = b_i + 1, where b_i is the largest number
 * written as a sum of a_0 … a_i whose consecutive chosen terms differ by a factor greater than k;
 * b_{i+1} = b_t + a_{i+1} for the largest t with k·a_t &lt; a_{i+1}, or a_{i+1} when there is none.
 * k = 1 gives the powers of 2, k = 2 the Fibonacci numbers. Every n ≥ 1 has one such
 * representation, found greedily from the largest term (for k = 2, Zeckendorf's).
 *
 * <p>Terms are held as longs while they fit and as BigIntegers beyond, built on demand up to the
 * largest heap asked about: O(k·log n) terms. One sequence serves every request for the same k,
 * charging the terms it adds, and the bytes they hold, to the budget of the request that needs
 * them: a heap of 16,000 digits needs about 78,000 terms of up to 54,000 bits, over 500 MB. Safe for
 * use by several threads; its {@link #footprint} is the bytes charged so far, so that a cache of
 * sequences can let the large ones go.
 */
public final class MultipleSequence implements SharedTable {
    /**
     * Terms stay longs while the largest representable sum b is below this. Why the long path
     * cannot overflow: the next term is a = b + 1 ≤ 2^61, and the new largest sum is
     * b_t + a ≤ 2a ≤ 2^62 &lt; 2^63 (b_t &lt; a, since b_t is a sum of earlier terms, all smaller than
     * a); (a − 1) / k is compared rather than k·a_t, so no product is formed. Past the limit every
     * term is a BigInteger. {@code MultipleSequenceTest} crosses the switch for k = 1, 2, 3 and 7,
     * comparing every term with the recurrence computed in BigIntegers alone.
     */
    private static final long LONG_TERM_LIMIT = Long.MAX_VALUE / 4;

    private final long k;
    private long[] smallTerms = new long[64];
    private long[] smallLargest = new long[64];
    private int smallCount;
    private final List<BigInteger> bigTerms = new ArrayList<>();
    private final List<BigInteger> bigLargest = new ArrayList<>();
    private int partner = -1;
    /** The two arrays of 64 longs, the lists, and every term added since, as charged. */
    private volatile long footprint = 2 * (16 + 64 * Long.BYTES) + 2 * 40;

    /**
     * @param k the multiple, k ≥ 1
     * @throws IllegalArgumentException if k &lt; 1
     */
    public MultipleSequence(long k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        this.k = k;
        smallTerms[0] = 1;
        smallLargest[0] = 1;
        smallCount = 1;
    }

    /** @return k, the multiple */
    public long multiple() {
        return k;
    }

    @Override
    public long footprint() {
        return footprint;
    }

    /**
     * n written greedily as a sum of terms, largest first; consecutive terms differ by a factor
     * greater than k.
     *
     * @param n a number, n ≥ 0
     * @param budget charged one state per term the sequence must add
     * @return the terms; none for 0
     */
    public synchronized List<BigInteger> decompose(BigInteger n, SearchBudget budget) {
        extendBeyond(n, budget);
        List<BigInteger> parts = new ArrayList<>();
        BigInteger rest = n;
        int below = count();
        while (rest.signum() > 0) {
            below = largestAtMost(rest, below);
            parts.add(term(below));
            rest = rest.subtract(term(below));
        }
        return parts;
    }

    /**
     * @param n a number
     * @param budget charged one state per term the sequence must add
     * @return true when n is a term: a losing size for a fresh game
     */
    public synchronized boolean isTerm(BigInteger n, SearchBudget budget) {
        extendBeyond(n, budget);
        if (n.bitLength() < Long.SIZE && n.longValue() <= smallTerms[smallCount - 1]) {
            return Arrays.binarySearch(smallTerms, 0, smallCount, n.longValue()) >= 0;
        }
        return Collections.binarySearch(bigTerms, n) >= 0;
    }

    /**
     * @param count how many terms
     * @param budget charged one state per term the sequence must add
     * @return the first terms of the sequence
     */
    public synchronized List<BigInteger> firstTerms(int count, SearchBudget budget) {
        while (count() < count) {
            addTerm(budget);
        }
        List<BigInteger> terms = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            terms.add(term(i));
        }
        return terms;
    }

    /** @return the index of the largest term at most n, among the terms before {@code below} */
    private int largestAtMost(BigInteger n, int below) {
        int low = 0;
        int high = below - 1;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (term(middle).compareTo(n) <= 0) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    private void extendBeyond(BigInteger n, SearchBudget budget) {
        while (term(count() - 1).compareTo(n) <= 0) {
            addTerm(budget);
        }
    }

    private int count() {
        return smallCount + bigTerms.size();
    }

    private BigInteger term(int i) {
        return i < smallCount ? BigInteger.valueOf(smallTerms[i]) : bigTerms.get(i - smallCount);
    }

    /**
     * Charges the term before adding it, so that a budget that refuses leaves no term unpaid: a
     * term held as longs costs 16 bytes, one held as BigIntegers about twice the largest sum so far.
     */
    private void addTerm(SearchBudget budget) {
        int last = count() - 1;
        if (bigTerms.isEmpty() && smallLargest[last] < LONG_TERM_LIMIT) {
            budget.spend(1, 2 * Long.BYTES);
            addSmallTerm();
            footprint += 2 * Long.BYTES;
        } else {
            long bytes = 2 * (Footprint.of(largest(last)) + 4);
            budget.spend(1, bytes);
            addBigTerm();
            footprint += bytes;
        }
    }

    /** The long path: a_{i+1} = b_i + 1, and t advances with a, since a only grows. */
    private void addSmallTerm() {
        long next = smallLargest[smallCount - 1] + 1;
        // k·a < next  ⇔  a ≤ (next − 1) / k, with no overflow.
        while (partner + 1 < smallCount && smallTerms[partner + 1] <= (next - 1) / k) {
            partner++;
        }
        if (smallCount == smallTerms.length) {
            smallTerms = Arrays.copyOf(smallTerms, 2 * smallCount);
            smallLargest = Arrays.copyOf(smallLargest, 2 * smallCount);
        }
        smallTerms[smallCount] = next;
        smallLargest[smallCount] = partner < 0 ? next : smallLargest[partner] + next;
        smallCount++;
    }

    private void addBigTerm() {
        BigInteger next = largest(count() - 1).add(BigInteger.ONE);
        BigInteger multiple = BigInteger.valueOf(k);
        while (partner + 1 < count() && multiple.multiply(term(partner + 1)).compareTo(next) < 0) {
            partner++;
        }
        bigTerms.add(next);
        bigLargest.add(partner < 0 ? next : largest(partner).add(next));
    }

    private BigInteger largest(int i) {
        return i < smallCount ? BigInteger.valueOf(smallLargest[i]) : bigLargest.get(i - smallCount);
    }
}
