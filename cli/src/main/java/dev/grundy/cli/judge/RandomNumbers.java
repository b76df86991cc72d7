package dev.grundy.cli.judge;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Lists of random numbers for the positions {@code judge} draws: a count within the range, each
 * number uniform from {@code least} to {@code most} (of any size). {@link Random} is used, not a
 * faster generator, because its algorithm is fixed by its specification: the same seed draws the
 * same cases on every machine and Java version.
 */
final class RandomNumbers {
    private final Random random;
    private final NumberCount count;
    private final BigInteger least;
    private final BigInteger span;

    /**
     * @param seed the seed
     * @param count how many numbers a list has
     * @param least the smallest number
     * @param most the largest number, at least {@code least}
     */
    RandomNumbers(long seed, NumberCount count, BigInteger least, BigInteger most) {
        this.random = new Random(seed);
        this.count = count;
        this.least = least;
        this.span = most.subtract(least).add(BigInteger.ONE);
    }

    /** @return how many numbers a list has */
    NumberCount count() {
        return count;
    }

    /** @return a list with a random count of numbers */
    List<BigInteger> next() {
        return next(count.fewest() + random.nextInt(count.most() - count.fewest() + 1));
    }

    /**
     * @param size how many numbers
     * @return a list of that many random numbers
     */
    List<BigInteger> next(int size) {
        List<BigInteger> numbers = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            numbers.add(least.add(below(span)));
        }
        return numbers;
    }

    /** Uniform in [0, bound): a draw of bound's bit length, redrawn when too large (expected under two draws). */
    private BigInteger below(BigInteger bound) {
        BigInteger drawn;
        do {
            drawn = new BigInteger(bound.bitLength(), random);
        } while (drawn.compareTo(bound) >= 0);
        return drawn;
    }
}
