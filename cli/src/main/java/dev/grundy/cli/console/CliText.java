package dev.grundy.cli.console;

import dev.grundy.text.Phrase;

/** The command's own words, from {@code dev/grundy/cli/messages*.properties}. */
public final class CliText {
    /** The bundle's base name. */
    public static final String BUNDLE = "dev.grundy.cli.messages";

    private CliText() {
    }

    /**
     * @param key the message's key
     * @param args its arguments
     * @return the phrase, to be told in the chosen language
     */
    public static Phrase of(String key, Object... args) {
        return Phrase.from(BUNDLE, key, args);
    }
}
