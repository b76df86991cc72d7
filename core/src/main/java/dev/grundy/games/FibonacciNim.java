package dev.grundy.games;

/**
 * Fibonacci Nim (Whinihan 1963): one heap; the first player may take any number of tokens but not
 * all, and each later take is at most twice the one before; whoever takes the last token wins.
 * It is the {@link KMultiple} game with k = 2, whose losing heaps are the terms of
 * {@link MultipleSequence} for k = 2: the Fibonacci numbers. A fresh heap n is lost iff n is a
 * Fibonacci number; otherwise the winning first take is the smallest term of n's Zeckendorf
 * representation (Zeckendorf 1972), and every winning take is a tail of that representation within
 * reach. O(log n) terms after the sequence is built, heaps of any size.
 */
public final class FibonacciNim {
    /** Each take is at most this many times the one before. */
    public static final long MULTIPLE = 2;
    /** The game's name in the position language. */
    public static final String NAME = "fibonacci-nim";

    private FibonacciNim() {
    }

    /**
     * @param fibonacci the Fibonacci numbers as {@link MultipleSequence} builds them for k = 2,
     *     shared between requests and threads
     * @return Fibonacci Nim
     * @throws IllegalArgumentException if the sequence is for another k
     */
    public static KMultiple of(MultipleSequence fibonacci) {
        if (fibonacci.multiple() != MULTIPLE) {
            throw new IllegalArgumentException("Fibonacci Nim takes the sequence for k = 2, not k = " + fibonacci.multiple());
        }
        return new KMultiple(fibonacci);
    }
}
