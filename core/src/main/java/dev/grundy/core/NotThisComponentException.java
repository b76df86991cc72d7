package dev.grundy.core;

import dev.grundy.text.InvalidPositionException;

/**
 * Typed words that are no move of this component because they are about another one (they name a
 * vertex no token of it stands on, say); in a sum, the error of the component they are about is
 * the one to tell.
 */
public class NotThisComponentException extends InvalidPositionException {
    private static final long serialVersionUID = 1L;

    /**
     * @param key the message's key
     * @param args its arguments
     */
    public NotThisComponentException(String key, Object... args) {
        super(key, args);
    }
}
