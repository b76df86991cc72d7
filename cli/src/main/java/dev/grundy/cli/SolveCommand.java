package dev.grundy.cli;

import dev.grundy.core.Position;
import dev.grundy.solve.SearchBudget;
import dev.grundy.solve.Solution;
import dev.grundy.solve.SumSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.util.concurrent.Callable;

/** {@code grundy solve POSITION}: the outcome, the nim-value and every winning move. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Who wins POSITION with best play, its nim-value, and every winning move.",
                "Sums of different games are solved by the Sprague–Grundy theorem."},
        footer = {"", "Examples:", "  grundy solve nim 3 4 5", "  grundy solve --json bash:3 5 + bash:3 7 + bash:3 9",
                "  grundy solve subtract:1,3,4 100"})
final class SolveCommand implements Callable<Integer> {
    @ParentCommand
    private GrundyCommand root;

    @Mixin
    private PositionArguments arguments;

    @Option(names = "--json", description = "Print one JSON object: position, outcome, grundy, complete, winningMoves.")
    private boolean json;

    @Override
    public Integer call() {
        Console console = root.console();
        Solution solution;
        try (TerminalProgress progress = new TerminalProgress(console)) {
            SearchBudget budget = arguments.budget(progress);
            Position position = arguments.position(root.parser(), budget);
            solution = SumSolver.solve(position);
        }
        if (json) {
            console.out().println(Json.solution(solution));
        } else {
            SolutionText.print(solution, console.out());
        }
        return 0;
    }
}
