package dev.grundy.core;

import java.util.List;
import java.util.Objects;

/**
 * A move of a whole position: what it does in words, the component it changes and what that
 * becomes, and where it leads. Nothing is built or written before it is asked for: a move of a
 * position of 100,000 heaps holds the heap it changes, not a copy of the other 99,999, so that
 * listing every move costs what the moves change, not the position's length for each.
 */
public final class PositionMove {
    /**
     * How long, in characters, a position or a component may be written and still be written out
     * with each of its moves; see {@link #writtenTo} and {@link #writtenBecomes}.
     */
    public static final int WRITTEN_IN_FULL = 1_000;

    private final Component<?> component;
    private final Move<?> move;
    private final Phrase text;

    /**
     * @param component the component moved in
     * @param move the move, of that component
     * @param <P> the type of the component's game's positions
     */
    <P> PositionMove(Component<P> component, Move<P> move) {
        this.component = Objects.requireNonNull(component, "component");
        this.move = Objects.requireNonNull(move, "move");
        this.text = component.game().describe(component.position(), move, component.label());
    }

    /** @return the move in words, e.g. "take 2 from heap 1" */
    public Phrase text() {
        return text;
    }

    /** @return what the move changes, for people, e.g. "3 → 1"; worked out when asked for */
    public Phrase change() {
        return change(component, move);
    }

    @SuppressWarnings("unchecked")
    private static <P> Phrase change(Component<P> component, Move<?> move) {
        return component.game().change(component.position(), (Move<P>) move);
    }

    /** @return the component moved in */
    public Component<?> component() {
        return component;
    }

    /** @return the components the moved one becomes, read as their sum: none when nothing is left */
    public List<?> parts() {
        return move.to();
    }

    /** @return the whole position after the move, built when asked for (in time and memory the length of the position) */
    public Position to() {
        return replaced(component, move);
    }

    @SuppressWarnings("unchecked")
    private static <P> Position replaced(Component<P> component, Move<?> move) {
        return component.whole().replace(component.term(), component.index(), (List<P>) move.to());
    }

    /**
     * @return what the moved component becomes, as a position of its own in its game's words
     *     ({@code nim 1}, {@code lasker 3 7}), or {@link Position#EMPTY} when nothing is left
     */
    public Position becomes() {
        return becomes(component, move);
    }

    @SuppressWarnings("unchecked")
    private static <P> Position becomes(Component<P> component, Move<?> move) {
        List<P> parts = (List<P>) move.to();
        return parts.isEmpty() ? new Position(List.of()) : new Position(List.of(new Term<>(component.game(), parts)));
    }

    /**
     * The whole position after the move, written, when the position moved from and the moved
     * component are each written in at most {@value #WRITTEN_IN_FULL} characters; a move of a
     * longer position is told by the component it changes, so that listing n moves of a position
     * of length L costs n moves, not n·L. (A component read from a file is written short as the
     * file's name, but what a move leaves of it is written out.)
     *
     * @return the position after the move, or null when the position moved from is longer
     */
    public String writtenTo() {
        return component.whole().toString().length() <= WRITTEN_IN_FULL && isShort(component) ? to().toString() : null;
    }

    /**
     * Whether the moves of a position are told with the whole position each leads to: when the
     * position and each of its components are written in at most {@value #WRITTEN_IN_FULL}
     * characters. O(length of the position), once per position.
     *
     * @param position a position
     * @return true when its moves are written out with where they lead
     */
    public static boolean writtenInFull(Position position) {
        return position.toString().length() <= WRITTEN_IN_FULL && position.components().stream().allMatch(PositionMove::isShort);
    }

    /**
     * @return what the moved component becomes, written (see {@link #becomes}), when that component
     *     is written in at most {@value #WRITTEN_IN_FULL} characters; else null
     */
    public String writtenBecomes() {
        return isShort(component) ? becomes().toString() : null;
    }

    /**
     * @return what the move changes, for people, when the moved component is written in at most
     *     {@value #WRITTEN_IN_FULL} characters; else null (the words of a 16,000-digit heap are
     *     the heap's digits, again for every move)
     */
    public Phrase shortChange() {
        return isShort(component) ? change() : null;
    }

    private static boolean isShort(Component<?> component) {
        return component.written().length() <= WRITTEN_IN_FULL;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PositionMove that && text.equals(that.text) && to().equals(that.to());
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, to());
    }

    @Override
    public String toString() {
        return text + " → " + to();
    }
}
