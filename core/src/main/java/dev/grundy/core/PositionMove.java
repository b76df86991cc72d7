package dev.grundy.core;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A move of a whole position: what it does in words, what it changes, and where it leads. What it
 * changes is only worked out when asked for, since machine-readable answers do not need it.
 */
public final class PositionMove {
    private final Phrase text;
    private final Supplier<Phrase> change;
    private final Position to;

    /**
     * @param text the move in words, e.g. "take 2 from heap 1"
     * @param change works out what it changes, e.g. "3 → 1"
     * @param to the whole position after the move
     */
    public PositionMove(Phrase text, Supplier<Phrase> change, Position to) {
        this.text = Objects.requireNonNull(text, "text");
        this.change = Objects.requireNonNull(change, "change");
        this.to = Objects.requireNonNull(to, "to");
    }

    /** @return the move in words, e.g. "take 2 from heap 1" */
    public Phrase text() {
        return text;
    }

    /** @return what the move changes, for people, e.g. "3 → 1" */
    public Phrase change() {
        return change.get();
    }

    /** @return the whole position after the move */
    public Position to() {
        return to;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PositionMove move && text.equals(move.text) && to.equals(move.to);
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, to);
    }

    @Override
    public String toString() {
        return text + " → " + to;
    }
}
