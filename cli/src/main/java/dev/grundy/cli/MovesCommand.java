package dev.grundy.cli;

import dev.grundy.core.Position;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.SearchBudget;
import dev.grundy.solve.ValuedMove;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.util.concurrent.Callable;

/** {@code grundy moves POSITION}: every legal move and the nim-value it leaves. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Every legal move from POSITION and the nim-value of the position it leaves.",
                "A move that leaves nim-value 0 (a P-position) wins."},
        footer = {"", "Examples:", "  grundy moves nim 3 4 5", "  grundy moves --json subtract:1,3,4 10 + nim 2"})
final class MovesCommand implements Callable<Integer> {
    @ParentCommand
    private GrundyCommand root;

    @Mixin
    private PositionArguments arguments;

    @Option(names = "--json", description = "Print one JSON object: position, grundy, complete, moves.")
    private boolean json;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000",
            description = "List at most N moves (default: ${DEFAULT-VALUE}); huge heaps have more.")
    private int limit;

    @Override
    public Integer call() {
        Console console = root.console();
        Position position;
        MoveList moves;
        try (TerminalProgress progress = new TerminalProgress(console)) {
            SearchBudget budget = arguments.budget(progress);
            position = arguments.position(root.parser(), budget);
            moves = arguments.solver(budget).moves(position, Math.max(0, limit));
        }
        if (json) {
            console.out().println(Json.moves(position.toString(), moves));
        } else {
            print(position, moves, console.out());
        }
        return 0;
    }

    private static void print(Position position, MoveList moves, PrintStream out) {
        int count = moves.moves().size();
        String value = moves.grundy() == null ? "" : " (nim-value " + moves.grundy() + ")";
        out.printf("%s%s: %s%d move%s%n", position, value, moves.complete() ? "" : "the first ",
                count, count == 1 ? "" : "s");
        MoveLines lines = new MoveLines();
        for (ValuedMove move : moves.moves()) {
            String after = move.grundy() != null ? "nim-value " + move.grundy() : move.outcome() + "-position";
            lines.add(move.move().text() + ": " + move.move().change(), "to " + move.move().to(),
                    after + (move.wins() ? "  wins" : ""));
        }
        lines.print(out);
        if (!moves.complete()) {
            out.println("  … and more; raise --limit to see them");
        }
    }
}
