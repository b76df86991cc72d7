package dev.grundy.cli;

import dev.grundy.core.Position;
import dev.grundy.solve.ProgressListener;
import dev.grundy.solve.SearchBudget;
import dev.grundy.spec.PositionParser;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;

/** The position a command works on, and the work it may take. */
final class PositionArguments {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(arity = "1..*", paramLabel = "POSITION",
            description = "GAME NUMBERS..., sums joined by a lone +, e.g. nim 3 4 5 + bash:3 10")
    private List<String> words;

    @Option(names = "--max-states", paramLabel = "N", defaultValue = "" + SearchBudget.DEFAULT_MAX_STATES,
            description = "Stop with an error after exploring N states (default: ${DEFAULT-VALUE}).")
    private long maxStates;

    /**
     * @param progress told of the search's progress
     * @return the budget the options ask for
     */
    SearchBudget budget(ProgressListener progress) {
        if (maxStates <= 0) {
            throw new ParameterException(command.commandLine(), "--max-states must be positive, got " + maxStates);
        }
        return new SearchBudget(maxStates, progress);
    }

    /**
     * @param parser the position language
     * @param budget the work the games may do
     * @return the position given on the command line
     */
    Position position(PositionParser parser, SearchBudget budget) {
        return parser.parse(words, budget);
    }
}
