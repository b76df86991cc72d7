package dev.grundy.solve;

import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import dev.grundy.core.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Lists a position's legal moves up to a limit, each with what it leaves. */
public final class MoveListing {
    private MoveListing() {
    }

    /**
     * @param position a whole position
     * @param here what it is worth
     * @param limit the most moves to list
     * @param value works out what a move leaves
     * @return the first {@code limit} moves, marked incomplete when more exist
     */
    public static MoveList list(Position position, Value here, int limit, Function<PositionMove, ValuedMove> value) {
        List<ValuedMove> moves = new ArrayList<>();
        List<PositionMove> firstMoves = position.moves().limit(limit + 1L).toList();
        for (PositionMove move : firstMoves.subList(0, Math.min(limit, firstMoves.size()))) {
            moves.add(value.apply(move));
        }
        return new MoveList(here, moves, firstMoves.size() <= limit);
    }
}
