package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;

import java.util.List;
import java.util.Objects;

/**
 * What a position is worth with best play.
 *
 * @param position the position solved
 * @param convention how it was played
 * @param outcome who wins
 * @param value what it is worth: a nimber, ∞(K) where it holds a game that may not end, or none
 *     with the reason (misère play; out of reach)
 * @param winningMoves every winning move, or, when not complete, those the theory constructs
 * @param complete false when the position had too many moves to test each one
 * @param explanation why, as the solver found it
 */
public record Solution(Position position, Convention convention, Outcome outcome, Value value,
                       List<PositionMove> winningMoves, boolean complete, Explanation explanation) {

    /** @throws NullPointerException if an argument is null */
    public Solution {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(convention, "convention");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(value, "value");
        winningMoves = List.copyOf(winningMoves);
        Objects.requireNonNull(explanation, "explanation");
    }
}
