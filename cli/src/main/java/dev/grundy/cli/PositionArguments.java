package dev.grundy.cli;

import dev.grundy.core.GrundyException;
import dev.grundy.core.MemoryLimitException;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.Convention;
import dev.grundy.solve.Solvers;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.Solution;
import dev.grundy.core.ProgressListener;
import dev.grundy.core.SearchBudget;
import dev.grundy.spec.GameType;
import dev.grundy.spec.PositionParser;
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

    @Option(names = "--misere", description = "Play the whole position misère: whoever makes the last move loses "
            + "(the same as --convention misere).")
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

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "Stop with an error after SECONDS of work, saying how far the search got (default: none).")
    private Double timeout;

    /** @return true when a position was given on the command line */
    boolean given() {
        return !words.isEmpty();
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
    SearchBudget budget(ProgressListener progress, int mostListed) {
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
        if (timeout != null && !(timeout > 0)) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.timeout", timeout)));
        }
        if (own.given()) {
            // Compiling a game of one's own is not the work timed, and an interrupt would break the compiler.
            parser();
        }
        try {
            return TimeLimit.run(timeout, budget, work);
        } catch (MemoryLimitException e) {
            throw new GrundyException(CliText.of(e.heapFull() ? "error.heapFull" : "error.memoryLimit", e.phrase()));
        }
    }

    /**
     * @param solver a solver
     * @param budget its budget
     * @return the same solver, each of whose answers is worked out within the limits (for {@code play})
     */
    PositionSolver eachWithinLimits(PositionSolver solver, SearchBudget budget) {
        return new PositionSolver() {
            @Override
            public Solution solve(Position position) {
                return withinLimits(budget, () -> solver.solve(position));
            }

            @Override
            public MoveList moves(Position position, int limit) {
                return withinLimits(budget, () -> solver.moves(position, limit));
            }
        };
    }

    /**
     * @param budget the work the search may do
     * @return the solver for the play convention the options ask for
     */
    public PositionSolver solver(SearchBudget budget) {
        return Solvers.of(convention(), budget);
    }

    /**
     * @param budget the work the games may do
     * @return the position given on the command line
     */
    Position position(SearchBudget budget) {
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

    private GrundyCommand root() {
        return (GrundyCommand) command.root().userObject();
    }

    private String say(Phrase phrase) {
        return root().say(phrase);
    }
}
