package dev.grundy.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves of a whole position, and whether they are every move asked for (see {@link Moves}).
 *
 * @param list the moves
 * @param complete true when no other move qualifies
 */
public record PositionMoves(List<PositionMove> list, boolean complete) {

    /** @throws NullPointerException if list is null or holds null */
    public PositionMoves {
        list = List.copyOf(list);
    }

    /**
     * @param other more moves of the same position
     * @return both lists together, complete when both are
     */
    public PositionMoves and(PositionMoves other) {
        List<PositionMove> joined = new ArrayList<>(list);
        joined.addAll(other.list);
        return new PositionMoves(joined, complete && other.complete);
    }

    /** @return the complete empty list */
    public static PositionMoves none() {
        return new PositionMoves(List.of(), true);
    }
}
