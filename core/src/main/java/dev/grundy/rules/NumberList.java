package dev.grundy.rules;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * A list of whole numbers as a position of a one-line game over lists ({@code (long[] a) -> …}):
 * one position, not a sum, compared and hashed by its numbers in order. Immutable: the line is
 * given a copy.
 */
final class NumberList {
    private final long[] numbers;

    NumberList(long[] numbers) {
        this.numbers = numbers.clone();
    }

    /** @return a copy of the numbers */
    long[] numbers() {
        return numbers.clone();
    }

    int size() {
        return numbers.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof NumberList list && Arrays.equals(numbers, list.numbers);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(numbers);
    }

    /** @return the numbers separated by spaces; {@code -} for the empty list */
    @Override
    public String toString() {
        if (numbers.length == 0) {
            return ShapeKind.EMPTY;
        }
        StringJoiner words = new StringJoiner(" ");
        for (long number : numbers) {
            words.add(Long.toString(number));
        }
        return words.toString();
    }
}
