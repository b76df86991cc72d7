package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.cli.option.PositionArguments;
import dev.grundy.cli.render.MoveListText;
import dev.grundy.cli.run.TerminalProgress;
import dev.grundy.core.Position;
import dev.grundy.json.Json;
import dev.grundy.solve.MoveList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code grundy moves POSITION}: every legal move and the nim-value it leaves. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Every legal move from POSITION and the nim-value of the position it leaves.",
                "A move that leaves nim-value 0 (a P-position) wins."},
        footer = {"", "Examples:", "  grundy moves nim 3 4 5", "  grundy moves --json subtract:1,3,4 10 + nim 2"})
public final class MovesCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Mixin
    private PositionArguments arguments;

    @Spec
    private CommandSpec spec;

    @Mixin
    private JsonOption json;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000",
            description = "List at most N moves (default: ${DEFAULT-VALUE}); huge heaps have more.")
    private int limit;

    @Override
    public Integer call() {
        if (limit <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.limit", limit)));
        }
        Console console = root.console();
        try (TerminalProgress progress = new TerminalProgress(console, root.locale())) {
            SearchBudget budget = arguments.budget(progress);
            return arguments.searchWithinLimits(budget, () -> {
                Position position = arguments.position(budget);
                MoveList moves = arguments.solver(budget).moves(position, limit);
                progress.clear();
                if (json.asked()) {
                    console.out().println(Json.moves(position.toString(), moves, root.locale()));
                } else {
                    new MoveListText(console.out(), root.locale()).print(position, moves, false);
                }
                return 0;
            });
        }
    }
}
