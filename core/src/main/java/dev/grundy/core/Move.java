package dev.grundy.core;

import dev.grundy.text.Phrase;

import java.util.List;
import java.util.Objects;

/**
 * One legal move: what it does in words and what it leaves.
 *
 * @param text the move in words, as the game says it ("take 2 from pile 1")
 * @param to the independent positions the move leaves, read as their sum; usually one, none
 *     when nothing is left, two when a heap is split
 * @param <P> the type of positions
 */
public record Move<P>(Phrase text, List<P> to) {

    /**
     * @throws NullPointerException if text or to is null, or to holds null
     */
    public Move {
        Objects.requireNonNull(text, "text");
        to = List.copyOf(to);
    }

    /**
     * A move told in words that are the same in every language, as a person's own rules give them.
     *
     * @param text the move in words
     * @param to the positions it leaves
     */
    public Move(String text, List<P> to) {
        this(Phrase.literal(text), to);
    }

    /**
     * A move that leaves a single position.
     *
     * @param text the move in words
     * @param to the position left
     * @param <P> the type of positions
     * @return the move
     */
    public static <P> Move<P> to(Phrase text, P to) {
        return new Move<>(text, List.of(to));
    }

    /**
     * A move that leaves a single position, told in literal words.
     *
     * @param text the move in words
     * @param to the position left
     * @param <P> the type of positions
     * @return the move
     */
    public static <P> Move<P> to(String text, P to) {
        return new Move<>(text, List.of(to));
    }
}
