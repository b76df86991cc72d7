package dev.grundy.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One game of a written position with its components, e.g. {@code nim 3 4 5} (three heaps) or
 * {@code wythoff 3 5} (one component). A position joins terms with {@code +}.
 *
 * @param game the game
 * @param components the components, in the order written
 * @param <P> the type of the game's components
 */
public record Term<P>(Game<P> game, List<P> components) {

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if there are no components
     */
    public Term {
        Objects.requireNonNull(game, "game");
        components = List.copyOf(components);
        if (components.isEmpty()) {
            throw new IllegalArgumentException("a term needs at least one component");
        }
    }

    /**
     * @param index which component to replace
     * @param parts what takes its place (the sum a move leaves)
     * @return the components with that one replaced by the parts; empty when nothing is left
     */
    List<P> replace(int index, List<P> parts) {
        List<P> replaced = new ArrayList<>(components.subList(0, index));
        replaced.addAll(parts);
        replaced.addAll(components.subList(index + 1, components.size()));
        return replaced;
    }

    /** @return the term in the position language, e.g. {@code bash:3 5 7} */
    @Override
    public String toString() {
        return game.writeTerm(components);
    }
}
