package dev.grundy.cli;

import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.solve.MisereSolver;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.ProgressListener;
import dev.grundy.solve.SearchBudget;
import dev.grundy.solve.SumSolver;
import dev.grundy.spec.PositionParser;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;

/** The position a command works on, the play convention, and the work it may take. */
final class PositionArguments {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(arity = "0..*", paramLabel = "POSITION",
            description = "GAME NUMBERS..., sums joined by a lone +, e.g. nim 3 4 5 + bash:3 10")
    private List<String> words = List.of();

    @Option(names = "--misere", description = "Play the whole position misère: whoever makes the last move loses.")
    private boolean misere;

    @Option(names = "--max-states", paramLabel = "N", defaultValue = "" + SearchBudget.DEFAULT_MAX_STATES,
            description = "Stop with an error after exploring N states (default: ${DEFAULT-VALUE}).")
    private long maxStates;

    /** @return true when a position was given on the command line */
    boolean given() {
        return !words.isEmpty();
    }

    /** @return true when the whole position is played misère */
    boolean misere() {
        return misere;
    }

    /**
     * @param progress told of the search's progress
     * @return a fresh budget of the size the options ask for
     */
    SearchBudget budget(ProgressListener progress) {
        if (maxStates <= 0) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.maxStates", maxStates)));
        }
        return new SearchBudget(maxStates, progress);
    }

    /**
     * @param budget the work the search may do
     * @return the solver for the play convention the options ask for
     */
    PositionSolver solver(SearchBudget budget) {
        return misere ? new MisereSolver(budget) : new SumSolver();
    }

    /**
     * @param parser the position language
     * @param budget the work the games may do
     * @return the position given on the command line
     */
    Position position(PositionParser parser, SearchBudget budget) {
        if (words.isEmpty()) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.missingPosition")));
        }
        return parser.parse(words, budget);
    }

    private String say(Phrase phrase) {
        return ((GrundyCommand) command.root().userObject()).say(phrase);
    }
}
