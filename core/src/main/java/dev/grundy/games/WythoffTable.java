package dev.grundy.games;

import dev.grundy.budget.SearchBudget;

import java.util.Arrays;

/**
 * Nim-values of Wythoff's game, which have no known closed form, by table: G(a, b) is the mex of
 * the values to its left in its row, above it in its column and up its diagonal. Filling rows in
 * order, each cell ORs three bit sets (row, column, diagonal) and finds the first clear bit:
 * O(N³/64) word operations for an N×N table. The table grows by doubling, up to {@link #MAX_PILE};
 * one table serves every request, charging the cells it adds to the budget of the request that
 * needs them. Safe for use by several threads.
 */
public final class WythoffTable {
    /** The largest pile whose values are tabulated. */
    public static final int MAX_PILE = 2048;

    private int[][] values = new int[0][0];

    /**
     * @param first a pile, at most {@link #MAX_PILE}
     * @param second a pile, at most {@link #MAX_PILE}
     * @param budget charged one state per cell the table must add
     * @return G(first, second)
     * @throws IllegalArgumentException if a pile is beyond {@link #MAX_PILE}
     */
    public synchronized int value(int first, int second, SearchBudget budget) {
        int needed = Math.max(first, second);
        if (needed > MAX_PILE) {
            throw new IllegalArgumentException("piles up to " + MAX_PILE + " only, got " + needed);
        }
        if (needed >= values.length) {
            int side = Math.max(16, values.length);
            while (side <= needed) {
                side *= 2;
            }
            values = fill(Math.min(side, MAX_PILE + 1), budget);
        }
        return values[first][second];
    }

    private static int[][] fill(int side, SearchBudget budget) {
        budget.spend((long) side * side);
        int words = (2 * side) / Long.SIZE + 1;
        long[][] columns = new long[side][words];
        long[][] diagonals = new long[2 * side][words];
        int[][] table = new int[side][side];
        long[] row = new long[words];
        for (int a = 0; a < side; a++) {
            Arrays.fill(row, 0L);
            for (int b = 0; b < side; b++) {
                long[] column = columns[b];
                long[] diagonal = diagonals[b - a + side];
                int value = firstClearBit(row, column, diagonal);
                table[a][b] = value;
                long bit = 1L << (value & 63);
                row[value >>> 6] |= bit;
                column[value >>> 6] |= bit;
                diagonal[value >>> 6] |= bit;
            }
        }
        return table;
    }

    /** The mex of a row, a column and a diagonal at once, 64 values a step: the table's whole cost, so not spelled through {@code Nimbers}. */
    private static int firstClearBit(long[] row, long[] column, long[] diagonal) {
        for (int w = 0; ; w++) {
            long taken = row[w] | column[w] | diagonal[w];
            if (taken != -1L) {
                return w * Long.SIZE + Long.numberOfTrailingZeros(~taken);
            }
        }
    }
}
