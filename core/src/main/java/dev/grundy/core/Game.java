package dev.grundy.core;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A game of the position language: its rules, how its positions are written, and their nim-values.
 *
 * <p>A written position such as {@code nim 3 4 5} is parsed by the game into <em>components</em>:
 * a heap game makes one component per heap (the position is their sum), a game such as Wythoff's
 * makes a single component of all its numbers. Components of any games can be added; their values
 * combine by the Sprague–Grundy theorem.
 *
 * <p>Implementations answer by a closed form where the theory gives one and by computation
 * otherwise; either way {@link #moves} stays the plain rules, the brute-force twin tests compare
 * against.
 *
 * @param <P> the type of a component's position
 */
public interface Game<P> extends ImpartialGame<P> {

    /** @return the game's name in the position language with its parameters, e.g. {@code bash:3} */
    String name();

    /**
     * Reads the words after the game's name into components.
     *
     * @param words the position's words, e.g. {@code ["3", "4", "5"]}
     * @return the components whose sum the words describe
     * @throws InvalidPositionException if the words do not describe a position of this game
     */
    List<P> parse(List<String> words);

    /**
     * @param position a component
     * @return the component's words in the position language, e.g. {@code "3"} or {@code "92 16"}
     */
    String format(P position);

    /**
     * The nim-value (Grundy value) of a component: the mex of its options' values.
     *
     * @param position a component
     * @return its nim-value
     * @throws GrundyException if the value is beyond what this game can compute
     */
    BigInteger grundy(P position);

    /**
     * The moves from a component to positions of the given nim-value. In a sum of value s, the
     * winning moves are exactly the moves of a component of value g to value g ⊕ s.
     *
     * @param position a component
     * @param target the nim-value the moves must reach
     * @return every such move, the smallest take first where takes are ordered
     */
    Iterable<Move<P>> movesToValue(P position, BigInteger target);

    /**
     * @param position a component
     * @return P when the player to move on this component alone loses, N otherwise
     */
    default Outcome outcome(P position) {
        return grundy(position).signum() == 0 ? Outcome.P : Outcome.N;
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
    default String describe(P from, Move<P> move, String label) {
        return move.text();
    }

    /**
     * What a move changes, for people: "3 → 1", "7 → 3 + 4".
     *
     * @param from the component moved in
     * @param move the move
     * @return the component before and the sum it leaves
     */
    default String change(P from, Move<P> move) {
        String after = move.to().isEmpty()
                ? "nothing"
                : move.to().stream().map(this::format).collect(Collectors.joining(" + "));
        return format(from) + " → " + after;
    }
}
