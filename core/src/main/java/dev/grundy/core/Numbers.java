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
        if (!isInteger(word)) {
            throw new InvalidPositionException(what + " must be " + expected + ", got '" + word + "'");
        }
        return word.length() < 18 ? BigInteger.valueOf(Long.parseLong(word)) : new BigInteger(word);
    }

    /** An optional sign and at least one ASCII digit: what {@link BigInteger#BigInteger(String)} reads. */
    private static boolean isInteger(String word) {
        if (word == null) {
            return false;
        }
        int start = !word.isEmpty() && (word.charAt(0) == '+' || word.charAt(0) == '-') ? 1 : 0;
        if (start == word.length()) {
            return false;
        }
        for (int i = start; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
