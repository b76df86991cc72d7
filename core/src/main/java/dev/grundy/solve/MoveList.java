package dev.grundy.solve;

import java.math.BigInteger;
import java.util.List;

/**
 * The legal moves of a position, each with what it leaves.
 *
 * @param grundy the nim-value of the position itself, or null where there is none
 * @param moves the moves, in the order of the components and of each game's moves
 * @param complete false when the list stopped at its limit and more moves exist
 */
public record MoveList(BigInteger grundy, List<ValuedMove> moves, boolean complete) {

    /** @throws NullPointerException if moves is null */
    public MoveList {
        moves = List.copyOf(moves);
    }
}
