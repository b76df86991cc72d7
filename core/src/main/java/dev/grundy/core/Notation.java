package dev.grundy.core;

import dev.grundy.text.InvalidPositionException;

import java.util.List;
import java.util.stream.Collectors;

/**
 * How a game's positions are written in the position language: its name, reading the words after
 * it into components, and writing components back, so that every position printed can be pasted
 * into any command.
 *
 * @param <P> the type of a component's position
 */
public interface Notation<P> {

    /** @return the game's name in the position language with its parameters, e.g. {@code bash:3} */
    String name();

    /**
     * Reads the words after the game's name into components: a heap game makes one component per
     * heap (the position is their sum), Wythoff's game one component of both piles.
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
}
