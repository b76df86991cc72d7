package dev.grundy.cli;

import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;

import java.io.PrintStream;

/** A solution told for people: who wins and why, and every winning move in words. */
final class SolutionText {
    private SolutionText() {
    }

    static void print(Solution solution, PrintStream out) {
        out.println(solution.position());
        String who = solution.outcome() == Outcome.P ? "loses" : "wins";
        out.printf("%s-position: the player to move %s. Nim-value %s.%n%n", solution.outcome(), who, solution.grundy());
        new NimSumTable(solution.position().components()).print(out);
        out.println();
        if (solution.outcome() == Outcome.P) {
            out.println("The nim-sum is 0: every move makes it non-zero, and the opponent can make it 0 again.");
            out.println("No winning move.");
            return;
        }
        out.println("The nim-sum is not 0: a move that makes it 0 wins (Sprague–Grundy).");
        int count = solution.winningMoves().size();
        out.printf("%d winning move%s%s:%n", count, count == 1 ? "" : "s",
                solution.complete() ? "" : " (those the theory constructs; there may be more)");
        MoveLines lines = new MoveLines();
        for (PositionMove move : solution.winningMoves()) {
            lines.add(move.text() + ": " + move.change(), "to " + move.to());
        }
        lines.print(out);
    }
}
