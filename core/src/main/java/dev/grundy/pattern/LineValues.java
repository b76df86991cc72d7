package dev.grundy.pattern;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.OneLineRules;
import dev.grundy.solve.CodedGrundySolver;

/**
 * The values of a one-line game by the coded search ({@link CodedGrundySolver}): one memo for the
 * whole table, no object per state.
 */
public final class LineValues implements TupleValues {
    private final OneLineRules rules;
    private final CodedGrundySolver solver;

    /**
     * @param rules the one-line game
     * @param budget the work the whole table may take
     */
    public LineValues(OneLineRules rules, SearchBudget budget) {
        this.rules = rules;
        this.solver = new CodedGrundySolver(rules.coded(), budget);
    }

    @Override
    public long value(long[] numbers) {
        long max = rules.codes().max();
        boolean fits = numbers.length == rules.codes().arity();
        for (long number : numbers) {
            fits &= number >= 0 && number <= max;
        }
        if (!fits) {
            throw new InvalidPositionException("error.line.position", rules.codes().arity(), max, words(numbers));
        }
        return solver.grundy(rules.codes().code(numbers));
    }

    private static String words(long[] numbers) {
        StringBuilder words = new StringBuilder();
        for (long number : numbers) {
            words.append(words.length() == 0 ? "" : " ").append(number);
        }
        return words.toString();
    }
}
