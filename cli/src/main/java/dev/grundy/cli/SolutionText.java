package dev.grundy.cli;

import dev.grundy.core.Component;
import dev.grundy.core.GeneralizedValue;
import dev.grundy.core.MisereSums;
import dev.grundy.core.Outcome;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Term;
import dev.grundy.solve.Solution;

import java.io.PrintStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A solution told for people: who wins and why, and every winning move in words. */
final class SolutionText {
    private final PrintStream out;
    private final Locale locale;

    /**
     * @param out where to print
     * @param locale the language
     */
    SolutionText(PrintStream out, Locale locale) {
        this.out = out;
        this.locale = locale;
    }

    private void say(String key, Object... args) {
        out.println(CliText.of(key, args).in(locale));
    }

    /**
     * @param solution the solution
     * @param misere true when it was found under misère play of the whole position
     */
    void print(Solution solution, boolean misere) {
        out.println(solution.position());
        Phrase value = solution.grundy() != null ? CliText.of("solve.value", solution.grundy())
                : CliText.of("solve.noValue", solution.noGrundyReason());
        say("solve.outcome." + solution.outcome().name(), value);
        List<Component<?>> components = solution.position().components();
        boolean sum = components.size() > 1;
        if (misere) {
            printMisereReason(solution.position());
        } else {
            if (sum) {
                out.println();
                new NimSumTable(components, locale).print(out);
            }
            printReasons(components);
            if (sum) {
                out.println();
                out.println(sumReason(solution, components).in(locale));
            }
        }
        out.println();
        printWinningMoves(solution);
    }

    /** Misère play: a search, or the rule of a sum of one game that has one (Nim). */
    private void printMisereReason(Position position) {
        out.println();
        Term<?> sole = MisereSums.soleTerm(position);
        if (sole == null) {
            say("solve.misere");
            return;
        }
        say("solve.misereRule", sole.game().name());
        MisereSums.explainMisere(sole).forEach(reason -> out.println("  " + reason.in(locale)));
    }

    /** Why the sum's value decides: the nim-sum, or for infinite values the generalised sum. */
    private static Phrase sumReason(Solution solution, List<Component<?>> components) {
        GeneralizedValue total = solution.generalized();
        if (total == null || total.isFinite()) {
            return CliText.of(solution.outcome() == Outcome.P ? "solve.sum.P" : "solve.sum.N");
        }
        List<GeneralizedValue> infinite = new ArrayList<>();
        BigInteger others = BigInteger.ZERO;
        for (Component<?> component : components) {
            GeneralizedValue value = component.generalizedValue();
            if (value.isFinite()) {
                others = others.xor(value.finiteValue());
            } else {
                infinite.add(value);
            }
        }
        if (infinite.size() > 1) {
            return CliText.of("solve.sum.infinites", infinite.size());
        }
        return CliText.of(solution.outcome() == Outcome.N ? "solve.sum.infinite.N" : "solve.sum.infinite.D",
                infinite.get(0), others, total);
    }

    private void printReasons(List<Component<?>> components) {
        boolean first = true;
        for (Component<?> component : components) {
            List<Phrase> reasons = component.explain();
            if (reasons.isEmpty()) {
                continue;
            }
            if (first) {
                out.println();
                say("solve.why");
                first = false;
            }
            String prefix = components.size() == 1 ? "  " : "  " + CliText.of("move.line", name(component), "").in(locale);
            reasons.forEach(reason -> out.println(prefix + reason.in(locale)));
        }
    }

    private String name(Component<?> component) {
        String written = component.game().name() + " " + component.written();
        return component.label() == null ? written : component.label().in(locale) + " (" + written + ")";
    }

    private void printWinningMoves(Solution solution) {
        int count = solution.winningMoves().size();
        if (count == 0) {
            say(switch (solution.outcome()) {
                case P -> "solve.noWinningMove";
                case D -> "solve.draw";
                case N -> "solve.alreadyWon";
            });
            return;
        }
        say((count == 1 ? "solve.winningMove" : "solve.winningMoves") + (solution.complete() ? "" : ".incomplete"), count);
        MoveLines lines = new MoveLines();
        for (PositionMove move : solution.winningMoves()) {
            lines.add(CliText.of("move.line", move.text(), move.change()).in(locale), CliText.of("move.to", move.to()).in(locale));
        }
        lines.print(out);
    }
}
