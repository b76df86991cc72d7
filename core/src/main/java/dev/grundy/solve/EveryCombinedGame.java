package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole position played as one game under the Every-SG convention, its state the whole sum: a
 * move is every joint move, one move in each component that can move; under normal play the last
 * mover wins. It knows nothing of steps: it is the brute force that {@link EverySolver} is tested
 * against. A position has as many moves as the product of its components' numbers of moves.
 */
public final class EveryCombinedGame implements ImpartialGame<Position> {

    @Override
    public Iterable<Move<Position>> moves(Position position) {
        return jointMoves(position).stream().map(move -> Move.to(move.text(), move.to())).toList();
    }

    /**
     * @param position a whole position
     * @return every joint move of it, in odometer order; none when no component can move
     */
    public static List<PositionMove> jointMoves(Position position) {
        List<List<PositionMove>> joint = new ArrayList<>();
        joint.add(List.of());
        for (Component<?> component : position.components()) {
            List<PositionMove> own = component.moves().toList();
            if (own.isEmpty()) {
                continue;
            }
            List<List<PositionMove>> longer = new ArrayList<>();
            for (List<PositionMove> start : joint) {
                for (PositionMove move : own) {
                    List<PositionMove> next = new ArrayList<>(start);
                    next.add(move);
                    longer.add(next);
                }
            }
            joint = longer;
        }
        return joint.get(0).isEmpty() ? List.of() : joint.stream().map(PositionMove::together).toList();
    }
}
