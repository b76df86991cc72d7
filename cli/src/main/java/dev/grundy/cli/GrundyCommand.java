package dev.grundy.cli;

import dev.grundy.spec.GameRegistry;
import dev.grundy.spec.PositionParser;
import dev.grundy.spec.StandardGames;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** The top command: {@code grundy SUBCOMMAND ...}. */
@Command(name = "grundy",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "Solves impartial combinatorial games exactly: who wins, the nim-value, every winning move.",
        subcommands = {SolveCommand.class, MovesCommand.class, SequenceCommand.class, PlotCommand.class, GamesCommand.class,
                WythoffPairCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Positions are written GAME NUMBERS..., sums joined by a lone +:",
                "  grundy solve nim 3 4 5",
                "  grundy solve bash:3 5 + bash:3 7 + bash:3 9",
                "'grundy games' lists the games."})
public final class GrundyCommand implements Runnable {
    private final Console console;
    private final GameRegistry registry = StandardGames.registry();
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    GrundyCommand(Console console) {
        this.console = console;
    }

    /**
     * @param console where the command writes
     * @return the command line, with Grundy's error handling: one line on stderr and exit code 2
     *     for bad input, never a stack trace
     */
    static CommandLine commandLine(Console console) {
        CommandLine commandLine = new CommandLine(new GrundyCommand(console));
        commandLine.setOut(new PrintWriter(console.out(), true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(console.err(), true, StandardCharsets.UTF_8));
        commandLine.setParameterExceptionHandler(new Failures(console));
        commandLine.setExecutionExceptionHandler(new Failures(console));
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        return commandLine;
    }

    Console console() {
        return console;
    }

    GameRegistry registry() {
        return registry;
    }

    PositionParser parser() {
        return new PositionParser(registry);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
