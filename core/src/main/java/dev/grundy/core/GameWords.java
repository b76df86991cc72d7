package dev.grundy.core;

import dev.grundy.budget.SearchBudget;
import dev.grundy.text.Phrase;


import java.util.List;
import java.util.stream.Collectors;

/**
 * A game's words for people: the reasoning behind a component's value in the theory's own terms,
 * and its moves told in words.
 *
 * @param <P> the type of a component's position
 */
public interface GameWords<P> extends Notation<P> {

    /**
     * The reasoning behind a component's value: a line such as "10 = 4·2 + 2, so G = 2".
     *
     * @param position a component
     * @param budget the work the computation may do
     * @return lines of explanation; none when the nim-value says it all
     */
    default List<Phrase> explain(P position, SearchBudget budget) {
        return List.of();
    }

    /**
     * A move in words within a whole position.
     *
     * @param from the component moved in
     * @param move the move
     * @param label the component's name in the whole position ("heap 2"), or null for a game
     *     whose components are not heaps
     * @return the move in words, e.g. "take 2 from heap 1"
     */
    default Phrase describe(P from, Move<P> move, Phrase label) {
        return move.text();
    }

    /**
     * What a move changes, for people: "3 → 1", "7 → 3 + 4".
     *
     * @param from the component moved in
     * @param move the move
     * @return the component before and the sum it leaves
     */
    default Phrase change(P from, Move<P> move) {
        if (move.to().isEmpty()) {
            return Phrase.of("change.toNothing", format(from));
        }
        return Phrase.of("change", format(from), move.to().stream().map(this::format).collect(Collectors.joining(" + ")));
    }
}
