package dev.grundy.core;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

/**
 * Thrown where a nim-value is needed and the component has none ({@link Value.None}, or an
 * infinite value): adding a misère game to another, or a game's own table meeting a heap beyond
 * its reach. Solvers never catch it to decide anything; they read the {@link Value} instead.
 */
public class NoNimValueException extends GrundyException {
    private static final long serialVersionUID = 1L;

    /**
     * @param key the message's key
     * @param args its arguments, naming the game
     */
    public NoNimValueException(String key, Object... args) {
        super(Phrase.of(key, args));
    }

    /** @param reason why there is no nim-value */
    public NoNimValueException(Phrase reason) {
        super(reason);
    }
}
