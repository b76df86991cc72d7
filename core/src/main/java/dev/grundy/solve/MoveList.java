package dev.grundy.solve;

import dev.grundy.text.Phrase;
import dev.grundy.core.Value;

import java.util.List;
import java.util.Objects;

/**
 * The legal moves of a position, each with what it leaves.
 *
 * @param value what the position itself is worth
 * @param moves the moves, in the order of the components and of each game's moves
 * @param complete false when the list stopped at its limit and more moves exist
 * @param notes what else the solver tells of the position, one line each: under misère play each
 *     component's genus; usually none
 */
public record MoveList(Value value, List<ValuedMove> moves, boolean complete, List<Phrase> notes) {

    /** @throws NullPointerException if value, moves or notes is null */
    public MoveList {
        Objects.requireNonNull(value, "value");
        moves = List.copyOf(moves);
        notes = List.copyOf(notes);
    }

    /**
     * @param value what the position itself is worth
     * @param moves the moves
     * @param complete false when the list stopped at its limit and more moves exist
     */
    public MoveList(Value value, List<ValuedMove> moves, boolean complete) {
        this(value, moves, complete, List.of());
    }
}
