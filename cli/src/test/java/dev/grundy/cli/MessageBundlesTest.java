package dev.grundy.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The English and Chinese bundles say the same things: the same keys with the same arguments, and
 * every key the code names exists. A missing message would otherwise only show when someone hits it.
 */
class MessageBundlesTest {
    private static final Path CORE = Path.of("../core/src/main/resources/dev/grundy/messages");
    private static final Path CLI = Path.of("src/main/resources/dev/grundy/cli/messages");
    private static final Pattern ARGUMENT = Pattern.compile("\\{\\d+}");
    private static final Pattern DOTTED_LITERAL = Pattern.compile("\"([a-z][a-zA-Z]*(?:\\.[a-zA-Z0-9]+)+)\"");

    @ParameterizedTest
    @ValueSource(strings = {"core", "cli"})
    void chineseHasEveryKeyWithTheSameArguments(String module) throws IOException {
        Path base = module.equals("core") ? CORE : CLI;
        TreeMap<String, String> english = load(base, "");
        TreeMap<String, String> chinese = load(base, "_zh");

        assertThat(chinese.keySet()).containsExactlyElementsOf(english.keySet());
        for (String key : english.keySet()) {
            assertThat(arguments(chinese.get(key))).as(key).isEqualTo(arguments(english.get(key)));
            assertThat(chinese.get(key)).as(key).isNotBlank();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"../core/src/main/java", "src/main/java"})
    void everyKeyTheCodeNamesExists(String sources) throws IOException {
        Set<String> keys = new HashSet<>(load(CORE, "").keySet());
        keys.addAll(load(CLI, "").keySet());
        Set<String> families = keys.stream().map(key -> key.split("\\.")[0]).collect(Collectors.toSet());

        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of(sources))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                Matcher literal = DOTTED_LITERAL.matcher(Files.readString(file));
                while (literal.find()) {
                    String key = literal.group(1);
                    if (families.contains(key.split("\\.")[0]) && !keys.contains(key)) {
                        missing.add(file.getFileName() + ": " + key);
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    private static TreeMap<String, String> load(Path base, String suffix) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(Path.of(base + suffix + ".properties"), StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        TreeMap<String, String> messages = new TreeMap<>();
        properties.stringPropertyNames().forEach(key -> messages.put(key, properties.getProperty(key)));
        return messages;
    }

    private static List<String> arguments(String pattern) {
        List<String> found = new ArrayList<>();
        Matcher argument = ARGUMENT.matcher(pattern);
        while (argument.find()) {
            found.add(argument.group());
        }
        return found.stream().sorted().toList();
    }
}
