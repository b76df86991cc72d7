package dev.grundy.cli;

import dev.grundy.core.Phrase;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;
import dev.grundy.solve.Explanation;
import dev.grundy.solve.Solution;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * A solution told for people: who wins and why, and every winning move in words. It renders the
 * solver's {@link Explanation} as it is; the theory is worked out once, in the solver.
 */
public final class SolutionText {
    private final PrintStream out;
    private final Locale locale;

    /**
     * @param out where to print
     * @param locale the language
     */
    public SolutionText(PrintStream out, Locale locale) {
        this.out = out;
        this.locale = locale;
    }

    private void say(String key, Object... args) {
        out.println(CliText.of(key, args).in(locale));
    }

    /** @param solution the solution */
    public void print(Solution solution) {
        out.println(solution.position());
        say("solve.outcome." + solution.outcome().name(), valueWords(solution.value()));
        Explanation why = solution.explanation();
        if (why.rows().size() > 1 && !(why.total() instanceof Value.None)) {
            out.println();
            new NimSumTable(why, locale).print(out);
        }
        printReasons(why.rows());
        if (!why.verdict().isEmpty()) {
            out.println();
            why.verdict().forEach(line -> out.println(line.in(locale)));
            why.steps().forEach(step -> out.println("  " + step.in(locale)));
        }
        out.println();
        printWinningMoves(solution);
    }

    private static Phrase valueWords(Value value) {
        if (value instanceof Value.Nimber nimber) {
            return CliText.of("solve.value", nimber.value());
        }
        if (value instanceof Value.None none) {
            return CliText.of("solve.noValue", none.reason());
        }
        return CliText.of("solve.noValue", Phrase.of("reason.infinite", value));
    }

    private void printReasons(List<Explanation.Row> rows) {
        boolean first = true;
        for (Explanation.Row row : rows) {
            if (row.reasons().isEmpty()) {
                continue;
            }
            if (first) {
                out.println();
                say("solve.why");
                first = false;
            }
            String prefix = rows.size() == 1 ? "  " : "  " + CliText.of("move.line", name(row), "").in(locale);
            row.reasons().forEach(reason -> out.println(prefix + reason.in(locale)));
        }
    }

    private String name(Explanation.Row row) {
        String written = row.game() + " " + row.written();
        return row.label() == null ? written : row.label().in(locale) + " (" + written + ")";
    }

    private void printWinningMoves(Solution solution) {
        List<PositionMove> listed = solution.winningMoves();
        if (listed.isEmpty()) {
            say(switch (solution.outcome()) {
                case P -> "solve.noWinningMove";
                case D -> "solve.draw";
                case N -> solution.complete() ? "solve.alreadyWon" : "solve.noneFound";
            });
            return;
        }
        long count = solution.winningMoveCount().orElse(listed.size());
        String key = count == 1 ? "solve.winningMove" : "solve.winningMoves";
        if (solution.complete()) {
            say(key, count);
        } else if (solution.winningMoveCount().isPresent()) {
            say("solve.winningMoves.listed", count, listed.size());
        } else {
            say(key + ".incomplete", listed.size());
        }
        new MoveText(solution.position(), locale).lines(listed).print(out);
    }
}
