package dev.grundy.web;

import dev.grundy.text.Phrase;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;

/** The web's own words, from {@code dev/grundy/web/messages*.properties}: API errors and the page's texts. */
final class WebText {
    private static final String BUNDLE = "dev.grundy.web.messages";
    private static final String PAGE = "page.";

    private WebText() {
    }

    /**
     * @param key the message's key
     * @param args its arguments
     * @return the phrase, to be told in the language of the request
     */
    static Phrase of(String key, Object... args) {
        return Phrase.from(BUNDLE, key, args);
    }

    /**
     * @param locale the language
     * @return every text of the page, by its key without the {@code page.} prefix
     */
    static Map<String, String> page(Locale locale) {
        ResourceBundle english = ResourceBundle.getBundle(BUNDLE, Locale.ROOT);
        Map<String, String> texts = new LinkedHashMap<>();
        english.keySet().stream().filter(key -> key.startsWith(PAGE)).sorted()
                .forEach(key -> texts.put(key.substring(PAGE.length()), of(key).in(locale)));
        return texts;
    }
}
