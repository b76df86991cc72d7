package dev.grundy.cli.judge;

import dev.grundy.core.PositionMove;

import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;

/**
 * How a move is written on a line of the program's output, as the problem's output section says:
 * by numbers ({@link MoveFormat}, {@code i to}) or, for strings, trees and grids, by what the move
 * leaves or changes ({@link ShapeMoveFormat}, {@code to}, {@code edge}, {@code cells}). A move the
 * program writes is found by writing every legal move the same way and comparing the words, so
 * any move the engine knows can be named and no move it does not know can be.
 */
interface MoveWriting {
    /**
     * Words in order: numbers by value where both are whole numbers, else as text; a shorter list
     * first when one starts the other. The order of {@code smallest-move}.
     */
    Comparator<List<String>> ORDER = (a, b) -> {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            BigInteger x = WholeNumbers.read(a.get(i));
            BigInteger y = WholeNumbers.read(b.get(i));
            int order = x != null && y != null ? x.compareTo(y) : a.get(i).compareTo(b.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(a.size(), b.size());
    };

    /**
     * @param line a line the program printed
     * @return its words as this writing compares them (e.g. a domino's cells in row order), or null when it is no move
     */
    List<String> read(String line);

    /**
     * @param move a move of a case
     * @return it written, or null when this writing cannot write it
     */
    List<String> write(PositionMove move);

    /**
     * @param move a legal move
     * @param said a move as read
     * @return true when the words name the move (by default: when they are how it is written)
     */
    default boolean names(PositionMove move, List<String> said) {
        return said.equals(write(move));
    }

    /**
     * @param said a move as read
     * @return the component it names, from 1, or 0 when the writing names none
     */
    int component(List<String> said);
}
