package dev.grundy.core;

/** Input that does not describe a game or a position: an unknown name, a negative heap, a bad code. */
public class InvalidPositionException extends GrundyException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, naming the offending word */
    public InvalidPositionException(String message) {
        super(message);
    }
}
