package dev.grundy.core;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * One component of a whole position, with where it sits, so that its moves can be told in words
 * and turned into moves of the whole position.
 *
 * @param whole the position the component belongs to
 * @param game the component's game
 * @param position the component itself
 * @param term which term of the whole it belongs to
 * @param index which component of that term it is
 * @param label its name in the whole ("heap 3"), or null when its game has no heaps
 * @param <P> the type of the game's components
 */
public record Component<P>(Position whole, Game<P> game, P position, int term, int index, String label) {

    /**
     * @param move a move of this component
     * @return the same move as a move of the whole position
     */
    public PositionMove lift(Move<P> move) {
        return new PositionMove(game.describe(position, move, label), game.change(position, move),
                whole.replace(term, index, move.to()));
    }

    /** @return the component's nim-value */
    public BigInteger grundy() {
        return game.grundy(position);
    }

    /**
     * @param target a nim-value
     * @return every move of this component to that value, as moves of the whole position
     */
    public List<PositionMove> movesToValue(BigInteger target) {
        List<PositionMove> moves = new ArrayList<>();
        for (Move<P> move : game.movesToValue(position, target)) {
            moves.add(lift(move));
        }
        return moves;
    }
}
