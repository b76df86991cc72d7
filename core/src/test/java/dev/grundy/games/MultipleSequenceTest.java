package dev.grundy.games;

import dev.grundy.budget.SearchBudget;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sequence's fast path, terms held as longs, against the same recurrence computed in
 * BigIntegers alone, across the switch to BigIntegers near 2^61: every term, and the greedy
 * decomposition of numbers around the last long term.
 */
class MultipleSequenceTest {
    private static final BigInteger SWITCH = BigInteger.valueOf(Long.MAX_VALUE / 4);

    /** Schwenk's recurrence in BigIntegers: a_{i+1} = b_i + 1, b_{i+1} = b_t + a_{i+1} for the largest t with k·a_t < a_{i+1}. */
    private static List<BigInteger> reference(long k, BigInteger beyond) {
        List<BigInteger> terms = new ArrayList<>(List.of(BigInteger.ONE));
        List<BigInteger> largest = new ArrayList<>(List.of(BigInteger.ONE));
        BigInteger multiple = BigInteger.valueOf(k);
        while (terms.get(terms.size() - 1).compareTo(beyond) <= 0) {
            BigInteger next = largest.get(largest.size() - 1).add(BigInteger.ONE);
            int t = -1;
            for (int i = 0; i < terms.size(); i++) {
                if (multiple.multiply(terms.get(i)).compareTo(next) < 0) {
                    t = i;
                }
            }
            terms.add(next);
            largest.add(t < 0 ? next : largest.get(t).add(next));
        }
        return terms;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 7})
    void theLongTermsAndTheBigTermsFollowTheRecurrenceAcrossTheSwitch(long k) {
        List<BigInteger> expected = reference(k, SWITCH.shiftLeft(8));
        MultipleSequence sequence = new MultipleSequence(k);

        assertThat(expected.get(expected.size() - 1)).isGreaterThan(SWITCH);
        assertThat(sequence.firstTerms(expected.size(), SearchBudget.standard())).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void numbersAroundTheSwitchDecomposeIntoTermsThatAddUp(long k) {
        List<BigInteger> terms = reference(k, SWITCH.shiftLeft(2));
        MultipleSequence sequence = new MultipleSequence(k);
        for (BigInteger term : terms.subList(Math.max(0, terms.size() - 6), terms.size())) {
            for (int delta = -2; delta <= 2; delta++) {
                BigInteger n = term.add(BigInteger.valueOf(delta));
                List<BigInteger> parts = sequence.decompose(n, SearchBudget.standard());
                assertThat(parts.stream().reduce(BigInteger.ZERO, BigInteger::add)).as("%s", n).isEqualTo(n);
                assertThat(terms).containsAll(parts);
                for (int i = 1; i < parts.size(); i++) {
                    assertThat(parts.get(i - 1)).as("%s: %s", n, parts).isGreaterThan(BigInteger.valueOf(k).multiply(parts.get(i)));
                }
                assertThat(sequence.isTerm(n, SearchBudget.standard())).isEqualTo(terms.contains(n));
            }
        }
    }
}
