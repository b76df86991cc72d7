package dev.grundy.cli.judge;

import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.util.List;
import java.util.Optional;

/**
 * A game an interactor plays, as far as it has gone: its position, and the moves on the line as the
 * program names them. Its {@code toString} is the position as the program knows it.
 */
interface PlayedGame {
    /** @return the position the engine solves */
    Position position();

    /**
     * @param said a move as the program's format reads it
     * @return the legal move it names, or empty when it names none
     */
    Optional<PositionMove> play(List<String> said);

    /**
     * @param move a move of the position
     * @return it as the program writes it, or null when the format cannot write it
     */
    List<String> written(PositionMove move);

    /**
     * @param move a legal move of the position
     * @param said the move as written on the line, the program's or the judge's
     * @return the game after it
     */
    PlayedGame after(PositionMove move, List<String> said);

    /** A game whose moves are named in the position's own terms, as {@code --answer move} writes them. */
    record Plain(Position position, MoveAnswer moves) implements PlayedGame {
        @Override
        public Optional<PositionMove> play(List<String> said) {
            return moves.play(position, said);
        }

        @Override
        public List<String> written(PositionMove move) {
            return moves.written(move);
        }

        @Override
        public PlayedGame after(PositionMove move, List<String> said) {
            return new Plain(move.to(), moves);
        }

        @Override
        public String toString() {
            return position.toString();
        }
    }
}
