package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.util.ArrayList;
import java.util.List;

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

    /** How many moves of each component {@link #losingTries} weighs. */
    int TRIED_PER_COMPONENT = 64;

    /**
     * @param position a whole position, lost for the player to move
     * @return the moves a losing player weighs (as the perfect opponent of {@code play} does): the first
     *     {@value #TRIED_PER_COMPONENT} of each component, smallest takes first
     */
    default List<PositionMove> losingTries(Position position) {
        List<PositionMove> tried = new ArrayList<>();
        for (Component<?> component : position.components()) {
            component.moves().limit(TRIED_PER_COMPONENT).forEach(tried::add);
        }
        return tried;
    }
}
