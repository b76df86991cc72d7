package dev.grundy.solve;

import dev.grundy.core.GeneralizedValue;
import dev.grundy.core.Outcome;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;

/**
 * What a position is worth with best play.
 *
 * @param position the position solved
 * @param outcome who wins
 * @param grundy the nim-value, or null where none applies (misère play) or it is out of reach
 * @param noGrundyReason why grundy is null, in one sentence; null when it is not
 * @param winningMoves every winning move, or, when not complete, those the theory constructs
 * @param complete false when the position had too many moves to test each one
 * @param generalized the value γ of the generalised Sprague–Grundy function where the position
 *     holds a game that may not end, possibly ∞(K); null otherwise
 */
public record Solution(Position position, Outcome outcome, BigInteger grundy, Phrase noGrundyReason,
                       List<PositionMove> winningMoves, boolean complete, GeneralizedValue generalized) {

    /** @throws NullPointerException if position, outcome or winningMoves is null */
    public Solution {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(outcome, "outcome");
        winningMoves = List.copyOf(winningMoves);
    }

    /**
     * A solution of a position whose play always ends.
     *
     * @param position the position solved
     * @param outcome who wins
     * @param grundy the nim-value, or null
     * @param noGrundyReason why grundy is null, or null
     * @param winningMoves the winning moves
     * @param complete false when the position had too many moves to test each one
     */
    public Solution(Position position, Outcome outcome, BigInteger grundy, Phrase noGrundyReason,
                    List<PositionMove> winningMoves, boolean complete) {
        this(position, outcome, grundy, noGrundyReason, winningMoves, complete, null);
    }
}
