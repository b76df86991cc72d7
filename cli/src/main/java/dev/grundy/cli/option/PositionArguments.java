package dev.grundy.cli.option;

import dev.grundy.rules.ShapeRules;
import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.LimitedWork;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.core.Convention;
import dev.grundy.core.Position;
import dev.grundy.language.GameType;
import dev.grundy.language.PositionParser;
import dev.grundy.misere.quotient.QuotientFolder;
import dev.grundy.play.Solvers;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.Solution;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.function.Supplier;

/** The position a command works on, the games it may use, the play convention, and the work it may take. */
public final class PositionArguments {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(arity = "0..*", paramLabel = "POSITION",
            description = "GAME NUMBERS..., sums joined by a lone +, e.g. nim 3 4 5 + bash:3 10")
    private List<String> words = List.of();

    @Mixin
    private OwnGame own;

    private PositionParser parser;

    /** How long a misère search, or a search of a game of one's own, runs when {@code --timeout} is not given. */
    public static final double SEARCH_SECONDS = 60;
    /** The system property that sets another default for those searches, in seconds. */
    public static final String SEARCH_SECONDS_PROPERTY = "grundy.search.seconds";

    @Option(names = "--misere", description = "Play the whole position misère: whoever makes the last move loses "
            + "(the same as --convention misere). A misère search (and a search of a game of your own) stops after 60 seconds unless --timeout is given.")
    private boolean misere;

    @Option(names = "--convention", paramLabel = "NAME", converter = ConventionConverter.class,
            description = "How the whole position is played: normal (whoever cannot move loses; the default), misere "
                    + "(whoever makes the last move loses) or every (each turn, a move in every component that can move; "
                    + "the last move wins).")
    private Convention convention;

    @Option(names = "--max-states", paramLabel = "N", defaultValue = "" + SearchBudget.DEFAULT_MAX_STATES,
            description = "Stop with an error after exploring N states (default: ${DEFAULT-VALUE}).")
    private long maxStates;

    @Option(names = "--max-memory", paramLabel = "SIZE",
            description = "Stop with an error when the search's states would hold more than SIZE, e.g. 512m or 2g, "
                    + "each state counted at its estimated size (default: half of Java's memory).")
    private String maxMemory;

    @Mixin
    private TimeoutOption timeout;

    /** @return true when a position was given on the command line */
    public boolean given() {
        return !words.isEmpty();
    }

    /** @return the one-line game over strings, lists, grids or trees of {@code --moves}, or null when there is none */
    public ShapeRules shapes() {
        return own.shapes();
    }

    /** @return the words given where a position goes, as written (judge splits them into its game and program) */
    public List<String> words() {
        return words;
    }

    /** @return how the whole position is played */
    public Convention convention() {
        if (misere && convention != null && convention != Convention.MISERE) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.conventionClash", convention.word())));
        }
        return misere ? Convention.MISERE : convention == null ? Convention.NORMAL : convention;
    }

    /**
     * @param progress told of the search's progress
     * @return a fresh budget of the size the options ask for
     */
    public SearchBudget budget(ProgressListener progress) {
        return budget(progress, SearchBudget.DEFAULT_MOST_LISTED);
    }

    /**
     * @param progress told of the search's progress
     * @param mostListed the most moves an answer lists
     * @return a fresh budget of the size the options ask for
     */
    public SearchBudget budget(ProgressListener progress, int mostListed) {
        if (maxStates <= 0) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.maxStates", maxStates)));
        }
        long bytes = maxMemory == null ? SearchBudget.Limits.defaultMaxBytes() : MemorySize.parse(maxMemory);
        if (bytes <= 0) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.maxMemory", maxMemory)));
        }
        return new SearchBudget(new SearchBudget.Limits(maxStates, bytes, mostListed), progress);
    }

    /**
     * Runs a command's work within {@code --timeout}: when the time is up the work is interrupted
     * and stops with one line saying how far it got; so does a search at its memory limit.
     *
     * @param budget the work's budget, for how far it got
     * @param work the work
     * @param <T> its result
     * @return its result
     */
    public <T> T withinLimits(SearchBudget budget, Supplier<T> work) {
        return within(timeout.seconds(command.commandLine(), root().locale()), budget, work);
    }

    /**
     * As {@link #withinLimits}, for a search of the given position: played misère, or of a game of
     * one's own ({@code --moves}, {@code --rules}), it stops after {@link #SEARCH_SECONDS} unless
     * {@code --timeout} says otherwise. A misère sum whose quotient cannot be found searches, and
     * fills memory, for minutes before the state limit; so does a heap of one's own game beyond its
     * table with no period to answer from, when each state has a million moves (subtract a square
     * at 10^12): the state limit counts states, not the moves each one lists.
     *
     * @param budget the search's budget, for how far it got
     * @param work the search
     * @param <T> its result
     * @return its result
     */
    public <T> T searchWithinLimits(SearchBudget budget, Supplier<T> work) {
        Double seconds = timeout.seconds(command.commandLine(), root().locale());
        return within(seconds == null && (convention() == Convention.MISERE || own.given()) ? Double.valueOf(defaultSeconds()) : seconds, budget, work);
    }

    /** The default limit of those searches; the system property {@value #SEARCH_SECONDS_PROPERTY} sets another, for tests. */
    private static double defaultSeconds() {
        String set = System.getProperty(SEARCH_SECONDS_PROPERTY);
        return set == null ? SEARCH_SECONDS : Double.parseDouble(set);
    }

    private <T> T within(Double seconds, SearchBudget budget, Supplier<T> work) {
        if (own.given()) {
            // Compiling a game of one's own is not the work timed, and an interrupt would break the compiler.
            parser();
        }
        try {
            return TimeLimit.run(seconds, budget, work);
        } catch (MemoryLimitException e) {
            throw new GrundyException(CliText.of(e.heapFull() ? "error.heapFull" : "error.memoryLimit", e.phrase()));
        }
    }

    /**
     * @param budget the work's budget
     * @return each piece of work it is given, run within the limits (for {@code play}, which asks many times)
     */
    public LimitedWork limited(SearchBudget budget) {
        return new LimitedWork() {
            @Override
            public <T> T run(Supplier<T> work) {
                return searchWithinLimits(budget, work);
            }
        };
    }

    /**
     * @param budget the work the search may do
     * @return the solver for the play convention the options ask for
     */
    public PositionSolver solver(SearchBudget budget) {
        return Solvers.of(convention(), budget, QuotientFolder.standard());
    }

    /**
     * @param budget the work the games may do
     * @return the position given on the command line
     */
    public Position position(SearchBudget budget) {
        if (words.isEmpty()) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.missingPosition")));
        }
        return parser().parse(words, budget);
    }

    /**
     * The position language with the standard games and, given {@code --rules}, the game of that
     * file, compiled the first time it is asked for.
     *
     * @return the parser
     */
    public PositionParser parser() {
        if (parser == null) {
            parser = own.given() ? rulesParser() : root().parser();
        }
        return parser;
    }

    private PositionParser rulesParser() {
        own.watch(root());
        GameType type = own.type();
        return new PositionParser(root().registry().with(type), type.name());
    }

    private CommandContext root() {
        return (CommandContext) command.root().userObject();
    }

    private String say(Phrase phrase) {
        return root().say(phrase);
    }
}
