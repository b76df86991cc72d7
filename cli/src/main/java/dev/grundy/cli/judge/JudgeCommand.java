package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.rules.ShapeKind;
import dev.grundy.rules.ShapeRules;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.PositionArguments;
import dev.grundy.core.Convention;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code grundy judge GAME -- PROGRAM…}: a contest solution checked against Grundy's solver on
 * random positions, its first wrong answer shrunk to a smallest failing position and explained.
 */
@Command(name = "judge", mixinStandardHelpOptions = true,
        customSynopsis = "grundy judge [OPTIONS] GAME -- PROGRAM [ARGUMENTS...]",
        description = {"Checks a contest solution against Grundy: random positions of GAME go to PROGRAM as the "
                + "problem's input says (--input; by default one a line, as numbers separated by spaces); it answers one "
                + "line each, as --answer says (by default the first of --words when the player to move wins and the "
                + "second when they lose); with --interactive it plays them against the judge.",
                "Heap games (a component is one number, own --moves games too) are drawn as sums of 1..5 components; "
                        + "--components A..B draws sums of any game. The first cases are the boundaries: the fewest "
                        + "components at --min (the empty sum for --components 0..B), the most at --max, all equal.",
                "The first wrong answer is shrunk to a smallest failing position, shown with the right answer and why. "
                        + "Exit code 0 when every answer agrees, 1 when one does not (or the program crashes, hangs or "
                        + "prints garbage), 2 for bad options or a program that cannot start.",
                "The words before -- are GAME (e.g. nim, wythoff, subtract:1,3,4, or the name of a --rules game); "
                        + "those after it are the program and its arguments."},
        footer = {"", "The input and the answers, described once:",
                "  INPUT  := LINE { ';' LINE }     a line of the input each",
                "  LINE   := ITEM { ' ' ITEM }",
                "  ITEM   := t                     the number of cases, a first line;",
                "                                  the lines after it repeat per case",
                "          | n                     the case's number of components",
                "          | a[n]                  the numbers of its components",
                "          | s                     a string (a --moves '(String s) -> ...' game)",
                "          | e[n-1]                a tree's edges, a line 'u v' each",
                "                                  (a --moves '(Tree t) -> ...' game; n: its vertices)",
                "          | g[n]                  a grid's rows, a line each (a --moves",
                "                                  '(char[][] g) -> ...' game; n: rows, m: columns)",
                "          | k                     alone on a line: how many strings, trees or",
                "                                  grids a case sums; the lines after it repeat",
                "                                  for each of them",
                "  ANSWER := outcome | value | count | count-distinct",
                "          | move [MOVE] | smallest-move [MOVE]",
                "  MOVE   := ITEM { ' ' ITEM }     ITEM: i (the component, from 1),",
                "                                  to (what it becomes; 0: nothing left),",
                "                                  take (how much it loses); default i to",
                "                                  of strings, trees, grids: [i] to | [i] edge",
                "                                  | [i] cells: the string left, the edge 'u v'",
                "                                  deleted, the cells 'r c' changed",
                "", "Examples:", "  grundy judge nim -- bash examples/judge/nim.sh",
                "  grundy judge wythoff --max 1000000 --words Alice,Bob -- java Wythoff.java",
                "  grundy judge subtract:1,3,4 --input 't; n; a[n]' --words 1,0 -- ./a.out",
                "  grundy judge --moves 'n -> take(n, 1, 3, 4)' line --components 0..6 -- ./a",
                "  grundy judge nim --answer 'smallest-move i take' --words _,-1 -- ./a.out",
                "  grundy judge nim --interactive --input 't; n; a[n]' -- ./a.out",
                "  grundy judge --moves @cram.line line --components 2 --answer move -- ./a",
                "  grundy judge --rules examples/Cutting.java cutting --max 20 -- ./cutting"})
public final class JudgeCommand implements Callable<Integer> {
    private static final String END_OF_OPTIONS = "--";
    /** Every case is kept with its solution until the end, for the report. */
    private static final int MOST_CASES = 100_000;
    private static final double MOST_SECONDS = 86_400;
    /** Sums of one to five heaps: a heap game's cases unless --components or --numbers say otherwise. */
    private static final NumberCount DEFAULT_SUMS = new NumberCount(1, 5);

    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    @Mixin
    private PositionArguments arguments;

    @Option(names = "--cases", paramLabel = "N", defaultValue = "1000",
            description = "How many random positions (default: ${DEFAULT-VALUE}).")
    private int cases;

    @Option(names = "--components", paramLabel = "RANGE",
            description = "Draw sums of A..B components of the game, e.g. 0..5 (0: the empty sum), any game, own ones included, "
                    + "strings, trees and grids too (input: k, then each) (default for heap games, whose component is one number, own "
                    + "one-number games too: 1..5; else 1).")
    private String components;

