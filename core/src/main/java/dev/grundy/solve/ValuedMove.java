package dev.grundy.solve;

import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;

import java.math.BigInteger;

/**
 * A legal move and what the position it leaves is worth.
 *
 * @param move the move
 * @param grundy the nim-value of the position after it, or null where there is none
 * @param outcome who wins the position after it; the move wins exactly when that is P
 */
public record ValuedMove(PositionMove move, BigInteger grundy, Outcome outcome) {

    /** @return true when the move leaves the opponent lost */
    public boolean wins() {
        return outcome == Outcome.P;
    }
}
