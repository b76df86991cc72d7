package dev.grundy.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's examples are real: every {@code $ ./grundy ...} in its code blocks, with the output
 * pasted under it, is run here and must print that output. Examples that need a server, write
 * files, or name a file the reader is asked to write are left out. The tests run in {@code cli/},
 * so paths into {@code examples/} are taken from one folder up, and runs of spaces count as one,
 * since a longer path shifts the columns.
 */
class ReadmeExamplesTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern PIPED = Pattern.compile("printf '([^']*)' \\| \\./grundy (.*)");
    private static final Pattern FILE = Pattern.compile("(?:graph:)?([\\w./-]+\\.(?:java|txt|ckpt|png|svg))");

    @TestFactory
    Stream<DynamicTest> everyExampleInTheReadmePrintsWhatItShows() throws IOException {
        // grundy quotient saves what it builds and solve --misere reads it back: a folder of the test's own
        System.setProperty("grundy.quotients", Files.createTempDirectory("readme-quotients").toString());
        List<DynamicTest> tests = new ArrayList<>();
        for (Example example : examples(Files.readAllLines(ROOT.resolve("README.md")))) {
            if (runnable(example.command())) {
                tests.add(DynamicTest.dynamicTest(example.command(), () -> check(example)));
            }
        }
        assertThat(tests).as("examples found in the README").hasSizeGreaterThan(30);
        return tests.stream();
    }

    private static void check(Example example) {
        Matcher piped = PIPED.matcher(example.command());
        String input = piped.matches() ? piped.group(1).replace("\\n", "\n") : "";
        String arguments = piped.matches() ? piped.group(2) : example.command().substring("./grundy ".length());
        Cli run = Cli.runWithInput(input, words(arguments.replace("examples/", "../examples/")));

        assertThat(normal(run.out() + run.err())).isEqualTo(normal(example.output()));
    }

    /**
     * Commands of the grundy CLI that print and end, on files that are in the repository. Not
     * {@code ./grundy census}: another module's jar, whose output tells the time it took.
     */
    private static boolean runnable(String command) {
        if (!command.startsWith("./grundy ") && !PIPED.matcher(command).matches()
                || command.startsWith("./grundy census") || command.contains(" serve") || command.contains("--checkpoint") || command.contains(" plot ")) {
            return false;
        }
        Matcher file = FILE.matcher(command);
        while (file.find()) {
            if (!Files.exists(ROOT.resolve(file.group(1)))) {
                return false;
            }
        }
        return true;
    }

    /** The words of a command line as a shell splits them: at spaces, but not inside '…'. */
    private static String[] words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : line.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(word.toString());
                }
                word.setLength(0);
                any = false;
            } else {
                word.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(word.toString());
        }
        return words.toArray(String[]::new);
    }

    private static String normal(String text) {
        return text.replace("../examples/", "examples/").replaceAll("[ \\t]+", " ").replaceAll(" +\\n", "\n").strip();
    }

    /** The commands of the README's code blocks, each with the lines under it up to the next command. */
    private static List<Example> examples(List<String> readme) {
        List<Example> examples = new ArrayList<>();
        boolean inBlock = false;
        String command = null;
        StringBuilder output = new StringBuilder();
        for (String line : readme) {
            boolean fence = line.startsWith("```");
            boolean next = inBlock && line.startsWith("$ ");
            if (command != null && (fence || next)) {
                examples.add(new Example(command, output.toString()));
                command = null;
            }
            if (fence) {
                inBlock = !inBlock;
            } else if (next) {
                command = line.substring(2);
                output.setLength(0);
            } else if (command != null) {
                output.append(line).append('\n');
            }
        }
        return examples;
    }

    private record Example(String command, String output) {
    }
}
