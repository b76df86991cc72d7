package dev.grundy.rules;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * A board of characters as a position of a one-line game over grids ({@code (char[][] g) -> …}):
 * rows of equal length, compared and hashed by their characters. Immutable: the line is given a copy.
 */
final class CharGrid {
    private final char[][] rows;

    CharGrid(char[][] rows) {
        this.rows = copy(rows);
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
        return other instanceof CharGrid grid && Arrays.deepEquals(rows, grid.rows);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(rows);
    }

    /** @return the rows separated by spaces; {@code -} for the grid without rows */
    @Override
    public String toString() {
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
