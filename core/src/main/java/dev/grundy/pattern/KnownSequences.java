package dev.grundy.pattern;

import dev.grundy.arithmetic.IntegerRoots;

import java.util.List;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;

/**
 * The library of known sets and value sequences the pattern finders name: powers, squares,
 * triangular numbers, Fibonacci numbers, odious and evil numbers, primes, numbers by their binary
 * form; and the functions that invert or count them (trailing zeros, 1 bits, ⌊log₂ n⌋, the number
 * of Fibonacci numbers up to n, ⌊√n⌋, the triangular root, the number of prime factors). Each is
 * exact integer arithmetic on {@code long}, O(log n) a number except primality and the prime
 * factors, O(√n) by trial division. Names are message keys ({@code pattern.set.*},
 * {@code pattern.fn.*}).
 */
final class KnownSequences {
    /**
     * A known set of whole numbers.
     *
     * @param key its name's message key
     * @param most the largest number it is tested on (trial division is slow beyond)
     * @param contains whether a number n ≥ 0 belongs to it
     */
    record KnownSet(String key, long most, LongPredicate contains) {
        KnownSet(String key, LongPredicate contains) {
            this(key, Long.MAX_VALUE - 8, contains);
        }
    }

    /**
     * A known function of whole numbers.
     *
     * @param key its name's message key, with {0} for its argument
     * @param least the least argument it is defined at
     * @param most the largest argument it is evaluated at (trial division is slow beyond)
     * @param at its value at an argument ≥ least
     */
    record KnownFunction(String key, long least, long most, LongUnaryOperator at) {
        KnownFunction(String key, long least, LongUnaryOperator at) {
            this(key, least, Long.MAX_VALUE - 8, at);
        }
    }

    /** The largest number tested by trial division: at most √10^7 ≈ 3,200 divisions a number. */
    static final long TRIAL_DIVISION_UP_TO = 10_000_000;

    /** The sets, simplest first: a finder names the first that fits. */
    static final List<KnownSet> SETS = List.of(
            new KnownSet("pattern.set.zero", n -> n == 0),
            new KnownSet("pattern.set.powersOf2", n -> n > 0 && (n & (n - 1)) == 0),
            new KnownSet("pattern.set.powersOf3", n -> isPowerOf(n, 3)),
            new KnownSet("pattern.set.allOnes", n -> (n & (n + 1)) == 0),
            new KnownSet("pattern.set.squares", n -> square(IntegerRoots.sqrt(n)) == n),
            new KnownSet("pattern.set.triangular", n -> triangular(triangularRoot(n)) == n),
            new KnownSet("pattern.set.fibonacci", KnownSequences::fibonacci),
            new KnownSet("pattern.set.primes", TRIAL_DIVISION_UP_TO, KnownSequences::prime),
            new KnownSet("pattern.set.odious", n -> Long.bitCount(n) % 2 == 1),
            new KnownSet("pattern.set.evil", n -> Long.bitCount(n) % 2 == 0),
            new KnownSet("pattern.set.twoOnes", n -> Long.bitCount(n) == 2),
            new KnownSet("pattern.set.threeOnes", n -> Long.bitCount(n) == 3),
            new KnownSet("pattern.set.evenZeros", n -> n > 0 && Long.numberOfTrailingZeros(n) % 2 == 0),
            new KnownSet("pattern.set.oddZeros", n -> n > 0 && Long.numberOfTrailingZeros(n) % 2 == 1),
            new KnownSet("pattern.set.fibbinary", n -> (n & (n >> 1)) == 0));

    /** The functions, simplest first. */
    static final List<KnownFunction> FUNCTIONS = List.of(
            new KnownFunction("pattern.fn.trailingZeros", 1, Long::numberOfTrailingZeros),
            new KnownFunction("pattern.fn.ones", 0, Long::bitCount),
            new KnownFunction("pattern.fn.log2", 1, n -> 63 - Long.numberOfLeadingZeros(n)),
            new KnownFunction("pattern.fn.fibonacciCount", 0, KnownSequences::fibonacciCount),
            new KnownFunction("pattern.fn.sqrt", 0, IntegerRoots::sqrt),
            new KnownFunction("pattern.fn.triangularRoot", 0, KnownSequences::triangularRoot),
            new KnownFunction("pattern.fn.primeFactors", 1, TRIAL_DIVISION_UP_TO, KnownSequences::primeFactors));

    private KnownSequences() {
    }

    /** 1, 2, 3, 5, 8, …: n is a Fibonacci number when it is reached by the recurrence from 1, 2. */
    static boolean fibonacci(long n) {
        long a = 1;
        long b = 2;
        while (a < n && b > 0) {
            long next = a + b;
            a = b;
            b = next;
        }
        return a == n;
    }

    /** @return how many of the Fibonacci numbers 1, 2, 3, 5, 8, … are at most n */
    static long fibonacciCount(long n) {
        long count = 0;
        long a = 1;
        long b = 2;
        while (a <= n && a > 0) {
            count++;
            long next = a + b;
            a = b;
            b = next;
        }
        return count;
    }

    /** @return the largest k with k(k + 1)/2 ≤ n: k = ⌊(√(8n + 1) − 1)/2⌋, exactly for n < 2^59 */
    static long triangularRoot(long n) {
        return (IntegerRoots.sqrt(8 * n + 1) - 1) / 2;
    }

    private static long triangular(long k) {
        return k * (k + 1) / 2;
    }

    private static long square(long k) {
        return k * k;
    }

    private static boolean isPowerOf(long n, long base) {
        long power = 1;
        while (power < n && power <= Long.MAX_VALUE / base) {
            power *= base;
        }
        return power == n;
    }

    /** Trial division by 2 and the odd numbers up to √n. */
    static boolean prime(long n) {
        if (n < 4) {
            return n >= 2;
        }
        if (n % 2 == 0) {
            return false;
        }
        for (long d = 3; d <= n / d; d += 2) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    /** @return Ω(n), the number of prime factors of n ≥ 1 counted with multiplicity, by trial division */
    static long primeFactors(long n) {
        long count = 0;
        long rest = n;
        for (long d = 2; d <= rest / d; d += d == 2 ? 1 : 2) {
            while (rest % d == 0) {
                rest /= d;
                count++;
            }
        }
        return count + (rest > 1 ? 1 : 0);
    }
}
