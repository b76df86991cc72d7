package dev.grundy.cli.judge;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** Greedy shrinking: what it reaches, that it stays failing, and that it stops. */
class ShrinkerTest {
    private static final Shrinker FROM_ZERO = new Shrinker(1, BigInteger.ZERO);

    /** The planted Nim bug: the nim-sum kept in six bits. */
    private static final Predicate<List<BigInteger>> SIX_BITS = numbers -> {
        long sum = 0;
        long low = 0;
        for (BigInteger number : numbers) {
            sum ^= number.longValueExact();
            low ^= number.longValueExact() % 64;
        }
        return (sum != 0) != (low != 0);
    };

    @Test
    void lowersTwoNumbersTogetherWhereNeitherAloneKeepsTheFailure() {
        Shrinker.Shrunk shrunk = FROM_ZERO.shrink(numbers(87, 23), SIX_BITS);

        assertThat(shrunk.numbers()).isEqualTo(numbers(64));
        assertThat(shrunk.finished()).isTrue();
    }

    @Test
    void keepsTheFewestNumbersAndTheLeastNumberAllowed() {
        Shrinker.Shrunk shrunk = new Shrinker(2, BigInteger.valueOf(3)).shrink(numbers(90, 50, 70),
                numbers -> numbers.stream().mapToLong(BigInteger::longValueExact).sum() >= 40);

        assertThat(shrunk.numbers()).hasSize(2);
        assertThat(shrunk.numbers().stream().mapToLong(BigInteger::longValueExact).sum()).isEqualTo(40);
        assertThat(shrunk.numbers()).allMatch(number -> number.longValueExact() >= 3);
    }

    @Test
    void shrinksNumbersOfAnySize() {
        BigInteger huge = BigInteger.TEN.pow(30);
        Shrinker.Shrunk shrunk = FROM_ZERO.shrink(List.of(huge), numbers -> numbers.get(0).compareTo(BigInteger.valueOf(1000)) > 0);

        assertThat(shrunk.numbers()).isEqualTo(numbers(1001));
    }

    @Test
    void stopsAfterTheMostTries() {
        Shrinker.Shrunk shrunk = FROM_ZERO.shrink(numbers(5, 5, 5), numbers -> false);
        // Only the last few hundred below 10^40 fail: each step tries about 130 candidates to lower it by a few.
        BigInteger top = BigInteger.TEN.pow(40);
        Shrinker.Shrunk endless = FROM_ZERO.shrink(List.of(top),
                numbers -> numbers.get(0).compareTo(top.subtract(BigInteger.valueOf(1000))) >= 0);

        assertThat(shrunk.numbers()).isEqualTo(numbers(5, 5, 5));
        assertThat(shrunk.tries()).isEqualTo(FROM_ZERO.candidates(numbers(5, 5, 5)).size());
        assertThat(endless.tries()).isEqualTo(Shrinker.MOST_TRIES);
        assertThat(endless.finished()).isFalse();
    }

    /** On random starts and failures (the sum's last digit at least m): the result fails, and is a local minimum. */
    @Test
    void theResultFailsAndNoCandidateOfItDoes() {
        Random random = new Random(15);
        for (int run = 0; run < 200; run++) {
            List<BigInteger> numbers = new ArrayList<>();
            for (int i = 1 + random.nextInt(5); i > 0; i--) {
                numbers.add(BigInteger.valueOf(random.nextInt(201)));
            }
            int least = 1 + random.nextInt(9);
            Predicate<List<BigInteger>> fails = list -> list.stream().reduce(BigInteger.ZERO, BigInteger::add)
                    .mod(BigInteger.TEN).intValueExact() >= least;
            if (fails.test(numbers)) {
                Shrinker.Shrunk shrunk = FROM_ZERO.shrink(numbers, fails);

                assertThat(fails.test(shrunk.numbers())).isTrue();
                assertThat(shrunk.finished()).isTrue();
                assertThat(FROM_ZERO.candidates(shrunk.numbers())).noneMatch(fails);
            }
        }
    }

    private static List<BigInteger> numbers(long... values) {
        return Arrays.stream(values).mapToObj(BigInteger::valueOf).toList();
    }

    @Test
    void aSumOfComponentsOfTwoNumbersLosesAWholeComponentAtATime() {
        Shrinker pairs = new Shrinker(2, BigInteger.ZERO, 2);

        List<List<BigInteger>> candidates = pairs.candidates(numbers(5, 6, 7, 8));

        assertThat(candidates).contains(numbers(7, 8), numbers(5, 6)).allMatch(candidate -> candidate.size() % 2 == 0);
        assertThat(pairs.candidates(numbers(5, 6))).allMatch(candidate -> candidate.size() == 2);
    }
}
