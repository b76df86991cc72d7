package dev.grundy.cli.judge;

import dev.grundy.cli.CliText;
import dev.grundy.cli.SolutionText;
import dev.grundy.cli.GrundyCommand;
import dev.grundy.cli.PositionArguments;
import dev.grundy.core.Convention;
import dev.grundy.core.Excerpt;
import dev.grundy.core.GrundyException;
import dev.grundy.core.ProgressListener;
import dev.grundy.core.SearchBudget;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.PrintStream;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code grundy judge GAME -- PROGRAM…}: a contest solution checked against Grundy's solver on
 * random positions, its first wrong answer shrunk to a smallest failing position and explained.
 */
@Command(name = "judge", mixinStandardHelpOptions = true,
        customSynopsis = "grundy judge [OPTIONS] GAME -- PROGRAM [ARGUMENTS...]",
        description = {"Checks a contest solution against Grundy: random positions of GAME go to PROGRAM one a line, "
                + "as numbers separated by spaces; it answers one line each, the first of --words when the player to "
                + "move wins and the second when they lose.",
                "The first wrong answer is shrunk to a smallest failing position, shown with the right answer and why. "
                        + "Exit code 0 when every answer agrees, 1 when one does not (or the program crashes, hangs or "
                        + "prints garbage), 2 for bad options or a program that cannot start.",
                "The words before -- are GAME (e.g. nim, wythoff, subtract:1,3,4, or the name of a --rules game); "
                        + "those after it are the program and its arguments."},
        footer = {"", "Examples:", "  grundy judge nim -- bash examples/judge/nim.sh",
                "  grundy judge wythoff --max 1000000 --words Alice,Bob -- java Wythoff.java",
                "  grundy judge subtract:1,3,4 --numbers 1 --header --words 1,0 -- ./a.out",
                "  grundy judge --rules examples/Cutting.java cutting --max 20 -- ./cutting"})
public final class JudgeCommand implements Callable<Integer> {
    private static final String END_OF_OPTIONS = "--";
    /** Every case is kept with its solution until the end, for the report. */
    private static final int MOST_CASES = 100_000;
    private static final double MOST_SECONDS = 86_400;
    /** How many of the smallest wrong answers are tried alone as the start of shrinking. */
    private static final int SHRINK_STARTS_TRIED = 3;

    @ParentCommand
    private GrundyCommand root;

    @Spec
    private CommandSpec spec;

    @Mixin
    private PositionArguments arguments;

    @Option(names = "--cases", paramLabel = "N", defaultValue = "1000",
            description = "How many random positions (default: ${DEFAULT-VALUE}).")
    private int cases;

    @Option(names = "--numbers", paramLabel = "RANGE",
            description = "How many numbers a position has, e.g. 1..5 or 2 (default: those from 1 to 5 the game takes: "
                    + "1..5 for heap games, 2 for wythoff).")
    private String numbers;

    @Option(names = "--min", paramLabel = "N", defaultValue = "0", description = "The smallest number (default: ${DEFAULT-VALUE}).")
    private BigInteger least;

