package dev.grundy.cli;

import dev.grundy.core.Component;
import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;

import java.io.PrintStream;
import java.util.List;

/** A solution told for people: who wins and why, and every winning move in words. */
final class SolutionText {
    private SolutionText() {
    }

    /**
     * @param solution the solution
     * @param misere true when it was found under misère play of the whole position
     * @param out where to print
     */
    static void print(Solution solution, boolean misere, PrintStream out) {
        out.println(solution.position());
        String who = solution.outcome() == Outcome.P ? "loses" : "wins";
        out.printf("%s-position: the player to move %s. %s%n", solution.outcome(), who, value(solution));
        List<Component<?>> components = solution.position().components();
        boolean sum = components.size() > 1;
        if (misere) {
            out.println();
            out.println("Misère play: whoever makes the last move loses. The Sprague–Grundy theorem does not hold,");
            out.println("so the whole position was searched.");
        } else {
            if (sum) {
                out.println();
                new NimSumTable(components).print(out);
            }
            printReasons(components, out);
            if (sum) {
                out.println();
                out.println(solution.outcome() == Outcome.P
                        ? "The nim-sum is 0: every move makes it non-zero, and the opponent can make it 0 again."
                        : "The nim-sum is not 0: a move that makes it 0 wins (Sprague–Grundy).");
            }
        }
        out.println();
        printWinningMoves(solution, out);
    }

    private static String value(Solution solution) {
        return solution.grundy() != null ? "Nim-value " + solution.grundy() + "."
                : "No nim-value: " + solution.noGrundyReason() + ".";
    }

    private static void printReasons(List<Component<?>> components, PrintStream out) {
        boolean first = true;
        for (Component<?> component : components) {
            List<String> reasons = component.explain();
            if (reasons.isEmpty()) {
                continue;
            }
            if (first) {
                out.println();
                out.println("Why:");
                first = false;
            }
            String prefix = components.size() == 1 ? "  " : "  " + name(component) + ": ";
            reasons.forEach(reason -> out.println(prefix + reason));
        }
    }

    private static String name(Component<?> component) {
        String written = component.game().name() + " " + component.written();
        return component.label() == null ? written : component.label() + " (" + written + ")";
    }

    private static void printWinningMoves(Solution solution, PrintStream out) {
        int count = solution.winningMoves().size();
        if (count == 0) {
            out.println(solution.outcome() == Outcome.P ? "No winning move."
                    : "No move is needed: the player to move has already won.");
            return;
        }
        out.printf("%d winning move%s%s:%n", count, count == 1 ? "" : "s",
                solution.complete() ? "" : " (those the theory constructs; there are more)");
        MoveLines lines = new MoveLines();
        for (PositionMove move : solution.winningMoves()) {
            lines.add(move.text() + ": " + move.change(), "to " + move.to());
        }
        lines.print(out);
    }
}