    @Option(names = "--numbers", paramLabel = "RANGE",
            description = "How many numbers a component has, e.g. 2 or 1..5 (default: the fewest the game takes: 1 for heap "
                    + "games, 2 for wythoff); for a heap game, the same as --components.")
    private String numbers;

    @Option(names = "--min", paramLabel = "N", defaultValue = "0", description = "The smallest number (default: ${DEFAULT-VALUE}).")
    private BigInteger least;

    @Option(names = "--max", paramLabel = "N", defaultValue = "100", description = "The largest number, of any size (default: ${DEFAULT-VALUE}).")
    private BigInteger most;

    @Option(names = "--alphabet", paramLabel = "CHARS",
            description = "The characters of the strings or the cells of the grids drawn for a one-line game over them, the "
                    + "first an empty cell, e.g. abc (default: ab for strings, .# for grids).")
    private String alphabet;

    @Option(names = "--size", paramLabel = "RANGE",
            description = "The length of the strings, the vertices of the trees, or the rows and the columns of the grids drawn "
                    + "for a one-line game over them, e.g. 1..20 (default: 1..10; 1..4 for grids).")
    private String size;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "The seed of the random positions: the same seed, the same cases (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--words", paramLabel = "WIN,LOSE", defaultValue = "First,Second",
            description = "The program's two answers: the first when the player to move wins, the second when they lose, "
                    + "e.g. Alice,Bob or 1,0 (default: ${DEFAULT-VALUE}). White space around an answer is ignored; blank lines are skipped.")
    private String words;

    @Option(names = "--ignore-case", description = "Take 'first' for 'First' (by default answers are compared exactly, as a contest's checker does).")
    private boolean ignoreCase;

    @Option(names = "--input", paramLabel = "DESCRIPTION",
            description = {"The input as the problem describes it: lines separated by ;, items by spaces. Items: t (the "
                    + "number of cases, alone on the first line; the lines after it are written for each case), n (the "
                    + "case's number of components), a[n] (their numbers), s (a string), e[n-1] (a tree's edges, a line each; n is then "
                    + "its vertices), g[n] (a grid's rows, a line each; n is then its rows, m its columns), k (alone on a line: how "
                    + "many strings, trees or grids a case sums; the lines after it are written for each). Without t, cases follow "
                    + "one another to the end of the input. E.g. 't; n; a[n]' or 't; k; n m; g[n]' (default: 'a[n]', one case a line)."})
    private String inputDescription;

    @Option(names = "--header", description = "Start the input with a line holding the number of cases (--input 't; a[n]').")
    private boolean header;

    @Option(names = "--with-count", description = "Start each case's line with how many numbers follow (--input 'n a[n]').")
    private boolean withCount;

    @Option(names = "--answer", paramLabel = "KIND",
            description = {"What the program answers for each case, one line: outcome (one of --words; the default), value "
                    + "(the Sprague-Grundy value), count (the number of winning moves, each component apart), count-distinct "
                    + "(moves to the same position counted once), move (any winning move, played and checked by the engine; "
                    + "where there is none, the second of --words) or smallest-move (the winning move whose numbers are "
                    + "smallest). A move is written 'i to' (the component's number from 1, and what it becomes) unless "
                    + "the kind says otherwise, e.g. 'move i take'; of a string, tree or grid as the string it leaves (to), the edge "
                    + "'u v' it deletes (edge) or the cells 'r c' it changes (cells), after i for sums, e.g. 'move i cells'."})
    private String answer = "outcome";

    @Option(names = "--interactive",
            description = {"Play each case against the program, as an interactor: the judge writes the case (as --input "
                    + "says), the program answers the first of --words to move first or the second to let the judge "
                    + "start, then moves alternate a line each (as --answer move says); the judge writes 0 when the game "
                    + "is over. The judge plays perfectly: the program must win every game. A tree's edges are named as the input numbered them, before any cut."})
    private boolean interactive;

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
        // A class, not a lambda: a lambda of a picocli interface keeps it out of the launcher's archive.
        judge.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_PARAMETER_LIST, new CommandLine.IHelpSectionRenderer() {
            @Override
            public String render(CommandLine.Help help) {
                return "";
            }
        });
    }

    @Override
    public Integer call() {
        Invocation invocation = invocation();
        AnswerWords words = AnswerWords.parse(this.words, ignoreCase);
        InputFormat input = inputFormat();
        checkRanges();
        SearchBudget budget = arguments.budget(ProgressListener.NONE);
        return arguments.withinLimits(budget, () -> judge(invocation, words, input, budget));
    }

    private int judge(Invocation invocation, AnswerWords words, InputFormat written, SearchBudget budget) {
        GameCases probed = new GameCases(arguments.parser(), invocation.game(), arguments.solver(budget), budget);
        ShapeCoding coding = coding();
        GameCases game = coding != null ? probed.coded(coding) : probed.shaped(shape(probed.taken(seed, least, most)));
        InputFormat input = coding == null ? written.uncoded() : (inputDescription == null ? InputFormat.parse(coding.defaultInput()) : written).coded(coding);
        AnswerKind kind = AnswerKind.parse(answer, words, game);
        CaseDraws draws = coding != null ? new ShapeDraws(seed, coding) : new RandomNumbers(seed, game.shape(), least, most);
        List<JudgeCase> drawn = game.draw(draws, cases);
        ProgramRun program = new ProgramRun(invocation.program(), duration(timeLimit), duration(startup));
        Judge judge = new Judge(runner(program, input, words, kind, game));
        Judge.Batch batch = judge.all(drawn);
        RunVerdict verdict = batch.verdict();
        checkStarted(verdict);
        Object setting = coding != null ? coded(invocation.game(), coding) : setting(invocation.game(), game.shape());
        if (verdict.agrees()) {
            say(interactive ? "judge.agreeGames" : "judge.agree", drawn.size(), setting);
            return 0;
        }
        return new FailureReport(judge, game, input, program, least, interactive, root.console().out(), root.locale())
                .report(drawn, batch, setting);
    }

    /** Answers written on the input at once, or games played, whose moves are written as a move answer says. */
    private CaseRunner runner(ProgramRun program, InputFormat input, AnswerWords words, AnswerKind kind, GameCases game) {
        if (!interactive) {
            return new AnswerRunner(program, input, kind);
        }
        AnswerKind played = kind instanceof AnswerWords ? AnswerKind.parse("move", words, game) : kind;
        if (!(played instanceof MoveAnswer moves)) {
            throw new GrundyException(CliText.of("judge.error.interactiveAnswer", Excerpt.of(answer)));
        }
        return new Interactor(program, input, words, moves, game, arguments.convention(), seed);
    }

    /**
     * The cases' shape: sums of components when asked for, or when the game is a heap game (its
     * component is one number: contests give its positions as lists of heaps); else one component.
     */
    private CaseShape shape(GameCases.Taken taken) {
        NumberCount one = new NumberCount(1, 1);
        if (components != null) {
            int size = taken.componentSize();
            NumberCount each = numbers != null ? NumberCount.parse(numbers) : new NumberCount(size, size);
            if (!each.single()) {
                throw new GrundyException(CliText.of("judge.error.componentNumbers", each));
            }
            return new CaseShape(NumberCount.parseComponents(components), each, taken.listsAreSums() && each.fewest() == 1);
        }
        if (taken.heapLike()) {
            return new CaseShape(numbers != null ? NumberCount.parse(numbers) : DEFAULT_SUMS, one, taken.listsAreSums());
        }
        return new CaseShape(one, numbers != null ? NumberCount.parse(numbers) : taken.counts(), false);
    }

    /** @return how a one-line game's strings or trees are drawn, or null for a game of numbers (lists of a line over lists included) */
    private ShapeCoding coding() {
        ShapeRules shapes = arguments.shapes();
        return shapes == null || shapes.kind() == ShapeKind.LIST ? null : ShapeCoding.of(shapes.kind(),
                alphabet != null ? alphabet : shapes.kind() == ShapeKind.GRID ? ".#" : "ab", size, components);
    }

    private Object coded(String game, ShapeCoding coding) {
        Object misere = arguments.convention() == Convention.MISERE ? CliText.of("judge.misere") : "";
        Object drawn = switch (coding.kind()) {
            case STRING -> CliText.of("judge.shapeString", coding.sizes(), coding.alphabet());
            case TREE -> CliText.of("judge.shapeTree", coding.sizes());
            default -> CliText.of("judge.shapeGrid", coding.sizes(), coding.alphabet());
        };
        return CliText.of(coding.summed() ? "judge.settingShapeSums" : "judge.settingShape", game, drawn, seed, misere, coding.components());
    }

    private Object setting(String game, CaseShape shape) {
        Object misere = arguments.convention() == Convention.MISERE ? CliText.of("judge.misere") : "";
        if (shape.summed()) {
            return CliText.of(shape.numbers().fewest() == 1 ? "judge.settingSums" : "judge.settingSumsOf", game,
                    shape.components(), least, most, seed, misere, shape.numbers());
        }
        return CliText.of(shape.numbers().most() == 1 ? "judge.settingOne" : "judge.setting", game, shape.numbers(), least, most,
                seed, misere);
    }

    private InputFormat inputFormat() {
        if (inputDescription == null) {
            return InputFormat.of(header, withCount);
        }
        if (header || withCount) {
            throw new GrundyException(CliText.of("judge.error.inputTwice"));
        }
        return InputFormat.parse(inputDescription);
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
        if (before.size() != 1 || before.get(0).isBlank()) {
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
