package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code judge --components}: sums of any game, own games included, the default for heap games,
 * and the boundary cases drawn first. The planted bug of {@code examples/judge/take134-bug.sh}
 * (values added, not xor-ed) is right on every single heap, so a judge drawing one component a
 * case, as it did, passes it.
 */
class JudgeSumsTest {
    private static final String TAKE_134 = "n -> take(n, 1, 3, 4)";
    private static final Pattern SHRUNK = Pattern.compile("smallest failing position found \\(smaller ones tried: \\d+\\): ([^:]+):");

    @TempDir
    Path directory;

    @Test
    void aBugInSumsOfAnOwnGameIsCaughtAndShrunk() {
        Cli run = Cli.run("judge", "--moves", TAKE_134, "line", "--", "bash", "../examples/judge/take134-bug.sh");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("(line: sums of 1..5 components of one number from 0 to 100, seed 1)");
        Matcher shrunk = SHRUNK.matcher(run.out());
        assertThat(shrunk.find()).as(run.out()).isTrue();
        String position = shrunk.group(1);
        // Two heaps, each of value 1 (1 + 1 is not 1 xor 1); nothing smaller fails.
        assertThat(position).isEqualTo("line 1 + line 1");
        assertThat(Cli.run("solve", "--moves", TAKE_134, position).out()).contains("P-position: the player to move loses");
        assertThat(run.out()).contains("its input:\n  1 1\n");
    }

    @Test
    void theRightSolutionOfTheOwnGamePassesOnSumsWithTheEmptySum() {
        Cli run = Cli.run("judge", "--moves", TAKE_134, "line", "--components", "0..6", "--cases", "300",
                "--", "bash", "../examples/judge/take134.sh");

        assertThat(run.out()).isEqualTo("all 300 cases agree (line: sums of 0..6 components of one number from 0 to 100, seed 1)\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void theFirstCasesAreTheBoundaries() throws IOException {
        Path seen = directory.resolve("seen");
        Path echo = Files.writeString(directory.resolve("echo.sh"), "while IFS= read -r line; do echo \"$line\" >> " + seen
                + "; echo First; done\n", StandardCharsets.UTF_8);

        Cli.run("judge", "nim", "--components", "0..4", "--max", "50", "--input", "n a[n]", "--cases", "30", "--", "bash", echo.toString());

        List<String> lines = Files.readAllLines(seen).subList(0, 30);
        // The empty sum, the most components at the largest number, all equal, all zero.
        assertThat(lines.subList(0, 4)).satisfies(first -> {
            assertThat(first.get(0)).isEqualTo("0");
            assertThat(first.get(1)).isEqualTo("4 50 50 50 50");
            assertThat(first.get(2)).matches("4 (\\d+) \\1 \\1 \\1");
            assertThat(first.get(3)).isEqualTo("4 0 0 0 0");
        });
        // Random cases have zeros, the largest number and equal components more often than chance.
        assertThat(lines.subList(4, 30)).anyMatch(line -> line.matches("\\d( \\d+)* 0( \\d+)*"))
                .anyMatch(line -> line.contains(" 50"))
                .allMatch(line -> line.matches("[0-4]( \\d+)*") && line.split(" ").length == Integer.parseInt(line.split(" ")[0]) + 1);
    }

    @Test
    void sumsOfAGameOfTwoNumbersShrinkAComponentAtATime() {
        // nim.sh xors every number: right on no sum of Wythoff's games but by chance.
        Cli run = Cli.run("judge", "wythoff", "--components", "1..3", "--cases", "50", "--", "bash", "../examples/judge/nim.sh");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("(wythoff: sums of 1..3 components of 2 numbers from 0 to 100, seed 1)");
        Matcher shrunk = SHRUNK.matcher(run.out());
        assertThat(shrunk.find()).as(run.out()).isTrue();
        assertThat(shrunk.group(1)).matches("wythoff \\d+ \\d+");
    }

    @Test
    void aGameThatIsNotAHeapGameIsStillOneComponentACase() {
        Cli run = Cli.run("judge", "wythoff", "--cases", "5", "--", "bash", "../examples/judge/nim.sh");

        assertThat(run.out()).contains("(wythoff: 2 numbers from 0 to 100, seed 1)");
    }

    @Test
    void badComponentsAreBadInput() {
        Cli range = Cli.run("judge", "nim", "--components", "3..1", "--", "bash", "../examples/judge/nim.sh");
        Cli each = Cli.run("judge", "wythoff", "--components", "1..3", "--numbers", "1..2", "--", "bash", "../examples/judge/nim.sh");

        assertThat(range.exitCode()).isEqualTo(2);
        assertThat(range.err()).startsWith("grundy: --components must be a count or a range of counts from 0 to 1000").hasLineCount(1);
        assertThat(each.exitCode()).isEqualTo(2);
        assertThat(each.err()).startsWith("grundy: with --components, --numbers must be one count").hasLineCount(1);
    }
}
