package dev.grundy.solve;

import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.budget.SearchBudget;

import dev.grundy.core.Value;

import java.util.ArrayList;
import java.util.Iterator;
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
        // Making a move (a copy of thousands of heaps, its words with numbers of thousands of digits)
        // and valuing it (a closed form over every heap) spend no budget: a request's deadline must
        // still be heard between moves.
        List<PositionMove> firstMoves = new ArrayList<>();
        for (Iterator<PositionMove> made = position.moves().limit(limit + 1L).iterator(); made.hasNext(); ) {
            SearchBudget.stopIfInterrupted();
            firstMoves.add(made.next());
        }
        for (PositionMove move : firstMoves.subList(0, Math.min(limit, firstMoves.size()))) {
            SearchBudget.stopIfInterrupted();
            moves.add(value.apply(move));
        }
        return new MoveList(here, moves, firstMoves.size() <= limit);
    }
}
