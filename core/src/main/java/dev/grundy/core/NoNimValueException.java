package dev.grundy.core;

/**
 * A component has no nim-value Grundy can give: none applies (misère play), or it is beyond what
 * can be computed (a game without a closed form for its values, at a size past its table). The
 * component can still be solved on its own by its closed-form outcome, but not added to others.
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
}
