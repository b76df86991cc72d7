package dev.grundy.web;

import dev.grundy.text.MessageBundles;
import dev.grundy.text.Phrase;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web's bundle says the same things in English and Chinese, every key the server's code names
 * exists, and every text the page asks for by {@code t('…')} is one of the page's texts (a key
 * built at run time, {@code t('outcome.' + …)}, by its prefix).
 */
class MessageBundlesTest {
    private static final String WEB = "dev.grundy.web.messages";
    private static final Pattern PAGE_TEXT = Pattern.compile("\\bt\\('([a-zA-Z.]+)'");

    @Test
    void englishAndChineseSayTheSameThings() {
        assertThat(MessageBundles.disagreements(WEB)).isEmpty();
    }

    @Test
    void everyKeyTheServerNamesExists() {
        assertThat(MessageBundles.unknownKeys(Path.of("src/main/java"), List.of(WEB, Phrase.ENGINE))).isEmpty();
    }

    @Test
    void everyTextThePageAsksForExists() throws IOException {
        Set<String> keys = MessageBundles.keys(WEB, Locale.ROOT);
        Matcher asked = PAGE_TEXT.matcher(Files.readString(Path.of("src/main/resources/public/app.js")));
        while (asked.find()) {
            String key = "page." + asked.group(1);
            if (key.endsWith(".")) {
                assertThat(keys).as(key + "…").anyMatch(known -> known.startsWith(key));
            } else {
                assertThat(keys).as(key).contains(key);
            }
        }
    }
}
