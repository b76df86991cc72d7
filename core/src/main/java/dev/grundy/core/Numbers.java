package dev.grundy.core;

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
    public static BigInteger nonNegative(String what, String word) {
        BigInteger value = integer(what, word, "a non-negative integer");
        if (value.signum() < 0) {
            throw new InvalidPositionException(what + " must be a non-negative integer, got '" + word + "'");
        }
        return value;
    }

    /**
     * @param what what the word stands for, e.g. "bash: M"
     * @param word the word to read
     * @return the integer, of any size
     * @throws InvalidPositionException if the word is not a positive integer
     */
    public static BigInteger positive(String what, String word) {
        BigInteger value = integer(what, word, "a positive integer");
        if (value.signum() <= 0) {
            throw new InvalidPositionException(what + " must be a positive integer, got '" + word + "'");
        }
        return value;
    }

    private static BigInteger integer(String what, String word, String expected) {
        if (word == null || !word.matches("[+-]?[0-9]+")) {
            throw new InvalidPositionException(what + " must be " + expected + ", got '" + word + "'");
        }
        return new BigInteger(word);
    }
}
