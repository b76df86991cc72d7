package dev.grundy.core;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A move of a whole position: what it does in words, the component it changes and what that
 * becomes, and where it leads. Nothing is built or written before it is asked for: a move of a
 * position of 100,000 heaps holds the heap it changes, not a copy of the other 99,999, so that
 * listing every move costs what the moves change, not the position's length for each.
 *
 * <p>Under the Every-SG convention a move moves several components at once, one move each: such a
 * joint move is built by {@link #together} and tells all its parts in one sentence.
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
    /** The single moves of a joint move, in the order of their components; this move alone otherwise. */
    private final List<PositionMove> parts;

    /**
     * @param component the component moved in
     * @param move the move, of that component
     * @param <P> the type of the component's game's positions
     */
    <P> PositionMove(Component<P> component, Move<P> move) {
        this.component = Objects.requireNonNull(component, "component");
        this.move = Objects.requireNonNull(move, "move");
        this.text = component.game().describe(component.position(), move, component.label());
        this.parts = List.of(this);
    }

    private PositionMove(List<PositionMove> parts) {
        this.component = parts.get(0).component;
        this.move = parts.get(0).move;
        this.parts = List.copyOf(parts);
        this.text = joined(parts.stream().map(PositionMove::text).toList());
    }

    /**
     * A joint move: one move in each of several components of the same position, made at once (the
     * Every-SG convention).
     *
     * @param moves single moves of one position, each in a different component, in the order of their components
     * @return the joint move, or the one move itself when there is one
     * @throws IllegalArgumentException if there are none, or two move the same component
     */
    public static PositionMove together(List<PositionMove> moves) {
        if (moves.isEmpty() || moves.stream().map(PositionMove::component).distinct().count() != moves.size()) {
            throw new IllegalArgumentException("a joint move needs moves of distinct components, got " + moves);
        }
        if (moves.stream().anyMatch(move -> move.parts.size() != 1)) {
            throw new IllegalArgumentException("a joint move is made of single moves, got " + moves);
        }
        return moves.size() == 1 ? moves.get(0) : new PositionMove(moves);
    }

    /** @return the single moves this move makes: itself, or the parts of a joint move */
    public List<PositionMove> singles() {
        return parts;
    }

    /** "a, b and c" in the language asked for. */
    private static Phrase joined(List<Phrase> phrases) {
        Phrase all = phrases.get(phrases.size() - 1);
        for (int i = phrases.size() - 2; i >= 0; i--) {
            all = Phrase.of(i == phrases.size() - 2 ? "move.and" : "move.then", phrases.get(i), all);
        }
        return all;
    }

    /** @return the move in words, e.g. "take 2 from heap 1" */
    public Phrase text() {
        return text;
    }

    /** @return what the move changes, for people, e.g. "3 → 1"; worked out when asked for */
    public Phrase change() {
        return parts.size() == 1 ? change(component, move) : joined(parts.stream().map(PositionMove::change).toList());
    }

    @SuppressWarnings("unchecked")
    private static <P> Phrase change(Component<P> component, Move<?> move) {
        return component.game().change(component.position(), (Move<P>) move);
    }

    /** @return the component moved in; the first one of a joint move */
    public Component<?> component() {
        return component;
    }

    /** @return the components the moved one becomes, read as their sum: none when nothing is left; of a joint move, its first */
    public List<?> parts() {
        return move.to();
    }

    /** @return the whole position after the move, built when asked for (in time and memory the length of the position) */
    public Position to() {
        if (parts.size() == 1) {
            return replaced(component.whole(), component, move);
        }
        // From the last component back, so that the places of those still to replace do not shift.
        Position after = component.whole();
        List<PositionMove> backwards = parts.stream()
                .sorted(Comparator.comparingInt((PositionMove part) -> part.component.number()).reversed()).toList();
        for (PositionMove part : backwards) {
            after = replaced(after, part.component, part.move);
        }
        return after;
    }

    @SuppressWarnings("unchecked")
    private static <P> Position replaced(Position whole, Component<P> component, Move<?> move) {
        return whole.replace(component.term(), component.index(), (List<P>) move.to());
    }

    /**
     * @return what the moved component becomes, as a position of its own in its game's words
     *     ({@code nim 1}, {@code lasker 3 7}), or {@link Position#EMPTY} when nothing is left; what
     *     the moved components of a joint move become, as their sum
     */
    public Position becomes() {
        List<Term<?>> terms = new ArrayList<>();
        for (PositionMove part : parts) {
            Term<?> term = becomes(part.component, part.move);
            if (term != null) {
                terms.add(term);
            }
        }
        return new Position(terms);
    }

    @SuppressWarnings("unchecked")
    private static <P> Term<P> becomes(Component<P> component, Move<?> move) {
        List<P> parts = (List<P>) move.to();
        return parts.isEmpty() ? null : new Term<>(component.game(), parts);
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
        return component.whole().toString().length() <= WRITTEN_IN_FULL && allShort() ? to().toString() : null;
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
        return allShort() ? becomes().toString() : null;
    }

    /**
     * @return what the move changes, for people, when the moved component is written in at most
     *     {@value #WRITTEN_IN_FULL} characters; else null (the words of a 16,000-digit heap are
     *     the heap's digits, again for every move)
     */
    public Phrase shortChange() {
        return allShort() ? change() : null;
    }

    private boolean allShort() {
        return parts.stream().allMatch(part -> isShort(part.component));
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
