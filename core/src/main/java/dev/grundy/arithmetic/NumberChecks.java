package dev.grundy.arithmetic;

import java.math.BigInteger;

/**
 * Arguments checked at the door of a public method, naming the argument in the message (after
 * Guava's {@code MathPreconditions}): a programming error, not bad input, which the position
 * language refuses earlier with a message for people.
 */
public final class NumberChecks {
    private NumberChecks() {
    }

    /**
     * @param name the argument's name, for the message
     * @param value the argument
     * @return the value
     * @throws IllegalArgumentException if it is negative
     * @throws NullPointerException if it is null
     */
    public static BigInteger nonNegative(String name, BigInteger value) {
        if (value.signum() < 0) {
            throw new IllegalArgumentException(name + " must be non-negative, got " + value);
        }
        return value;
    }

    /**
     * @param name the argument's name, for the message
     * @param value the argument
     * @return the value
     * @throws IllegalArgumentException if it is negative
     */
    public static long nonNegative(String name, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be non-negative, got " + value);
        }
        return value;
    }
}
