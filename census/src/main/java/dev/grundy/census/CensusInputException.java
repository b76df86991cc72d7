package dev.grundy.census;

import java.io.Serial;

/** Bad input to a census, told in one line in the person's language: exit code 2. */
final class CensusInputException extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final String key;
    private final transient Object[] args;

    /**
     * @param key the message key in the census bundle
     * @param args the message's arguments
     */
    CensusInputException(String key, Object... args) {
        super(key);
        this.key = key;
        this.args = args.clone();
    }

    /** @return the message in the language of the text */
    String message(Text text) {
        return text.get(key, args);
    }
}
