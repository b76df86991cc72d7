package dev.grundy.solve;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.Position;

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
        return () -> position.moves().map(move -> Move.to(move.text(), move.to())).iterator();
    }
}
