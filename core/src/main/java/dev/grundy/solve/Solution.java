package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.Moves;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.core.Value;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * What a position is worth with best play.
 *
 * @param position the position solved
 * @param convention how it was played
 * @param outcome who wins
 * @param value what it is worth: a nimber, ∞(K) where it holds a game that may not end, or none
 *     with the reason (misère play; out of reach)
 * @param winningMoves the winning moves: every one, or the first up to the request's limit
 *     ({@link dev.grundy.budget.SearchBudget#mostListed}), or, where the position has too many moves
 *     to test each one, those the theory constructs
 * @param complete true when the list holds every winning move
 * @param winningMoveCount how many winning moves there are, listed or not; empty where the theory
 *     constructs some without counting the rest
 * @param explanation why, as the solver found it
 */
public record Solution(Position position, Convention convention, Outcome outcome, Value value,
                       List<PositionMove> winningMoves, boolean complete, OptionalLong winningMoveCount,
                       Explanation explanation) {

    /** @throws NullPointerException if an argument is null */
    public Solution {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(convention, "convention");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(value, "value");
        winningMoves = List.copyOf(winningMoves);
        Objects.requireNonNull(winningMoveCount, "winningMoveCount");
        Objects.requireNonNull(explanation, "explanation");
    }

    /**
     * @param position the position solved
     * @param convention how it was played
     * @param outcome who wins
     * @param value what it is worth
     * @param winning the winning moves, with whether they are all and how many there are
     * @param explanation why
     */
    public Solution(Position position, Convention convention, Outcome outcome, Value value, PositionMoves winning,
                    Explanation explanation) {
        this(position, convention, outcome, value, winning.list(), winning.complete(),
                winning.count() == Moves.UNKNOWN ? OptionalLong.empty() : OptionalLong.of(winning.count()), explanation);
    }
}
