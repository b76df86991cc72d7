package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code judge} of one-line games over strings and trees: cases drawn in those shapes and written
 * as the contest's input says ({@code s}, {@code n; e[n-1]}), the boundaries first, a planted bug
 * caught and shrunk to a smallest string or tree. The programs are {@code examples/judge/pairs.py}
 * and {@code tree-cut.py}, whose statements are at their tops.
 */
class JudgeShapesTest {
    static final String PAIRS = "(String s) -> { for (int i = 0; i + 1 < s.length(); i++) "
            + "if (s.charAt(i) == s.charAt(i + 1)) move(s.substring(0, i) + s.substring(i + 2)); }";
    static final String HACKENBUSH = "(Tree t) -> { for (int v = 1; v < t.size(); v++) move(t.cut(v)); }";

    @TempDir
    Path directory;

    @Test
    void aStringSolutionPassesAndItsPlantedBugIsShrunkToAbba() {
        Cli right = Cli.run("judge", "--moves", PAIRS, "line", "--input", "t; s", "--cases", "300", "--",
                "python3", "../examples/judge/pairs.py");
        assertThat(right.out()).isEqualTo("all 300 cases agree (line: strings of length 1..10 over ab, seed 1)\n");

        Cli bug = Cli.run("judge", "--moves", PAIRS, "line", "--input", "t; s", "--cases", "300", "--",
                "python3", "../examples/judge/pairs.py", "bug");
        assertThat(bug.exitCode()).isEqualTo(1);
        assertThat(bug.out()).contains("line abba: the program answered First, the right answer is Second\nits input:\n  1\n  abba\n");
        assertThat(Cli.run("solve", "--moves", PAIRS, "abba").out()).contains("P-position");
    }

    @Test
    void aTreeSolutionPassesAndItsPlantedBugIsShrunkToAPath() {
        Cli right = Cli.run("judge", "--moves", HACKENBUSH, "line", "--input", "t; n; e[n-1]", "--cases", "300", "--size", "1..12", "--",
                "python3", "../examples/judge/tree-cut.py");
        assertThat(right.out()).startsWith("all 300 cases agree (line: trees of 1..12 vertices");
        assertThat(right.exitCode()).isZero();

        Cli bug = Cli.run("judge", "--moves", HACKENBUSH, "line", "--input", "t; n; e[n-1]", "--cases", "300", "--",
                "python3", "../examples/judge/tree-cut.py", "bug");
        assertThat(bug.exitCode()).isEqualTo(1);
        // The bug xors value ^ 1 for value + 1: the first tree where a child's value is odd is the path of three vertices.
        assertThat(bug.out()).contains("line 1-2 2-3: the program answered Second, the right answer is First\n"
                + "its input:\n  1\n  3\n  1 2\n  2 3\n");
    }

    @Test
    void theFirstTreesAreTheBoundaries() throws IOException {
        Path seen = directory.resolve("seen");
        Path echo = RecordingProgram.answeringFirst(directory, seen, 40);

        Cli.run("judge", "--moves", HACKENBUSH, "line", "--size", "1..5", "--input", "n; e[n-1]", "--cases", "40", "--", "bash", echo.toString());

        List<String> lines = Files.readAllLines(seen);
        // One vertex; a star of five (every vertex below the root); a tree of one repeated step; a path of five.
        assertThat(lines.subList(0, 6)).containsExactly("1", "5", "1 2", "1 3", "1 4", "1 5");
        assertThat(String.join("|", lines)).contains("5|1 2|2 3|3 4|4 5");
    }

    @Test
    void theFirstStringsAreTheBoundaries() throws IOException {
        Path seen = directory.resolve("seen");
        Path echo = Files.writeString(directory.resolve("echo.sh"), "while IFS= read -r line; do echo \"$line\" >> " + seen
                + "; echo First; done\n", StandardCharsets.UTF_8);

        Cli.run("judge", "--moves", PAIRS, "line", "--alphabet", "xyz", "--size", "2..6", "--cases", "30", "--", "bash", echo.toString());

        List<String> lines = Files.readAllLines(seen).subList(0, 30);
        // The shortest at the alphabet's first; the longest of its last, of one repeated character (here z again, drawn
        // once), of its first.
        assertThat(lines.subList(0, 2)).containsExactly("xx", "zzzzzz");
        assertThat(lines.subList(2, 4)).contains("xxxxxx");
        assertThat(lines).allMatch(line -> line.matches("[xyz]{2,6}")).anyMatch(line -> line.contains("y"));
    }

    @Test
    void badShapeOptionsAreRefusedInOneLine() {
        Cli noString = Cli.run("judge", "--moves", PAIRS, "line", "--input", "t; a[n]", "--", "true");
        assertThat(noString.exitCode()).isEqualTo(2);
        assertThat(noString.err()).isEqualTo("grundy: --input 't; a[n]' has no s: the positions of this game are written with it\n");

        assertThat(Cli.run("judge", "--moves", PAIRS, "line", "--alphabet", "aa", "--", "true").err()).contains("--alphabet");
        assertThat(Cli.run("judge", "--moves", HACKENBUSH, "line", "--size", "0..3", "--", "true").err()).contains("--size must be");
    }
}
