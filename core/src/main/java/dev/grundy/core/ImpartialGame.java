package dev.grundy.core;

/**
 * The rules of an impartial game: the legal moves of each position.
 *
 * <p>Both players have the same moves; under normal play the player who cannot move loses.
 * Positions are immutable values with {@code equals} and {@code hashCode}, so solvers can remember
 * them. A move may leave a <em>sum</em> of independent positions (splitting a heap in two, cutting
 * a sheet of paper in two pieces): the solvers value such a move by the Sprague–Grundy theorem as
 * the nim-sum of its parts, so a splitting game never needs a state for the whole collection.
 *
 * @param <P> the type of positions
 */
@FunctionalInterface
public interface ImpartialGame<P> {

    /**
     * The legal moves from a position, none when it is terminal. Iterated once per use and
     * possibly lazily, so that a heap of 10^40 can hand out its first moves without listing all.
     *
     * @param position a position of this game
     * @return every legal move, each with the sum of positions it leaves
     */
    Iterable<Move<P>> moves(P position);
}
