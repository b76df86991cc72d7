package dev.grundy.cli;

import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.Rules;
import dev.grundy.core.Convention;
import dev.grundy.solve.Solvers;
import dev.grundy.solve.PositionSolver;
import dev.grundy.core.ProgressListener;
import dev.grundy.core.SearchBudget;
import dev.grundy.spec.GameType;
import dev.grundy.spec.PositionParser;
import dev.grundy.rules.RulesGame;
import dev.grundy.rules.RulesLoader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;

/** The position a command works on, the games it may use, the play convention, and the work it may take. */
final class PositionArguments {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(arity = "0..*", paramLabel = "POSITION",
            description = "GAME NUMBERS..., sums joined by a lone +, e.g. nim 3 4 5 + bash:3 10")
    private List<String> words = List.of();

    @Option(names = "--rules", paramLabel = "FILE",
            description = "A game of your own: a Java file with one public class implementing dev.grundy.core.Rules, "
                    + "compiled now (a JDK is needed). Its game joins the others under its name; words that do not "
                    + "start with a game's name are its positions, e.g. --rules Cutting.java 4 2 + nim 3.")
    private Path rules;

    private PositionParser parser;

    @Option(names = "--misere", description = "Play the whole position misère: whoever makes the last move loses "
            + "(the same as --convention misere).")
    private boolean misere;

    @Option(names = "--convention", paramLabel = "NAME", converter = ConventionConverter.class,
            description = "How the whole position is played: normal (whoever cannot move loses; the default) or misere.")
    private Convention convention;

    @Option(names = "--max-states", paramLabel = "N", defaultValue = "" + SearchBudget.DEFAULT_MAX_STATES,
            description = "Stop with an error after exploring N states (default: ${DEFAULT-VALUE}).")
    private long maxStates;

    /** @return true when a position was given on the command line */
    boolean given() {
        return !words.isEmpty();
    }

    /** @return how the whole position is played */
    Convention convention() {
        if (misere && convention != null && convention != Convention.MISERE) {
            throw new ParameterException(command.commandLine(), say(CliText.of("error.conventionClash", convention.word())));
        }
        return misere ? Convention.MISERE : convention == null ? Convention.NORMAL : convention;
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
    PositionParser parser() {
        if (parser == null) {
            parser = rules == null ? root().parser() : rulesParser();
        }
        return parser;
    }

    private PositionParser rulesParser() {
        Rules<?> loaded = new RulesLoader().load(rules);
        GameType type = RulesGame.type(loaded, rules.toString());
        return new PositionParser(root().registry().with(type), type.name());
    }

    private GrundyCommand root() {
        return (GrundyCommand) command.root().userObject();
    }

    private String say(Phrase phrase) {
        return root().say(phrase);
    }
}
