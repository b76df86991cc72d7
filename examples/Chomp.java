import dev.grundy.core.LongEncoded;
import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Chomp (Gale 1974; Schuh 1952): a bar of chocolate in rows of squares, the bottom-left square
 * poisoned. A move bites one square still there and eats it together with every square above it
 * and to its right (rows at or above, columns at or right of it). Whoever eats the poisoned square
 * loses.
 *
 * <p>Normal play: eating the poison is never worth it while another bite exists, so it is not a
 * move here; the player left with the poisoned square alone cannot move, must eat it, and loses —
 * just as the player without moves loses under normal play.
 *
 * <p>A position is the rows' lengths from the bottom row, which holds the poison, upwards; they
 * never increase: {@code chomp 3 3 2} is two rows of 3 with a row of 2 on top. Small boards only:
 * at most 12 rows of at most 31 squares, five bits a row in the code. Known facts: every rectangle
 * but 1×1 is won by the first player (strategy stealing); on a square, biting the square above-right
 * of the poison wins; two rows of a and a − 1 squares are lost for the player to move.
 */
public class Chomp implements Rules<List<Integer>>, LongEncoded<List<Integer>> {
    /** The most rows. */
    public static final int MAX_ROWS = 12;
    /** The longest row. */
    public static final int MAX_LENGTH = 31;

    @Override
    public String name() {
        return "chomp";
    }

    @Override
    public List<Integer> parse(List<String> words) {
        if (words.isEmpty() || words.size() > MAX_ROWS) {
            throw new IllegalArgumentException("give the rows' lengths from the bottom, 1 to " + MAX_ROWS
                    + " of them, e.g. 'chomp 3 3 2'");
        }
        List<Integer> rows = new ArrayList<>();
        for (String word : words) {
            int length = Rules.integer(word, "a row's length", 1, MAX_LENGTH);
            if (!rows.isEmpty() && length > rows.get(rows.size() - 1)) {
                throw new IllegalArgumentException("a row is never longer than the row below it, got " + String.join(" ", words));
            }
            rows.add(length);
        }
        return List.copyOf(rows);
    }

    @Override
    public String format(List<Integer> rows) {
        StringBuilder words = new StringBuilder();
        for (int length : rows) {
            words.append(words.length() == 0 ? "" : " ").append(length);
        }
        return words.toString();
    }

    /** Every bite but the poison, row by row from the bottom, column by column from the left. */
    @Override
    public Iterable<Move<List<Integer>>> moves(List<Integer> rows) {
        List<Move<List<Integer>>> moves = new ArrayList<>();
        for (int row = 0; row < rows.size(); row++) {
            for (int column = row == 0 ? 1 : 0; column < rows.get(row); column++) {
                moves.add(Move.to("bite row " + (row + 1) + ", column " + (column + 1), bite(rows, row, column)));
            }
        }
        return moves;
    }

    /** Rows at and above the bitten one keep only the squares left of its column; empty rows go. */
    private static List<Integer> bite(List<Integer> rows, int row, int column) {
        List<Integer> left = new ArrayList<>(rows.subList(0, row));
        for (int above = row; above < rows.size() && column > 0; above++) {
            left.add(Math.min(rows.get(above), column));
        }
        return List.copyOf(left);
    }

    /** Five bits a row, bottom row lowest; rows are 1 to 31 long, so no two boards share a code. */
    @Override
    public long encode(List<Integer> rows) {
        long code = 0;
        for (int row = rows.size() - 1; row >= 0; row--) {
            code = code << 5 | rows.get(row);
        }
        return code;
    }
}
