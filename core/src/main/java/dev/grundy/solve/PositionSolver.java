package dev.grundy.solve;

import dev.grundy.core.Position;

/** Solves whole positions under one play convention. */
public interface PositionSolver {

    /**
     * @param position a whole position
     * @return its outcome, nim-value where one applies, and every winning move
     */
    Solution solve(Position position);

    /**
     * @param position a whole position
     * @param limit the most moves to list
     * @return the legal moves, each with what the position it leaves is worth
     */
    MoveList moves(Position position, int limit);
}
