package dev.grundy.solve;

import dev.grundy.core.Value;

import java.util.List;
import java.util.Objects;

/**
 * The legal moves of a position, each with what it leaves.
 *
 * @param value what the position itself is worth
 * @param moves the moves, in the order of the components and of each game's moves
 * @param complete false when the list stopped at its limit and more moves exist
 */
public record MoveList(Value value, List<ValuedMove> moves, boolean complete) {

    /** @throws NullPointerException if value or moves is null */
    public MoveList {
        Objects.requireNonNull(value, "value");
        moves = List.copyOf(moves);
    }
}
