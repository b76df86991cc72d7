package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole position played as one game, its state the whole sum: a move moves one component.
 *
 * <p>This ignores the Sprague–Grundy theorem on purpose. It is the brute force that the theorem's
 * use in {@link SumSolver} is tested against, and the ground for misère play, where the theorem
 * does not hold.
 */
public final class CombinedGame implements ImpartialGame<Position> {

    @Override
    public Iterable<Move<Position>> moves(Position position) {
        List<Move<Position>> moves = new ArrayList<>();
        for (var component : position.components()) {
            addMoves(component, moves);
        }
        return moves;
    }

    private static <P> void addMoves(Component<P> component, List<Move<Position>> moves) {
        for (Move<P> move : component.game().moves(component.position())) {
            PositionMove lifted = component.lift(move);
            moves.add(Move.to(lifted.text(), lifted.to()));
        }
    }
}
