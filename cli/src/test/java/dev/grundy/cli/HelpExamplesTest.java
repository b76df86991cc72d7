package dev.grundy.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The examples in the commands' help paste: every line of a help footer that is a {@code grundy}
 * command is whole on its line, as printed, and runs with exit code 0. Files the examples write go
 * to a folder of the test's own; paths into {@code examples/} are taken from one folder up (the
 * tests run in {@code cli/}). Two kinds are only parsed, not run: {@code serve}, which serves until
 * stopped, and {@code judge} examples whose contest program is the reader's own (not in the
 * repository).
 */
class HelpExamplesTest {
    private static final Pattern EXAMPLE = Pattern.compile("  (?:printf '([^']*)' \\| )?grundy (.+)");
    /** The options whose value is a file the command writes. */
    private static final Set<String> WRITTEN = Set.of("-o", "--output", "--binary", "--checkpoint", "--png");

    @Test
    void everyExampleIsPrintedWholeOnOneLine() {
        for (Map.Entry<String, List<String>> command : examplesOfEveryCommand().entrySet()) {
            String help = Cli.run(command.getKey().isEmpty() ? new String[] {"--help"} : new String[] {"help", command.getKey()}).out();
            List<String> printed = help.lines().filter(line -> EXAMPLE.matcher(line).matches()).toList();

            assertThat(printed).as(command.getKey()).isNotEmpty().isEqualTo(command.getValue());
        }
    }

    @TestFactory
    Stream<DynamicTest> everyExampleRuns() throws IOException {
        Path written = Files.createTempDirectory("help-examples");
        // grundy quotient saves what it builds: a folder of the test's own
        System.setProperty("grundy.quotients", written.resolve("quotients").toString());
        List<DynamicTest> tests = new ArrayList<>();
        for (List<String> examples : examplesOfEveryCommand().values()) {
            for (String example : examples) {
                tests.add(DynamicTest.dynamicTest(example.strip(), () -> check(example, written)));
            }
        }
        assertThat(tests).hasSizeGreaterThanOrEqualTo(30);
        return tests.stream();
    }

    private static void check(String example, Path written) {
        Matcher matcher = EXAMPLE.matcher(example);
        assertThat(matcher.matches()).isTrue();
        String input = matcher.group(1) == null ? "" : matcher.group(1).replace("\\n", "\n");
        String[] args = arguments(DocsExamplesTest.words(matcher.group(2)), written);
        if (onlyParsed(args)) {
            CommandLine.ParseResult parsed = Cli.everyCommand().parseArgs(args);
            assertThat(parsed.hasSubcommand()).isTrue();
            return;
        }
        Cli run = Cli.runWithInput(input, args);

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).isNotBlank();
        for (int i = 0; i + 1 < args.length; i++) {
            if (WRITTEN.contains(args[i])) {
                assertThat(Path.of(args[i + 1])).isNotEmptyFile();
            }
        }
    }

    /** The words with paths into examples/ taken from the repository's root and written files in the folder. */
    private static String[] arguments(String[] words, Path written) {
        String[] args = words.clone();
        for (int i = 0; i < args.length; i++) {
            if (args[i].startsWith("examples/")) {
                args[i] = "../" + args[i];
            } else if (i > 0 && WRITTEN.contains(args[i - 1])) {
                args[i] = written.resolve(args[i]).toString();
            }
        }
        return args;
    }

    /** serve serves until stopped; a judge example whose program is not in the repository cannot run. */
    private static boolean onlyParsed(String[] args) {
        if (args[0].equals("serve")) {
            return true;
        }
        int program = Arrays.asList(args).indexOf("--");
        return args[0].equals("judge") && Arrays.stream(args, program + 1, args.length)
                .noneMatch(word -> word.contains("/") && Files.exists(Path.of(word)));
    }

    /** @return the example lines of every command's help footer (the top command's under ""), as formatted */
    static Map<String, List<String>> examplesOfEveryCommand() {
        Map<String, List<String>> examples = new LinkedHashMap<>();
        CommandLine top = Cli.everyCommand();
        examples.put("", examplesOf(top));
        top.getSubcommands().forEach((name, command) -> examples.put(name, examplesOf(command)));
        examples.values().removeIf(List::isEmpty);
        return examples;
    }

    private static List<String> examplesOf(CommandLine command) {
        return Arrays.stream(command.getCommandSpec().usageMessage().footer())
                .map(String::format)
                .filter(line -> EXAMPLE.matcher(line).matches())
                .toList();
    }
}
