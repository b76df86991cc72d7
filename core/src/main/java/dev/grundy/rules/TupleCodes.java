package dev.grundy.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The positions of a one-line game, tuples of one to three numbers, each packed into one
 * {@code long}: one number is its own code (0 … 2^62 − 1), two take 31 bits each (0 … 2^31 − 1),
 * three take 21 bits each (0 … 2,097,151). Packing fixed-width fields is injective, so the generic
 * search can remember codes instead of tuples. A number out of range is refused, never wrapped.
 *
 * @param arity how many numbers a position has, 1 to 3
 */
public record TupleCodes(int arity) {
    private static final int[] BITS = {0, 62, 31, 21};

    /** @throws IllegalArgumentException if the arity is not 1, 2 or 3 */
    public TupleCodes {
        if (arity < 1 || arity > 3) {
            throw new IllegalArgumentException("a position has 1 to 3 numbers, got " + arity);
        }
    }

    /** @return the largest number a position may hold */
    public long max() {
        return (1L << BITS[arity]) - 1;
    }

    /** @param x the one number @return its code */
    long code(long x) {
        return checked(x);
    }

    /** @param a the first number @param b the second @return their code */
    long code(long a, long b) {
        return checked(a) << BITS[2] | checked(b);
    }

    /** @param a the first number @param b the second @param c the third @return their code */
    long code(long a, long b, long c) {
        return (checked(a) << BITS[3] | checked(b)) << BITS[3] | checked(c);
    }

    /**
     * @param numbers a position's numbers
     * @return its code
     * @throws IllegalArgumentException if there are not {@link #arity} numbers or one is out of range
     */
    public long code(long... numbers) {
        if (numbers.length != arity) {
            throw new IllegalArgumentException("a position has " + arity + " number(s), got " + numbers.length);
        }
        long code = 0;
        for (long number : numbers) {
            code = code << BITS[arity] | checked(number);
        }
        return code;
    }

    /**
     * @param code a position's code
     * @param index which number, from 0
     * @return that number
     */
    public long number(long code, int index) {
        int shift = BITS[arity] * (arity - 1 - index);
        return code >>> shift & max();
    }

    /** @param code a position's code @return its numbers */
    public List<Long> numbers(long code) {
        List<Long> numbers = new ArrayList<>(arity);
        for (int i = 0; i < arity; i++) {
            numbers.add(number(code, i));
        }
        return numbers;
    }

    private long checked(long number) {
        if (number < 0 || number > max()) {
            throw new IllegalArgumentException("a move leaves the number " + number + ", outside 0.." + max());
        }
        return number;
    }
}
