package dev.grundy.core;

import dev.grundy.budget.SearchBudget;

import java.util.List;

/**
 * A list of moves, and whether it holds every move asked for. It is incomplete where a position
 * has too many moves to test each one, and then holds those the theory constructs, their number
 * unknown; or where the list was cut at the request's limit ({@link SearchBudget#mostListed}),
 * and then {@code count} still says how many there are.
 *
 * @param list the moves, smallest take first where takes are ordered
 * @param complete true when no other move qualifies
 * @param count how many moves qualify, listed or not; {@link #UNKNOWN} when the theory constructs
 *     some without counting the rest
 * @param <P> the type of positions
 */
public record Moves<P>(List<Move<P>> list, boolean complete, long count) {
    /** The count of a list that holds the moves the theory constructs, not every one. */
    public static final long UNKNOWN = -1;

    /**
     * @throws NullPointerException if list is null or holds null
     * @throws IllegalArgumentException if the count is less than the moves listed, or a complete
     *     list's count is not its size
     */
    public Moves {
        list = List.copyOf(list);
        if (count != UNKNOWN && count < list.size() || complete && count != list.size()) {
            throw new IllegalArgumentException("a list of " + list.size() + " moves, complete " + complete + ", counted " + count);
        }
    }

    /**
     * @param list the moves
     * @param complete true when no other move qualifies; when false, their number is unknown
     */
    public Moves(List<Move<P>> list, boolean complete) {
        this(list, complete, complete ? list.size() : UNKNOWN);
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
     * @param listed the first moves that qualify, at most the request's limit
     * @param count how many qualify in all
     * @param <P> the type of positions
     * @return the list, complete when it holds all of them
     */
    public static <P> Moves<P> counted(List<Move<P>> listed, long count) {
        return new Moves<>(listed, listed.size() == count, count);
    }

    /**
     * @param <P> the type of positions
     * @return the complete empty list
     */
    public static <P> Moves<P> none() {
        return new Moves<>(List.of(), true);
    }
}
