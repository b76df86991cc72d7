import dev.grundy.core.LongEncoded;
import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The cutting game (POJ 2311, "Cutting Game"): a W×H sheet of squared paper; the players take
 * turns to pick a piece and cut it in two along a grid line, and whoever first cuts out a 1×1
 * square wins.
 *
 * <p>That winning rule is not normal play as it stands; it becomes normal play like this. A cut
 * that leaves a strip one square wide (1×k) loses at once, since the opponent cuts a 1×1 square off
 * the strip and wins. So nobody makes such a cut while another cut exists, and a player left with
 * no other cut (every piece is 2×2, 2×3, 3×2 or 3×3) has lost — just as a player without moves
 * loses under normal play. And no cut of a piece at least 2×2 cuts out a 1×1 square directly.
 * Hence the model: a position is one piece, at least 2×2; a move cuts it along a line that leaves
 * both parts at least 2 wide (2 ≤ i ≤ W − 2, or 2 ≤ j ≤ H − 2) and leaves the two parts, which are
 * independent games, so the move's value is the nim-sum of theirs. A first sheet with a side of 1
 * is a win at once and is not a position here.
 *
 * <p>G(2, 2) = G(2, 3) = G(3, 3) = 0 (no cut but a losing one); G(4, 2) = 1: cut it into 2×2 and
 * 2×2 and win. A piece is written by its width and height: {@code cutting 4 2}.
 */
public class Cutting implements Rules<Cutting.Sheet>, LongEncoded<Cutting.Sheet> {
    /** Pieces are at most this wide and high, so that a piece's code fits a long. */
    public static final int MAX_SIDE = 1_000_000;

    /** A piece of paper, {@code width} squares wide and {@code height} squares high. */
    public record Sheet(int width, int height) {
    }

    @Override
    public String name() {
        return "cutting";
    }

    @Override
    public Sheet parse(List<String> words) {
        if (words.size() != 2) {
            throw new IllegalArgumentException("give the sheet's width and height, e.g. 'cutting 4 2'");
        }
        return new Sheet(Rules.integer(words.get(0), "the width", 2, MAX_SIDE),
                Rules.integer(words.get(1), "the height", 2, MAX_SIDE));
    }

    @Override
    public String format(Sheet sheet) {
        return sheet.width() + " " + sheet.height();
    }

    /**
     * Cuts leaving both parts at least 2 wide: across the width first, then across the height.
     * Cutting i from one side or from the other leaves the same two pieces, so each cut is listed
     * once, with the narrower part first.
     */
    @Override
    public Iterable<Move<Sheet>> moves(Sheet sheet) {
        int w = sheet.width();
        int h = sheet.height();
        List<Move<Sheet>> moves = new ArrayList<>();
        for (int i = 2; i <= w / 2; i++) {
            moves.add(cut(sheet, new Sheet(i, h), new Sheet(w - i, h)));
        }
        for (int j = 2; j <= h / 2; j++) {
            moves.add(cut(sheet, new Sheet(w, j), new Sheet(w, h - j)));
        }
        return moves;
    }

    private static Move<Sheet> cut(Sheet sheet, Sheet one, Sheet other) {
        return new Move<>("cut " + size(sheet) + " into " + size(one) + " and " + size(other), List.of(one, other));
    }

    private static String size(Sheet sheet) {
        return sheet.width() + "×" + sheet.height();
    }

    /** Width in the high half, height in the low half: both are below 2^31. */
    @Override
    public long encode(Sheet sheet) {
        return (long) sheet.width() << 32 | sheet.height();
    }
}
