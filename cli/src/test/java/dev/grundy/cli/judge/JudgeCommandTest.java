package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code grundy judge}: the shipped Nim solutions (the planted bug caught and shrunk to a real
 * counterexample, the correct one passed), and programs that crash, hang, print garbage or cannot
 * start. The programs are bash and awk scripts, which start in milliseconds.
 */
class JudgeCommandTest {
    private static final String NIM = "../examples/judge/nim.sh";
    private static final String NIM_BUG = "../examples/judge/nim-bug.sh";
    private static final Pattern SHRUNK = Pattern.compile("smallest failing position found \\(smaller ones tried: \\d+\\): (nim[ 0-9]+):");

    @TempDir
    Path directory;

    @Test
    void passesTheCorrectSolution() {
        Cli run = Cli.run("judge", "nim", "--cases", "300", "--", "bash", NIM);

        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("all 300 cases agree (nim: sums of 1..5 components of one number from 0 to 100, seed 1)\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void catchesThePlantedBugAndShrinksItToARealCounterexample() throws Exception {
        Cli run = Cli.run("judge", "nim", "--seed", "7", "--", "bash", NIM_BUG);

        assertThat(run.exitCode()).isEqualTo(1);
        Matcher shrunk = SHRUNK.matcher(run.out());
        assertThat(shrunk.find()).as(run.out()).isTrue();
        String position = shrunk.group(1).strip();
        List<String> heaps = List.of(position.substring("nim ".length()).split(" "));
        assertThat(heaps).as("a small counterexample").hasSizeLessThanOrEqualTo(2);
        // Really a counterexample: Grundy's answer and the program's, asked afresh, differ.
        String truth = Cli.run("solve", position).out();
        String answer = program("bash", NIM_BUG).run(String.join(" ", heaps) + "\n", 1).lines().get(0);
        assertThat(truth.contains("N-position") ? "First" : "Second").isNotEqualTo(answer);
        assertThat(run.out()).contains("its input:\n  " + String.join(" ", heaps) + "\n\n" + position + "\n");
    }

    @Test
    void aCrashIsReportedWithWhatTheProgramSaid() throws IOException {
        Path crash = script("crash.sh", "while read -r a rest; do if (( a > 50 )); then echo \"index out of range: $a\" >&2; exit 3; fi;"
                + " if (( a )); then echo First; else echo Second; fi; done");

        Cli run = Cli.run("judge", "nim", "--numbers", "1", "--cases", "50", "--", "bash", crash.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("the program stopped with exit code 3 after ")
                .contains(", saying: index out of range: ")
                .containsPattern("smallest failing position found \\(smaller ones tried: \\d+\\): nim 51: the program stopped with exit code 3 "
                        + "after 0 of 1 answers, saying: index out of range: 51");
    }

    @Test
    void aHangIsStoppedAtTheTimeLimitLeavingNoProcessOrThreadBehind() throws Exception {
        Path pids = directory.resolve("pids");
        Path hang = script("hang.sh", "while read -r a; do if (( a == 7 )); then sleep 100 & echo $! >> " + pids + "; wait; fi;"
                + " if (( a )); then echo First; else echo Second; fi; done");

        Cli run = Cli.run("judge", "nim", "--numbers", "1", "--max", "10", "--cases", "40", "--time-limit", "1", "--startup", "0",
                "--", "bash", hang.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("the program gave no answer within 1 s after ")
                .contains("found by running fewer cases: case ")
                .contains("smallest failing position found (smaller ones tried: 5): nim 7: the program gave no answer within 1 s "
                        + "after 0 of 1 answers, and was stopped");
        for (String pid : Files.readAllLines(pids)) {
            assertThat(running(Long.parseLong(pid))).as("sleep " + pid).isFalse();
        }
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.getName().startsWith("grundy-judge"));
    }

    @Test
    void garbageIsAnAnswerThatIsNeitherWord() throws IOException {
        Path garbage = script("garbage.sh", "while read -r line; do echo maybe; done");

        Cli run = Cli.run("judge", "nim", "--cases", "10", "--", "bash", garbage.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("the program answered 'maybe', which is neither First nor Second")
                .contains("10 of the 10 answers disagree")
                .contains("smallest failing position found (smaller ones tried: 0): nim 0: the program answered 'maybe'");
    }

    @Test
    void tooFewAndTooManyLines() throws IOException {
        Path few = script("few.sh", "read -r line; echo First");
        Path many = script("many.sh", "while read -r a; do if (( a )); then echo First; else echo Second; fi; done; echo done");

        Cli fewer = Cli.run("judge", "nim", "--numbers", "1", "--min", "1", "--cases", "5", "--", "bash", few.toString());
        Cli more = Cli.run("judge", "nim", "--numbers", "1", "--cases", "5", "--", "bash", many.toString());

        assertThat(fewer.exitCode()).isEqualTo(1);
        assertThat(fewer.out()).contains("the program ended after 1 of 5 answers").contains("case 2 of 5");
        assertThat(more.exitCode()).isEqualTo(1);
        assertThat(more.out()).contains("printed more lines than there are cases (5): 'done'");
    }

    @Test
    void aProgramThatKeepsStateFromCaseToCaseIsToldSo() throws IOException {
        // The nim-sum is never reset: a case goes wrong only after the ones before it.
        Path stateful = script("stateful.sh", "sum=0; while read -r -a heaps; do for h in \"${heaps[@]}\"; do (( sum ^= h )); done;"
                + " if (( sum )); then echo First; else echo Second; fi; done");

        Cli run = Cli.run("judge", "nim", "--cases", "100", "--", "bash", stateful.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("alone, case ").contains(" is answered right: the program goes wrong on it only after the cases before it")
                .doesNotContain("smallest failing position");
    }

    @Test
    void contestInputFormatsAndWords() throws IOException {
        // Reads the number of cases, then lines "k a1 … ak"; answers 1 or 0.
        Path simple = script("counted.sh", "read -r t; while read -r k heaps; do sum=0; for h in $heaps; do (( sum ^= h )); done;"
                + " if (( sum )); then echo 1; else echo 0; fi; done");

        Cli run = Cli.run("judge", "nim", "--cases", "40", "--header", "--with-count", "--words", "1,0", "--", "bash", simple.toString());

        assertThat(run.out()).isEqualTo("all 40 cases agree (nim: sums of 1..5 components of one number from 0 to 100, seed 1)\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void answersAreComparedExactlyUnlessAskedToIgnoreCase() throws IOException {
        Path lower = script("lower.sh", "while read -r -a heaps; do sum=0; for h in \"${heaps[@]}\"; do (( sum ^= h )); done;"
                + " if (( sum )); then echo ' alice '; else echo BOB; fi; done");

        Cli exact = Cli.run("judge", "nim", "--cases", "20", "--words", "Alice,Bob", "--", "bash", lower.toString());
        Cli ignoring = Cli.run("judge", "nim", "--cases", "20", "--words", "Alice,Bob", "--ignore-case", "--", "bash", lower.toString());

        assertThat(exact.exitCode()).isEqualTo(1);
        assertThat(exact.out()).contains("answered 'BOB', which is neither Alice nor Bob");
        assertThat(ignoring.out()).startsWith("all 20 cases agree");
    }

    @Test
    void wythoffTakesTwoNumbersAndMisereIsJudgedToo() {
        Cli wythoff = Cli.run("judge", "wythoff", "--cases", "20", "--", "bash", NIM);
        Cli misere = Cli.run("judge", "nim", "--misere", "--max", "1", "--cases", "50", "--", "bash", NIM);

        assertThat(wythoff.out()).contains("(wythoff: 2 numbers from 0 to 100, seed 1)");
        assertThat(misere.out()).contains("(nim in misère play: sums of 1..5 components of one number from 0 to 1, seed 1)")
                .containsPattern("smallest failing position found \\(smaller ones tried: \\d+\\): nim [01]: the program answered");
        assertThat(misere.exitCode()).isEqualTo(1);
    }

    @Test
    void aGameOfOwnRulesIsJudgedLikeABuiltInOne() throws IOException {
        Path always = script("always.sh", "while read -r line; do echo First; done");

        Cli run = Cli.run("judge", "--rules", "../examples/Cutting.java", "cutting", "--max", "4", "--cases", "20",
                "--", "bash", always.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("(cutting: 2 numbers from 0 to 4, seed 1)")
                .containsPattern("smallest failing position found \\(smaller ones tried: \\d+\\): cutting 2 2: the program answered First, "
                        + "the right answer is Second");
    }

    @Test
    void theSameSeedDrawsTheSameCases() throws IOException {
        Path echo = script("echo.sh", "while read -r line; do echo \"$line\" >> " + directory.resolve("seen") + "; echo First; done");

        Cli.run("judge", "nim", "--cases", "30", "--seed", "5", "--", "bash", echo.toString());
        String first = Files.readString(directory.resolve("seen")).lines().limit(30).reduce("", (a, b) -> a + b + "\n");
        Files.delete(directory.resolve("seen"));
        Cli.run("judge", "nim", "--cases", "30", "--seed", "5", "--", "bash", echo.toString());
        String again = Files.readString(directory.resolve("seen")).lines().limit(30).reduce("", (a, b) -> a + b + "\n");

        assertThat(again).isEqualTo(first);
        assertThat(first.lines()).allMatch(line -> line.matches("\\d+( \\d+){0,4}"));
    }

    @Test
    void aJavaSingleFileSolutionInTheContestFormatPasses() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

        Cli run = Cli.run("judge", "nim", "--cases", "200", "--header", "--with-count", "--", java, "../examples/judge/NimSolution.java");

        assertThat(run.out()).isEqualTo("all 200 cases agree (nim: sums of 1..5 components of one number from 0 to 100, seed 1)\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void theHelpTellsGameAndProgramNotPositions() {
        Cli run = Cli.run("judge", "--help");

        assertThat(run.out()).startsWith("Usage: grundy judge [OPTIONS] GAME -- PROGRAM [ARGUMENTS...]").doesNotContain("POSITION")
                .contains("  INPUT  := LINE { ';' LINE }", "          | a[n]                  the numbers of its components",
                        "  ANSWER := outcome | value | count | count-distinct");
        assertThat(run.out().lines()).allMatch(line -> line.length() <= 80);
    }

    @Test
    void aProgramThatCannotStartIsBadInput() {
        Cli missing = Cli.run("judge", "nim", "--", directory.resolve("no-such-program").toString());
        Cli missingScript = Cli.run("judge", "nim", "--", "bash", directory.resolve("no-such-script.sh").toString());

        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.out()).isEmpty();
        assertThat(missing.err()).startsWith("grundy: cannot start the program '").hasLineCount(1);
        assertThat(missingScript.exitCode()).isEqualTo(2);
        assertThat(missingScript.err()).startsWith("grundy: the program could not start (exit code 127): ").hasLineCount(1);
    }

    @Test
    void badOptionsAreBadInput() {
        assertBadInput("grundy: unknown game 'nimm'", "judge", "nimm", "--", "bash", NIM);
        assertBadInput("grundy: unknown game 'nimm'", "judge", "nimm", "--numbers", "2", "--", "bash", NIM);
        assertBadInput("grundy: bash: M must be a positive integer, got 'x'", "judge", "bash:x", "--", "bash", NIM);
        assertBadInput("grundy: give one game before --", "judge", "", "--", "bash", NIM);
        assertBadInput("grundy: graph:../examples/dag.txt takes no position of 1..5 numbers, so it cannot be judged: ",
                "judge", "graph:../examples/dag.txt", "--", "bash", NIM);
        assertBadInput("grundy: --numbers must be a count or a range", "judge", "nim", "--numbers", "5..2", "--", "bash", NIM);
        assertBadInput("grundy: --min and --max must be whole numbers with 0 ≤ min ≤ max, got 9 and 3",
                "judge", "nim", "--min", "9", "--max", "3", "--", "bash", NIM);
        assertBadInput("grundy: put the program after --", "judge", "nim", "bash", NIM);
        assertBadInput("grundy: give one game before --", "judge", "--", "bash", NIM);
        assertBadInput("grundy: --words must be two different answers", "judge", "nim", "--words", "Yes,Yes", "--", "bash", NIM);
        assertBadInput("grundy: --time-limit must be a number of seconds", "judge", "nim", "--time-limit", "0", "--", "bash", NIM);
        assertBadInput("grundy: no position of wythoff with 3 numbers", "judge", "wythoff", "--numbers", "3", "--", "bash", NIM);
    }

    @Test
    void speaksChinese() {
        Cli run = Cli.run("judge", "--lang", "zh", "nim", "--cases", "20", "--", "bash", NIM);

        assertThat(run.out()).isEqualTo("全部 20 组数据一致（nim：1..5 个分量之和，每个分量 1 个数，取值 0 到 100，种子 1）\n");
    }

    /** Killed, a process may stay a zombie until the machine's init reaps it: it runs no more. */
    static boolean running(long pid) throws IOException {
        Path stat = Path.of("/proc", String.valueOf(pid), "stat");
        if (Files.exists(stat)) {
            String text = Files.readString(stat);
            return !text.substring(text.lastIndexOf(')') + 2).startsWith("Z");
        }
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isPresent();
    }

    private static void assertBadInput(String start, String... args) {
        Cli run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.err()).as(String.join(" ", args)).startsWith(start).hasLineCount(1);
        assertThat(run.out()).isEmpty();
    }

    private Path script(String name, String text) throws IOException {
        return Files.writeString(directory.resolve(name), text + "\n", StandardCharsets.UTF_8);
    }

    private static ProgramRun program(String... command) {
        return new ProgramRun(List.of(command), Duration.ofSeconds(10), Duration.ZERO);
    }
}
