package dev.grundy.heap;

import dev.grundy.text.Phrase;

/**
 * The Grundy values G(0 … length − 1) of a heap game and what is known of their periodicity.
 *
 * @param game the game's name
 * @param values holds the values (possibly more than length)
 * @param length how many values the sequence has
 * @param periodicity the periodicity, proved or observed; null when none was found
 * @param periodicityReason why the periodicity holds or is only observed, for people; null when none was found
 */
public record Sequence(String game, CompactValues values, int length, Periodicity periodicity, Phrase periodicityReason) {

    /**
     * @param n a heap below length
     * @return G(n)
     */
    public int get(int n) {
        if (n < 0 || n >= length) {
            throw new IndexOutOfBoundsException("heap " + n + " outside 0.." + (length - 1));
        }
        return values.get(n);
    }
}
