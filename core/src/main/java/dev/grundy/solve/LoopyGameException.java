package dev.grundy.solve;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

/** A game that was to end can return to a position, so the Grundy recursion has no base. */
public final class LoopyGameException extends GrundyException {
    private static final long serialVersionUID = 1L;

    /** @param position a position that can be reached from itself, as written */
    public LoopyGameException(String position) {
        super(Phrase.of("error.loop", position));
    }
}
