package dev.grundy.web;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The web's English and Chinese bundles say the same things: the same keys with the same arguments. */
class WebTextTest {
    private static final Pattern ARGUMENT = Pattern.compile("\\{\\d+}");

    private static Properties load(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = WebTextTest.class.getResourceAsStream("/dev/grundy/web/" + name)) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    private static List<String> arguments(String pattern) {
        Matcher argument = ARGUMENT.matcher(pattern);
        return argument.results().map(found -> found.group()).sorted().toList();
    }

    @Test
    void chineseHasEveryKeyWithTheSameArguments() throws IOException {
        Properties english = load("messages.properties");
        Properties chinese = load("messages_zh.properties");

        assertThat(chinese.stringPropertyNames()).containsExactlyInAnyOrderElementsOf(english.stringPropertyNames());
        for (String key : english.stringPropertyNames()) {
            assertThat(arguments(chinese.getProperty(key))).as(key).isEqualTo(arguments(english.getProperty(key)));
        }
    }
}
