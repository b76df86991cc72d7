package dev.grundy.solve;

import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;

/**
 * A legal move and what the position it leaves is worth.
 *
 * @param move the move
 * @param value what the position after it is worth
 * @param outcome who wins the position after it; the move wins exactly when that is P
 */
public record ValuedMove(PositionMove move, Value value, Outcome outcome) {

    /** @return true when the move leaves the opponent lost */
    public boolean wins() {
        return outcome == Outcome.P;
    }
}
