package dev.grundy.browser.twin;

import dev.grundy.browser.Bundles;

import java.util.Locale;

/** The browser's {@code dev.grundy.text.MessageBundles}: the one method {@code Phrase} calls. */
public final class MessageBundles {
    private MessageBundles() {
    }

    /** As the JVM's: the language's message, else English's; an error if neither file holds it. */
    public static String message(String bundle, Locale locale, String key) {
        String pattern = Bundles.message(bundle, locale, key);
        if (pattern == null) {
            throw new IllegalStateException("no message '" + key + "' in " + bundle);
        }
        return pattern;
    }
}
