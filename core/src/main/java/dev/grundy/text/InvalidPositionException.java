package dev.grundy.text;

/** Input that does not describe a game or a position: an unknown name, a negative heap, a bad code. */
public class InvalidPositionException extends GrundyException {
    private static final long serialVersionUID = 1L;

    /** @param phrase what is wrong, naming the offending word */
    public InvalidPositionException(Phrase phrase) {
        super(phrase);
    }

    /**
     * @param key the message's key
     * @param args its arguments
     */
    public InvalidPositionException(String key, Object... args) {
        this(Phrase.of(key, args));
    }
}
