package dev.grundy.core;

import java.util.List;

/**
 * A list of moves, and whether it holds every move asked for. It is incomplete only where a
 * position has too many moves to test each one; the list then holds those the theory constructs.
 *
 * @param list the moves, smallest take first where takes are ordered
 * @param complete true when no other move qualifies
 * @param <P> the type of positions
 */
public record Moves<P>(List<Move<P>> list, boolean complete) {

    /** @throws NullPointerException if list is null or holds null */
    public Moves {
        list = List.copyOf(list);
    }

    /**
     * @param list every move that qualifies
     * @param <P> the type of positions
     * @return a complete list
     */
    public static <P> Moves<P> all(List<Move<P>> list) {
        return new Moves<>(list, true);
    }

    /**
     * @param <P> the type of positions
     * @return the complete empty list
     */
    public static <P> Moves<P> none() {
        return new Moves<>(List.of(), true);
    }
}
