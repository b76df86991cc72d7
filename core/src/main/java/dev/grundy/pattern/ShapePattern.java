package dev.grundy.pattern;

import dev.grundy.text.Phrase;

/**
 * A pattern of a table of positions of a shape, stated through one feature of the position: the
 * value, or whether the position is a P-position, is a function of the feature that the statement
 * names. Only ever observed: no theorem is consulted.
 *
 * @param statement the pattern in words, without its range
 * @param feature the feature it is stated in
 * @param claim the pattern as a test of one position, given its feature and its value
 */
public record ShapePattern(Phrase statement, ShapeFeature feature, Claim claim) {

    /** A pattern as a test of a position's feature and value. */
    @FunctionalInterface
    public interface Claim {
        /**
         * @param feature the position's feature
         * @param value its value
         * @return true when the pattern holds there
         */
        boolean holds(long feature, long value);
    }

    /**
     * @param argument a position, as the line is given it
     * @param value its value
     * @return true when the pattern holds at the position
     */
    public boolean holdsAt(Object argument, long value) {
        return claim.holds(feature.at(argument), value);
    }

    /**
     * @param positions how many positions the table holds
     * @param written the table's description, e.g. {@code ab 0..8}
     * @return the pattern with the positions it was observed on
     */
    public Phrase says(int positions, String written) {
        return Phrase.of("pattern.shape.observed", statement, positions, written);
    }
}
