package dev.grundy.core;

import java.math.BigInteger;
import java.util.ArrayList;
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
     * @throws NoNimValueException if none applies (misère play) or it is beyond reach
     * @throws GrundyException if computing it exceeds the work budget
     */
    BigInteger grundy(P position);

    /**
     * The moves from a component to positions of the given nim-value. In a sum of value s, the
     * winning moves are exactly the moves of a component of value g to value g ⊕ s.
     *
     * @param position a component
     * @param target the nim-value the moves must reach
     * @return every such move, the smallest take first where takes are ordered
     * @throws NoNimValueException if the game has no nim-values to aim at
     */
    Moves<P> movesToValue(P position, BigInteger target);

    /**
     * The moves to a given value found by testing each legal move: for games whose values come
     * from a table or a search rather than a formula that can be inverted.
     *
     * @param position a component
     * @param target the nim-value the moves must reach
     * @return every legal move whose parts have nim-sum {@code target}, in the order of {@link #moves}
     */
    default Moves<P> testedMovesToValue(P position, BigInteger target) {
        List<Move<P>> found = new ArrayList<>();
        for (Move<P> move : moves(position)) {
            BigInteger value = BigInteger.ZERO;
            for (P part : move.to()) {
                value = value.xor(grundy(part));
            }
            if (value.equals(target)) {
                found.add(move);
            }
        }
        return Moves.all(found);
    }

    /**
     * Who wins a component played on its own. Games with a closed form for the outcome override
     * this, so that it holds even where the nim-value is out of reach.
     *
     * @param position a component
     * @return P when the player to move loses, N otherwise
     */
    default Outcome outcome(P position) {
        return grundy(position).signum() == 0 ? Outcome.P : Outcome.N;
    }

    /**
     * The winning moves of a component played on its own: those to a position the opponent loses.
     *
     * @param position a component
     * @return every winning move, smallest take first where takes are ordered
     */
    default Moves<P> winningMoves(P position) {
        return movesToValue(position, BigInteger.ZERO);
    }

    /**
     * The reasoning behind a component's value, in the theory's own terms, for people: a line
     * such as "10 = 4·2 + 2, so G = 2".
     *
     * @param position a component
     * @return lines of explanation; none when the nim-value says it all
     */
    default List<Phrase> explain(P position) {
        return List.of();
    }

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

    /**
     * A sum of components written in one standard order, so that two sums can be compared.
     *
     * @param parts the components
     * @return their words, sorted
     */
    default List<String> written(List<P> parts) {
        return parts.stream().map(this::format).sorted().toList();
    }

    /**
     * A term of this game in the position language, e.g. {@code nim 3 4 5}: the name, then each
     * component's words. A game whose components take several words each, and whose moves can
     * leave several components, writes one term per component instead ({@code cutting 2 2 +
     * cutting 2 3}), so that what it prints reads back.
     *
     * @param components the term's components
     * @return the term's words
     */
    default String writeTerm(List<P> components) {
        return name() + " " + components.stream().map(this::format).collect(Collectors.joining(" "));
    }

    /**
     * How one component is named in a whole position, numbered through it: {@code label.heap}
     * names heap 1, heap 2, … of every heap game in the position.
     *
     * @return the message key of the label, taking the number as its argument; null for a game
     *     whose components need no number (Wythoff's piles)
     */
    default String componentLabel() {
        return null;
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
