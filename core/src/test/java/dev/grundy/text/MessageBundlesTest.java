package dev.grundy.text;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The engine's bundle says the same things in English and Chinese, and every key the engine's
 * code names exists; keys built at run time are checked wherever a test tells them, by the strict
 * mode the build turns on ({@link Phrase}).
 */
class MessageBundlesTest {

    @Test
    void englishAndChineseSayTheSameThings() {
        assertThat(MessageBundles.disagreements(Phrase.ENGINE)).isEmpty();
    }

    @Test
    void everyKeyTheEngineNamesExists() {
        assertThat(MessageBundles.unknownKeys(Path.of("src/main/java"), List.of(Phrase.ENGINE))).isEmpty();
    }

    @Test
    void theStrictModeIsOnInTestsAndRefusesAMessageMissingInOneLanguage() {
        assertThat(Boolean.getBoolean("grundy.messages.strict")).isTrue();
        assertThat(MessageBundles.pattern(Phrase.ENGINE, Locale.CHINESE, "verdict.sum.N")).contains("异或和");
        assertThatThrownBy(() -> Phrase.of("no.such.key").in(Locale.ROOT)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no.such.key");
    }
}
