package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.rules.RulesGame;
import dev.grundy.rules.ShapeKind;
import dev.grundy.rules.ShapeFormula;
import dev.grundy.rules.ShapeRules;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of every small position of a one-line game over strings, lists, grids or trees
 * ({@link ShapePositions}), all solved by one search whose memo they share, and a person's
 * conjecture ({@code --check}) tested on each of them in order, as {@link FormulaCheck} tests one
 * on a table of numbers, and the patterns a feature of the position shows. O(positions) lookups
 * after the search.
 */
public final class ShapeTable {
    private final ShapeRules rules;
    private final String written;
    private final List<Object> positions;
    private final List<Object> arguments;
    private final List<ShapeFeature> features;
    private final long[] values;

    private ShapeTable(ShapeRules rules, String written, List<Object> positions, List<Object> arguments, List<ShapeFeature> features,
                       long[] values) {
        this.rules = rules;
        this.written = written;
        this.positions = positions;
        this.arguments = arguments;
        this.features = features;
        this.values = values;
    }

    /**
     * @param rules the game
     * @param words the table's description ({@link ShapePositions})
     * @param budget the search's budget
     * @return the table, solved
     * @throws InvalidPositionException if the words describe no table of the game's shape, or a value does not fit in a long
     */
    public static ShapeTable of(ShapeRules rules, List<String> words, SearchBudget budget) {
        RulesGame<Object> game = new RulesGame<>(rules);
        List<Object> positions = new ArrayList<>();
        List<Object> arguments = new ArrayList<>();
        for (List<String> position : ShapePositions.of(rules.kind(), words)) {
            positions.add(game.parse(position).get(0));
            arguments.add(ShapeFeatures.argument(rules.kind(), position, positions.get(positions.size() - 1)));
        }
        long[] values = new long[positions.size()];
        for (int i = 0; i < values.length; i++) {
            Value value = game.value(positions.get(i), budget);
            if (!(value instanceof Value.Nimber nimber) || nimber.value().bitLength() > 63) {
                throw new InvalidPositionException("error.table.noValue", rules.format(positions.get(i)));
            }
            values[i] = nimber.value().longValue();
        }
        String alphabet = rules.kind() == ShapeKind.STRING || rules.kind() == ShapeKind.GRID ? words.get(0) : "";
        return new ShapeTable(rules, String.join(" ", words), positions, arguments, ShapeFeatures.of(rules.kind(), alphabet), values);
    }

    /**
     * The patterns stated through a feature of the position ({@link ShapeFeaturePatterns}), each
     * holding at every position of the table. O(features × positions) plus the one-number finders.
     *
     * @return the patterns, none when there is none
     */
    public List<ShapePattern> patterns() {
        return ShapeFeaturePatterns.find(features, arguments, values);
    }

    /** @return how many positions */
    public int size() {
        return positions.size();
    }

    /** @param i an index @return the position's words */
    public String position(int i) {
        return rules.format(positions.get(i));
    }

    /** @param i an index @return its value */
    public long value(int i) {
        return values[i];
    }

    /** @return how many are P-positions */
    public int pPositions() {
        int count = 0;
        for (long value : values) {
            count += value == 0 ? 1 : 0;
        }
        return count;
    }

    /** @return the description, as written */
    public String written() {
        return written;
    }

    /**
     * What a conjecture's check found.
     *
     * @param holds true when it holds on every position
     * @param says that, or the first position where it does not, in words
     */
    public record Checked(boolean holds, Phrase says) {
    }

    /**
     * @param formula the conjecture
     * @return that it holds on every position, or the first where it does not
     * @throws InvalidPositionException if the formula throws, or gives neither a whole number nor a boolean
     */
    public Checked check(ShapeFormula formula) {
        for (int i = 0; i < positions.size(); i++) {
            Object said;
            try {
                said = formula.at(rules, positions.get(i));
            } catch (RuntimeException | StackOverflowError e) {
                String message = e.getMessage();
                String what = e.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
                throw new InvalidPositionException("error.check.threw", what, position(i));
            }
            if (!FormulaCheck.agrees(said, values[i])) {
                return new Checked(false, Phrase.of(said instanceof Boolean ? "check.failsP" : "check.fails", position(i), values[i],
                        Phrase.of(values[i] == 0 ? "check.p" : "check.n"), said));
            }
        }
        return new Checked(true, Phrase.of("check.holds", positions.size(), written));
    }
}
