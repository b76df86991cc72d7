package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.PositionArguments;
import dev.grundy.cli.run.TerminalProgress;
import dev.grundy.core.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.util.concurrent.Callable;

/** {@code grundy play POSITION}: a game against the perfect opponent, typed move by move. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play POSITION against Grundy, which plays perfectly.",
                "Type a move such as '2 3' (take 3 from heap 2), or help, hint, undo, analysis, moves, quit.",
                "Reads standard input, so a game can be piped in as well as typed."},
        footer = {"", "Examples:", "  grundy play nim 3 4 5", "  grundy play --engine-first wythoff 4 7",
                "  grundy play --misere nim 1 2 3", "  printf '1 3\\nquit\\n' | grundy play nim 3 4 5"})
public final class PlayCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Mixin
    private PositionArguments arguments;

    @Option(names = "--engine-first", description = "Grundy makes the first move.")
    private boolean engineFirst;

    @Override
    public Integer call() {
        try (TerminalProgress progress = new TerminalProgress(root.console(), root.locale())) {
            SearchBudget budget = arguments.budget(progress);
            Position position = arguments.withinLimits(budget, () -> arguments.position(budget));
            new PlaySession(root.console(), root.locale(), arguments.solver(budget), arguments.limited(budget), arguments.convention())
                    .play(position, engineFirst);
        }
        return 0;
    }
}
