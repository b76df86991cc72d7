package dev.grundy.core;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.util.List;

/**
 * Moves as a person types them, for play in a terminal or on the page.
 *
 * @param <P> the type of a component's position
 */
public interface TypedInput<P> extends ImpartialGame<P>, Notation<P> {

    /**
     * A move as a person types it, in the forms {@link #moveForms()} describes: for a heap game the
     * words after the heap's number ("3" takes three), for Wythoff's game "a 2", "b 2" or "both 2".
     *
     * @param from the component moved in
     * @param words the typed words
     * @return the legal move they describe
     * @throws InvalidPositionException naming why the words are no legal move
     */
    default Move<P> readMove(P from, List<String> words) {
        throw new InvalidPositionException("error.move.byNumber");
    }

    /**
     * The words a person types for a move, the inverse of {@link #readMove}: reading them back
     * gives a move that leaves the same. The contract test holds every game to that.
     *
     * @param from the component moved in
     * @param move one of its legal moves
     * @return the words; none for a game whose moves are typed only by their number in the list
     */
    default List<String> typed(P from, Move<P> move) {
        return List.of();
    }

    /** @return how a person types this game's moves, for help */
    default Phrase moveForms() {
        return Phrase.of("forms.byNumber");
    }

    /**
     * The legal move that leaves exactly the given parts, found among the moves.
     *
     * @param from the component moved in
     * @param parts what the move must leave, in any order
     * @return the move
     * @throws InvalidPositionException if no legal move leaves them
     */
    default Move<P> moveLeaving(P from, List<P> parts) {
        List<String> wanted = written(parts);
        for (Move<P> move : moves(from)) {
            if (written(move.to()).equals(wanted)) {
                return move;
            }
        }
        throw new InvalidPositionException("error.move.illegal", name(), format(from));
    }
}
