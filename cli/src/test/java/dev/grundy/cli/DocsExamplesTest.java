package dev.grundy.cli;

import org.junit.jupiter.api.DynamicContainer;
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
 * The documentation's examples are real: every {@code $ ./grundy ...} in the code blocks of the
 * README and of every page under {@code docs/}, with the output pasted under it, is run here and
 * must print that output. Examples that need a server, write files, or run another module's jar
 * are left out, and so are those naming a file that is not in the repository, unless the example
 * is about that very file being missing. The tests run in {@code cli/}, so paths into
 * {@code examples/} are taken from one folder up, and runs of spaces count as one, since a longer
 * path shifts the columns.
 */
class DocsExamplesTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern PIPED = Pattern.compile("printf '([^']*)' \\| \\./grundy (.*)");
    private static final Pattern FILE = Pattern.compile("(?:graph:)?([\\w./-]+\\.(?:java|txt|ckpt|png|svg))");
    private static final Pattern HELP = Pattern.compile("\\./grundy (?:help \\S+|\\S+ --help|--help)");

    @TestFactory
    Stream<DynamicContainer> everyExampleInTheDocsPrintsWhatItShows() throws IOException {
        // grundy quotient saves what it builds and solve --misere reads it back: a folder of the test's own
        System.setProperty("grundy.quotients", Files.createTempDirectory("docs-quotients").toString());
        List<DynamicContainer> pages = new ArrayList<>();
        int count = 0;
        for (Path page : pages()) {
            List<DynamicTest> tests = new ArrayList<>();
            String name = ROOT.relativize(page).toString();
            for (Example example : examples(Files.readAllLines(page))) {
                if (runnable(example)) {
                    tests.add(DynamicTest.dynamicTest(name + ": " + example.command(), () -> check(example)));
                }
            }
            count += tests.size();
            if (!tests.isEmpty()) {
                pages.add(DynamicContainer.dynamicContainer(name, tests));
            }
        }
        // The README and docs held 118 checked examples when the docs were split; none may be lost unnoticed.
        assertThat(count).as("examples found in the README and docs/").isGreaterThanOrEqualTo(118);
        return pages.stream();
    }

    /** README.md and every Markdown page under docs/, in a fixed order. */
    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
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
     * {@code ./grundy census}: another module's jar, whose output tells the time it took. Not
     * {@code serve}, except its help.
     */
    private static boolean runnable(Example example) {
        String command = example.command();
        boolean help = HELP.matcher(command).matches();
        if (!command.startsWith("./grundy ") && !PIPED.matcher(command).matches()
                || command.startsWith("./grundy census") || command.contains(" serve") && !help
                || command.contains("--checkpoint") || command.contains(" plot ") && !help) {
            return false;
        }
        Matcher file = FILE.matcher(command);
        while (file.find()) {
            boolean shownMissing = example.output().contains(file.group(1) + ": no such file");
            if (!Files.exists(ROOT.resolve(file.group(1))) && !shownMissing) {
                return false;
            }
        }
        return true;
    }

    /** The words of a command line as a shell splits them: at spaces, but not inside '…'. */
    static String[] words(String line) {
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

    /** The commands of a page's code blocks, each with the lines under it up to the next command. */
    private static List<Example> examples(List<String> page) {
        List<Example> examples = new ArrayList<>();
        boolean inBlock = false;
        String command = null;
        StringBuilder output = new StringBuilder();
        for (String line : page) {
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
