import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Digital deletions (Berlekamp, Conway and Guy, Winning Ways): a row of decimal digits; a move
 * either lowers one digit to any smaller digit, or erases a 0 together with every digit to its
 * right. Whoever erases the last digit wins.
 *
 * <p>This is normal play as it stands: a row that is not empty always has a move (lower a digit
 * that is not 0, or erase a 0), so the only position without moves is the empty row, and the
 * player to move there has lost, because the opponent erased the last digit. Erasing from the
 * first digit leaves nothing. A position is one word of digits, leading zeros included:
 * {@code digits 2003}.
 *
 * <p>A single digit d has value d, except G(0) = 1 and G(1) = 0: 0 can only be erased (leaving
 * nothing, value 0), and 1 can only be lowered to 0.
 *
 * <p>Rows are kept as strings, without a {@code long} code: that part of the API is optional.
 */
public class Digits implements Rules<String> {
    /** The longest row accepted; rows of a dozen large digits are already out of reach. */
    public static final int MAX_DIGITS = 1000;

    @Override
    public String name() {
        return "digits";
    }

    @Override
    public String parse(List<String> words) {
        if (words.size() != 1 || !words.get(0).matches("[0-9]{1," + MAX_DIGITS + "}")) {
            throw new IllegalArgumentException("give one row of 1 to " + MAX_DIGITS + " digits, e.g. 'digits 2003'");
        }
        return words.get(0);
    }

    @Override
    public String format(String row) {
        return row;
    }

    @Override
    public Iterable<Move<String>> moves(String row) {
        List<Move<String>> moves = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            char digit = row.charAt(i);
            for (char lower = '0'; lower < digit; lower++) {
                String lowered = row.substring(0, i) + lower + row.substring(i + 1);
                moves.add(Move.to("lower digit " + (i + 1) + " to " + lower, lowered));
            }
            if (digit == '0') {
                String left = row.substring(0, i);
                String text = "erase from digit " + (i + 1);
                moves.add(left.isEmpty() ? new Move<>(text, List.of()) : Move.to(text, left));
            }
        }
        return moves;
    }
}
