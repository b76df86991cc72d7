package dev.grundy.cli;

import dev.grundy.core.Phrase;

/** The command's own words, from {@code dev/grundy/cli/messages*.properties}. */
public final class CliText {
    private static final String BUNDLE = "dev.grundy.cli.messages";

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
