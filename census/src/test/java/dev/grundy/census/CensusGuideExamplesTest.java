package dev.grundy.census;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The census examples of the research guide (docs/guide/research.md): those that end in one line of
 * refusal print what they show, exit 2; the run marked {@value #CHECKED} (the CLI's DocsExamplesTest
 * leaves censuses out, their summary tells the time) prints its summary as shown but for the seconds
 * and the folder, and the {@code cut} of its table that follows is the table's.
 */
class CensusGuideExamplesTest {
    private static final String PROMPT = "$ ./grundy census ";
    /** The line before a census run's block that this test runs. */
    static final String CHECKED = "<!-- census run checked by CensusGuideExamplesTest -->";
    private static final Pattern CUT = Pattern.compile("\\$ cut -d, -f([0-9,-]+) \\S+/table\\.csv");

    @TestFactory
    List<DynamicTest> everyRefusalInTheReadmeIsWhatTheCensusSays() throws IOException {
        List<String> readme = Files.readAllLines(Path.of("..", "docs", "guide", "research.md"));
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i + 1 < readme.size(); i++) {
            String said = readme.get(i + 1);
            if (readme.get(i).startsWith(PROMPT) && said.startsWith("grundy census: ")) {
                String[] args = readme.get(i).substring(PROMPT.length()).split(" ");
                tests.add(DynamicTest.dynamicTest(readme.get(i), () -> {
                    ByteArrayOutputStream err = new ByteArrayOutputStream();
                    int code = CensusMain.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                            new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
                    assertThat(code).isEqualTo(2);
                    assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo(said);
                }));
            }
        }
        assertThat(tests).as("refusals shown in the research guide's census section").hasSizeGreaterThanOrEqualTo(2);
        return tests;
    }

    @Test
    void theCheckedRunPrintsWhatTheGuideShows(@TempDir Path dir) throws IOException {
        List<String> guide = Files.readAllLines(Path.of("..", "docs", "guide", "research.md"));
        int marker = guide.indexOf(CHECKED);
        assertThat(marker).as("a census run marked for this test").isPositive();
        List<String> shown = block(guide, marker + 1);
        int closed = marker + shown.size() + 2;
        List<String> cut = block(guide, closed + 1 + guide.subList(closed + 1, guide.size()).indexOf("```"));
        String command = shown.get(0);
        assertThat(command).startsWith(PROMPT);
        List<String> args = new ArrayList<>(List.of(command.substring(PROMPT.length()).split(" ")));
        args.addAll(List.of("--dir", dir.toString(), "--port", "15991", "--lang", "en"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CensusMain.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();

        assertThat(unclocked(out.toString(StandardCharsets.UTF_8).lines().toList(), dir.toString()))
                .isEqualTo(unclocked(shown.subList(1, shown.size()), null));
        Matcher columns = CUT.matcher(cut.get(0));
        assertThat(columns.matches()).as(cut.get(0)).isTrue();
        assertThat(Files.readAllLines(dir.resolve("table.csv")).stream().map(line -> cut(line, columns.group(1))).toList())
                .isEqualTo(cut.subList(1, cut.size()));
    }

    /** @return the lines of the fenced block that starts at the line given */
    private static List<String> block(List<String> lines, int fence) {
        assertThat(lines.get(fence)).isEqualTo("```");
        int end = lines.subList(fence + 1, lines.size()).indexOf("```");
        return lines.subList(fence + 1, fence + 1 + end);
    }

    /** The summary without its seconds, and the table's folder as the guide names it. */
    private static List<String> unclocked(List<String> lines, String dir) {
        return lines.stream().map(line -> line.replaceFirst("; [0-9.]+ s$", "; … s"))
                .map(line -> line.matches("(table|page): .*") ? line.substring(0, line.indexOf(':') + 1) + " " + line.substring(line.lastIndexOf('/') + 1) : line)
                .toList();
    }

    /** As {@code cut -d, -fLIST}: the fields named, 1-based, a list of numbers and ranges. */
    private static String cut(String line, String list) {
        String[] fields = line.split(",", -1);
        List<String> kept = new ArrayList<>();
        for (int field = 1; field <= fields.length; field++) {
            for (String range : list.split(",")) {
                String[] ends = range.split("-");
                if (field >= Integer.parseInt(ends[0]) && field <= Integer.parseInt(ends[ends.length - 1])) {
                    kept.add(fields[field - 1]);
                    break;
                }
            }
        }
        return String.join(",", kept);
    }
}
