package dev.grundy.core;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.math.BigInteger;

/** Reading the integers of the position language, with errors that name what was expected. */
public final class Numbers {
    private Numbers() {
    }

    /**
     * @param what what the word stands for, e.g. "nim: heap size"
     * @param word the word to read
     * @return the integer, of any size
     * @throws InvalidPositionException if the word is not a non-negative integer
     */
    public static BigInteger nonNegative(Phrase what, String word) {
        BigInteger value = integer(word);
        if (value == null || value.signum() < 0) {
            throw new InvalidPositionException("error.notNonNegative", what, String.valueOf(word));
        }
        return value;
    }

    /**
     * @param what what the word stands for, e.g. "bash: M"
     * @param word the word to read
     * @return the integer, of any size
     * @throws InvalidPositionException if the word is not a positive integer
     */
    public static BigInteger positive(Phrase what, String word) {
        BigInteger value = integer(word);
        if (value == null || value.signum() <= 0) {
            throw new InvalidPositionException("error.notPositive", what, String.valueOf(word));
        }
        return value;
    }

    /**
     * @param what what the number stands for
     * @param value a number
     * @param most the largest allowed
     * @return the number
     * @throws InvalidPositionException if it is larger
     */
    public static BigInteger atMost(Phrase what, BigInteger value, long most) {
        if (value.compareTo(BigInteger.valueOf(most)) > 0) {
            throw new InvalidPositionException("error.atMost", what, most, value);
        }
        return value;
    }

    /**
     * @return the integer, or null when the word is not ASCII digits alone: a sign is refused,
     *     since {@code +} joins the terms of a position and no number here may be negative
     */
    private static BigInteger integer(String word) {
        if (word == null || word.isEmpty()) {
            return null;
        }
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return null;
            }
        }
        return word.length() < 18 ? BigInteger.valueOf(Long.parseLong(word)) : new BigInteger(word);
    }
}