    @Option(names = "--max", paramLabel = "N", defaultValue = "100", description = "The largest number, of any size (default: ${DEFAULT-VALUE}).")
    private BigInteger most;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "The seed of the random positions: the same seed, the same cases (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--words", paramLabel = "WIN,LOSE", defaultValue = "First,Second",
            description = "The program's two answers: the first when the player to move wins, the second when they lose, "
                    + "e.g. Alice,Bob or 1,0 (default: ${DEFAULT-VALUE}). White space around an answer is ignored; blank lines are skipped.")
    private String words;

    @Option(names = "--ignore-case", description = "Take 'first' for 'First' (by default answers are compared exactly, as a contest's checker does).")
    private boolean ignoreCase;

    @Option(names = "--header", description = "Start the input with a line holding the number of cases.")
    private boolean header;

    @Option(names = "--with-count", description = "Start each position's line with how many numbers follow.")
    private boolean withCount;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "2",
            description = {"How long the program may take for each answer (default: ${DEFAULT-VALUE}): the first within SECONDS "
                    + "of its start (and --startup), each next one within SECONDS of the one before, its end within SECONDS "
                    + "of its last. A program past it is stopped and reported."})
    private double timeLimit;

    @Option(names = "--startup", paramLabel = "SECONDS", defaultValue = "10",
            description = {"How much longer the first answer may take, for the program to start: a JVM running a single-file "
                    + "program compiles it first (default: ${DEFAULT-VALUE})."})
    private double startup;

    /**
     * The shared position arguments take GAME and PROGRAM here, which the synopsis and description
     * tell; their list entry, about positions, would mislead, so the help leaves it out.
     *
     * @param judge the judge command's command line
     */
    public static void hidePositionHelp(CommandLine judge) {
        judge.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_PARAMETER_LIST, help -> "");
    }

    @Override
    public Integer call() {
        Invocation invocation = invocation();
        AnswerWords answers = AnswerWords.parse(words, ignoreCase);
        checkRanges();
        SearchBudget budget = arguments.budget(ProgressListener.NONE);
        return arguments.withinLimits(budget, () -> judge(invocation, answers, budget));
    }

    private int judge(Invocation invocation, AnswerWords answers, SearchBudget budget) {
        GameCases game = new GameCases(arguments.parser(), invocation.game(), arguments.solver(budget), budget);
        NumberCount taken = game.counts(seed, least, most);
        NumberCount count = numbers != null ? NumberCount.parse(numbers) : taken;
        List<JudgeCase> drawn = game.draw(new RandomNumbers(seed, count, least, most), cases);
        CaseInput input = new CaseInput(header, withCount);
        ProgramRun program = new ProgramRun(invocation.program(), duration(timeLimit), duration(startup));
        Judge judge = new Judge(program, input, answers);
        Judge.Batch batch = judge.all(drawn);
        RunVerdict verdict = batch.verdict();
        checkStarted(verdict);
        Object setting = CliText.of(count.most() == 1 ? "judge.settingOne" : "judge.setting", invocation.game(), count, least, most,
                seed, arguments.convention() == Convention.MISERE ? CliText.of("judge.misere") : "");
        if (verdict.agrees()) {
            say("judge.agree", drawn.size(), setting);
            return 0;
        }
        int failing = judge.firstFailing(drawn, verdict);
        JudgeCase first = drawn.get(failing);
        if (verdict.wrongCase() >= 0) {
            say("judge.caseFailed", failing + 1, drawn.size(), first, verdict.phrase(program.limit()));
            say("judge.disagreeing", batch.disagreeing().size(), drawn.size(), setting);
        } else {
            say("judge.runFailed", drawn.size(), setting, verdict.phrase(program.limit()));
            say("judge.firstFailing", failing + 1, drawn.size(), first);
        }
        Failure start = failingAlone(judge, smallestFirst(drawn, batch.disagreeing()), first);
        if (start == null) {
            say(failing == 0 ? "judge.unrepeated" : "judge.contextual", failing + 1);
            explain(first, input);
        } else {
            Failure smallest = shrink(start, judge, game, count);
            explain(smallest.judged(), input);
        }
        return 1;
    }

    /** A case that fails when run alone, and how. */
    private record Failure(JudgeCase judged, RunVerdict verdict) {
    }

    /**
     * Shrinking starts from the smallest case answered wrong that fails alone too: greedy shrinking
     * stops at a local minimum, and a small start reaches a small one (for Nim, a wrong nim-sum of
     * five heaps has no failing neighbour one number smaller, where one heap would).
     *
     * @return the case to shrink, or null when even the first failing case is answered right alone
     */
    private static Failure failingAlone(Judge judge, List<JudgeCase> wrong, JudgeCase first) {
        List<JudgeCase> tried = wrong.subList(0, Math.min(wrong.size(), SHRINK_STARTS_TRIED));
        for (JudgeCase candidate : tried) {
            RunVerdict alone = judge.alone(candidate);
            if (!alone.agrees()) {
                return new Failure(candidate, alone);
            }
        }
        RunVerdict alone = tried.contains(first) ? null : judge.alone(first);
        return alone == null || alone.agrees() ? null : new Failure(first, alone);
    }

    /** @return the smallest failing case found, with what the program did on it, which is told */
    private Failure shrink(Failure start, Judge judge, GameCases game, NumberCount count) {
        Failure[] last = {start};
        Shrinker.Shrunk shrunk = new Shrinker(count.fewest(), least).shrink(start.judged().numbers(),
                candidate -> game.caseOf(candidate).map(judged -> {
                    RunVerdict alone = judge.alone(judged);
                    if (!alone.agrees()) {
                        last[0] = new Failure(judged, alone);
                    }
                    return !alone.agrees();
                }).orElse(false));
        Failure smallest = last[0];
        say(shrunk.finished() ? "judge.shrunk" : "judge.shrunkUnfinished", shrunk.tries(), smallest.judged(),
                smallest.verdict().phrase(duration(timeLimit)));
        return smallest;
    }

    private static List<JudgeCase> smallestFirst(List<JudgeCase> drawn, List<Integer> indexes) {
        return indexes.stream().map(drawn::get).sorted(Comparator.comparingInt((JudgeCase judged) -> judged.numbers().size())
                .thenComparing(judged -> judged.numbers().stream().reduce(BigInteger.ZERO, BigInteger::add))).toList();
    }

    /** The failing case's input as the program read it, then Grundy's solution of it: the right answer and why. */
    private void explain(JudgeCase judged, CaseInput input) {
        PrintStream out = root.console().out();
        say("judge.input");
        input.of(List.of(judged)).lines().forEach(line -> out.println("  " + line));
        out.println();
        new SolutionText(out, root.locale()).print(judged.solution());
    }

    /** A shell says 127 for a program it cannot find and 126 for one it cannot run: that is no answer to judge. */
    private static void checkStarted(RunVerdict verdict) {
        if (verdict instanceof RunVerdict.Crashed crashed && crashed.answered() == 0
                && (crashed.exitCode() == 126 || crashed.exitCode() == 127)) {
            throw new GrundyException(CliText.of("judge.error.notStarted", crashed.exitCode(),
                    Excerpt.of(crashed.stderr().strip().lines().findFirst().orElse(""))));
        }
    }

    private void say(String key, Object... args) {
        root.console().out().println(root.say(CliText.of(key, args)));
    }

    /** The game and the program: the words before {@code --} and after it. */
    private record Invocation(String game, List<String> program) {
    }

    private Invocation invocation() {
        List<String> given = arguments.words();
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        int end = original.indexOf(END_OF_OPTIONS);
        int programWords = end < 0 ? 0 : original.size() - end - 1;
        if (programWords == 0 || programWords > given.size()) {
            throw new GrundyException(CliText.of("judge.error.noProgram"));
        }
        List<String> before = given.subList(0, given.size() - programWords);
        if (before.size() != 1) {
            throw new GrundyException(CliText.of("judge.error.game", Excerpt.of(String.join(" ", before))));
        }
        return new Invocation(before.get(0), List.copyOf(given.subList(before.size(), given.size())));
    }

    private void checkRanges() {
        if (cases < 1 || cases > MOST_CASES) {
            throw new GrundyException(CliText.of("judge.error.cases", MOST_CASES, cases));
        }
        if (least.signum() < 0 || least.compareTo(most) > 0) {
            throw new GrundyException(CliText.of("judge.error.range", least, most));
        }
        if (!(timeLimit > 0 && timeLimit <= MOST_SECONDS)) {
            throw new GrundyException(CliText.of("judge.error.timeLimit", "--time-limit", timeLimit));
        }
        if (!(startup >= 0 && startup <= MOST_SECONDS)) {
            throw new GrundyException(CliText.of("judge.error.timeLimit", "--startup", startup));
        }
    }

    private static Duration duration(double seconds) {
        return Duration.ofMillis(Math.round(seconds * 1000));
    }
}
