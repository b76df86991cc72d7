package dev.grundy.cli;

import dev.grundy.text.MessageBundles;
import dev.grundy.text.Phrase;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command's bundle says the same things in English and Chinese, and every key the command's
 * code names exists in its bundle or the engine's. A missing message would otherwise only show
 * when someone hits it; keys built at run time are checked wherever a test tells them.
 */
class MessageBundlesTest {
    private static final String CLI = "dev.grundy.cli.messages";

    @Test
    void englishAndChineseSayTheSameThings() {
        assertThat(MessageBundles.disagreements(CLI)).isEmpty();
    }

    @Test
    void everyKeyTheCommandNamesExists() {
        assertThat(MessageBundles.unknownKeys(Path.of("src/main/java"), List.of(CLI, Phrase.ENGINE))).isEmpty();
    }
}
