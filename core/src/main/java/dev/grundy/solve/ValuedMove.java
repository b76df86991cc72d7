package dev.grundy.solve;

import dev.grundy.core.PositionMove;

import java.math.BigInteger;

/**
 * A legal move and the nim-value of the whole position it leaves.
 *
 * @param move the move
 * @param grundy the nim-value of the position after it; 0 exactly when the move wins
 */
public record ValuedMove(PositionMove move, BigInteger grundy) {
}
