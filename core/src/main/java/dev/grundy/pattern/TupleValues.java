package dev.grundy.pattern;

/** The Grundy value of each position of a game whose positions are tuples of whole numbers. */
@FunctionalInterface
public interface TupleValues {

    /**
     * @param numbers a position's numbers
     * @return its Grundy value
     * @throws dev.grundy.text.InvalidPositionException if the numbers are not a position of the game
     *     or its value is not a finite nimber that fits in a {@code long}
     */
    long value(long[] numbers);
}
