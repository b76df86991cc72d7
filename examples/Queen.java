import dev.grundy.core.LongEncoded;
import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Wythoff's game as a board game, Rufus Isaacs' "Corner the Lady": a queen stands on a large
 * chessboard and may move only left, down, or diagonally down-left, any number of squares; the
 * players move her in turn, and whoever puts her on the bottom-left corner wins.
 *
 * <p>This is normal play as it stands: on the corner the queen cannot move, and the player to
 * move there has lost. A position is the queen's square counted from the corner, column x and row
 * y, both from 0: {@code queen 3 5}. Moving left takes from x, down from y, diagonally the same
 * from both — Wythoff's game on piles x and y (Wythoff 1907), whose P-positions are the pairs
 * (⌊kφ⌋, ⌊kφ⌋ + k) in either order.
 */
public class Queen implements Rules<Queen.Square>, LongEncoded<Queen.Square> {
    /** The board's largest column and row, so that a square's code fits a long. */
    public static final int MAX_COORDINATE = 1_000_000;

    /** The queen's square: column x and row y, counted from the corner at 0 0. */
    public record Square(int x, int y) {
    }

    @Override
    public String name() {
        return "queen";
    }

    @Override
    public Square parse(List<String> words) {
        if (words.size() != 2) {
            throw new IllegalArgumentException("give the queen's column and row from the corner, e.g. 'queen 3 5'");
        }
        return new Square(Rules.integer(words.get(0), "the column", 0, MAX_COORDINATE),
                Rules.integer(words.get(1), "the row", 0, MAX_COORDINATE));
    }

    @Override
    public String format(Square square) {
        return square.x() + " " + square.y();
    }

    @Override
    public Iterable<Move<Square>> moves(Square square) {
        int x = square.x();
        int y = square.y();
        List<Move<Square>> moves = new ArrayList<>();
        for (int k = 1; k <= x; k++) {
            moves.add(Move.to("left " + k, new Square(x - k, y)));
        }
        for (int k = 1; k <= y; k++) {
            moves.add(Move.to("down " + k, new Square(x, y - k)));
        }
        for (int k = 1; k <= Math.min(x, y); k++) {
            moves.add(Move.to("down-left " + k, new Square(x - k, y - k)));
        }
        return moves;
    }

    /** Column in the high half, row in the low half: both are below 2^31. */
    @Override
    public long encode(Square square) {
        return (long) square.x() << 32 | square.y();
    }
}
