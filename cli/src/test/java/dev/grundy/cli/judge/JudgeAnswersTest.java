package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code judge --input} and {@code --answer}: the contest program {@code examples/judge/nim-moves.py}
 * reads "t, then n and a line of n heaps" unchanged and answers the kind asked; each kind passes
 * the right answers and catches a wrong one. Its "count bug" counts equal heaps once, which is
 * wrong for {@code count} and right for {@code count-distinct}.
 */
class JudgeAnswersTest {
    private static final String PROGRAM = "../examples/judge/nim-moves.py";
    private static final String SHRUNK = "smallest failing position found \\(smaller ones tried: \\d+\\): ";

    private static Cli judge(String answer, String... program) {
        String[] head = {"judge", "nim", "--cases", "200", "--max", "20", "--input", "t; n; a[n]", "--answer", answer, "--words", "First,-1",
            "--"};
        String[] args = new String[head.length + program.length];
        System.arraycopy(head, 0, args, 0, head.length);
        System.arraycopy(program, 0, args, head.length, program.length);
        return Cli.run(args);
    }

    @Test
    void theValue() {
        assertThat(judge("value", "python3", PROGRAM, "value").out()).startsWith("all 200 cases agree");
        Cli wrong = judge("value", "python3", PROGRAM, "count");
        assertThat(wrong.exitCode()).isEqualTo(1);
        assertThat(wrong.out()).containsPattern("smallest failing position found \\(smaller ones tried: \\d+\\): nim \\d+: the program "
                + "answered 1, the right answer is \\d+");
    }

    @Test
    void theCountOfWinningMovesWithEqualResultsApartOrMerged() {
        assertThat(judge("count", "python3", PROGRAM, "count").out()).startsWith("all 200 cases agree");
        assertThat(judge("count-distinct", "python3", PROGRAM, "count", "bug").out()).startsWith("all 200 cases agree");

        Cli apart = judge("count", "python3", PROGRAM, "count", "bug");
        Cli merged = judge("count-distinct", "python3", PROGRAM, "count");
        assertThat(apart.exitCode()).isEqualTo(1);
        // Equal heaps with a winning move each: as many moves, one result.
        assertThat(saidAndRight(apart)[0]).isLessThan(saidAndRight(apart)[1]);
        assertThat(saidAndRight(merged)[0]).isGreaterThan(saidAndRight(merged)[1]);
    }

    @Test
    void anyWinningMoveIsPlayedNotComparedAsText() {
        // The program gives the last winning move; the judge knows the first; both are right.
        assertThat(judge("move i take", "python3", PROGRAM, "move").out()).startsWith("all 200 cases agree");

        Cli asTo = judge("move", "python3", PROGRAM, "move");
        assertThat(asTo.exitCode()).isEqualTo(1);
        // "i to" read from a program that writes "i take": taking 1 of 1 reads as leaving 1, no move.
        assertThat(asTo.out()).containsPattern("the program answered '\\d+ \\d+', which (is no legal move of|leaves) nim");
    }

    @Test
    void aMoveThatLosesOrAMissedWinIsWrong() {
        Cli always = Cli.run("judge", "nim", "--cases", "50", "--answer", "move", "--words", "First,-1",
                "--", "bash", "-c", "while read -r line; do echo -1; done");
        Cli first = Cli.run("judge", "nim", "--numbers", "2", "--min", "1", "--cases", "50", "--answer", "move", "--words", "First,-1",
                "--", "bash", "-c", "while read -r a b; do echo 1 $((a - 1)); done");

        assertThat(always.out()).containsPattern("nim 1: the program answered -1, but there is a winning move: '1 0'");
        assertThat(first.out()).containsPattern("nim \\d+ \\d+: the program answered '1 \\d+', (which leaves nim \\d+ \\d+, where the opponent "
                + "wins; a winning move is '\\d \\d+'|but every move loses here: the right answer is -1)");
    }

    @Test
    void theSmallestWinningMove() {
        assertThat(judge("smallest-move i take", "python3", PROGRAM, "smallest").out()).startsWith("all 200 cases agree");
        Cli last = judge("smallest-move i take", "python3", PROGRAM, "move");
        assertThat(last.out()).containsPattern(SHRUNK + "nim \\d+ \\d+ \\d+: the program answered '3 \\d+', a winning move, "
                + "but the smallest is '1 \\d+'");
    }

    @Test
    void theOldInputOptionsAreTheirDescriptions() {
        assertThat(InputFormat.of(true, true).toString()).isEqualTo("t; n a[n]");
        assertThat(InputFormat.of(false, false).toString()).isEqualTo("a[n]");
        assertThat(InputFormat.parse(" t ;n;  a[n] ").toString()).isEqualTo("t; n; a[n]");
    }

    @Test
    void badDescriptionsAreBadInput() {
        assertBad("grundy: --input: unknown item 'x' in 't; x'", "--input", "t; x");
        assertBad("grundy: --input: the item 's' is a string's, a tree's or a grid's", "--input", "t; s");
        assertBad("grundy: --input must hold the position once: a[n] (numbers)", "--input", "t; n");
        assertBad("grundy: --input has an empty line", "--input", "t;; a[n]");
        assertBad("grundy: give --input, or --header and --with-count, not both", "--input", "a[n]", "--header");
        assertBad("grundy: --answer must be outcome, value, count", "--answer", "winner");
        assertBad("grundy: a move is written with the items i, to and take", "--answer", "move i from");
        assertBad("grundy: --answer value needs a nim-value", "--answer", "value", "--misere");
    }

    /** @return the shrunk case's answer and the right one */
    private static int[] saidAndRight(Cli run) {
        Matcher shrunk = Pattern.compile(SHRUNK + "nim \\d+( \\d+)+: the program answered (\\d+), the right answer is (\\d+)\n")
                .matcher(run.out());
        assertThat(shrunk.find()).as(run.out()).isTrue();
        return new int[] {Integer.parseInt(shrunk.group(2)), Integer.parseInt(shrunk.group(3))};
    }

    private static void assertBad(String start, String... options) {
        String[] args = new String[options.length + 5];
        args[0] = "judge";
        args[1] = "nim";
        System.arraycopy(options, 0, args, 2, options.length);
        args[options.length + 2] = "--";
        args[options.length + 3] = "bash";
        args[options.length + 4] = "../examples/judge/nim.sh";
        Cli run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", options)).isEqualTo(2);
        assertThat(run.err()).as(String.join(" ", options)).startsWith(start).hasLineCount(1);
    }
}
