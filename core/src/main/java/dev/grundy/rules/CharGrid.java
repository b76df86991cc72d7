package dev.grundy.rules;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * A board of characters as a position of a one-line game over grids ({@code (char[][] g) -> …}):
 * rows of equal length, compared and hashed by their characters. Immutable: the line is given a copy.
 * A grid of a line declared symmetric is compared by its {@link GridSymmetry#canonical} form
 * instead, so that a board and its rotations and reflections are one memo entry; it keeps its own
 * rows, which the line is given and which are written.
 */
final class CharGrid {
    private final char[][] rows;
    // Null for a grid compared cell by cell.
    private final String symmetricKey;

    CharGrid(char[][] rows) {
        this(rows, null);
    }

    private CharGrid(char[][] rows, String symmetricKey) {
        this.rows = copy(rows);
        this.symmetricKey = symmetricKey;
    }

    /** @return the same board, equal to every board it becomes by a rotation or a reflection */
    CharGrid underSymmetries() {
        return new CharGrid(rows, GridSymmetry.canonical(rows));
    }

    /** @return a copy of the rows */
    char[][] rows() {
        return copy(rows);
    }

    int cells() {
        return rows.length == 0 ? 0 : rows.length * rows[0].length;
    }

    private static char[][] copy(char[][] rows) {
        char[][] copy = new char[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            copy[r] = rows[r].clone();
        }
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof CharGrid grid)) {
            return false;
        }
        return symmetricKey != null ? symmetricKey.equals(grid.symmetricKey) : grid.symmetricKey == null && Arrays.deepEquals(rows, grid.rows);
    }

    @Override
    public int hashCode() {
        return symmetricKey != null ? symmetricKey.hashCode() : Arrays.deepHashCode(rows);
    }

    /** @return the rows separated by spaces; {@code -} for the grid without rows */
    @Override
    public String toString() {
        return words(rows);
    }

    /** @param rows a grid's rows @return them separated by spaces; {@code -} for the grid without rows */
    static String words(char[][] rows) {
        if (rows.length == 0) {
            return ShapeKind.EMPTY;
        }
        StringJoiner words = new StringJoiner(" ");
        for (char[] row : rows) {
            words.add(new String(row));
        }
        return words.toString();
    }
}
