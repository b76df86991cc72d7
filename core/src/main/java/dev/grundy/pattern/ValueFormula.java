package dev.grundy.pattern;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The value as a known function of a position's two or three numbers: their nim-sum
 * a ⊕ b (⊕ c), as in Nim (Bouton 1901); their nim-product a ⊗ b (two numbers, {@link Nimbers}),
 * as in the product of two Nim heaps' games (Lenstra's coin turning); their sum; their least or
 * greatest; or a function of one number alone (stated as such). Every formula that holds on the
 * whole table is stated; a function of one number only when no named formula holds. The table's
 * sides must each hold at least {@value #SHORTEST_SIDE} numbers. O(formulas · table).
 */
public final class ValueFormula implements PatternFinder {
    static final int SHORTEST_SIDE = 4;

    private record Formula(String key, int arity, ToLongFunction<long[]> value) {
    }

    private static final List<Formula> FORMULAS = List.of(
            new Formula("pattern.value.nimSum", 0, numbers -> {
                long sum = 0;
                for (long number : numbers) {
                    sum ^= number;
                }
                return sum;
            }),
            new Formula("pattern.value.nimProduct", 2, numbers -> Nimbers.nimProduct(numbers[0], numbers[1])),
            new Formula("pattern.value.sum", 0, numbers -> {
                long sum = 0;
                for (long number : numbers) {
                    sum += number;
                }
                return sum;
            }),
            new Formula("pattern.value.min", 0, numbers -> {
                long least = Long.MAX_VALUE;
                for (long number : numbers) {
                    least = Math.min(least, number);
                }
                return least;
            }),
            new Formula("pattern.value.max", 0, numbers -> {
                long most = 0;
                for (long number : numbers) {
                    most = Math.max(most, number);
                }
                return most;
            }));

    private static final String[] NAMES = {"a", "b", "c"};

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() < 2 || table.ranges().stream().anyMatch(range -> range.size() < SHORTEST_SIDE)) {
            return List.of();
        }
        List<Finding> found = new ArrayList<>();
        for (Formula formula : FORMULAS) {
            if (formula.arity() == 0 || formula.arity() == table.arity()) {
                found.addAll(Finding.ifHolds(table, Phrase.of(formula.key()),
                        (t, index) -> t.value(index) == formula.value().applyAsLong(t.numbers(index))));
            }
        }
        for (int d = 0; d < table.arity() && found.isEmpty(); d++) {
            int alone = d;
            found.addAll(Finding.ifHolds(table, Phrase.of("pattern.value.oneNumber", NAMES[d]),
                    (t, index) -> t.value(index) == t.value(first(t, index, alone))));
        }
        return found;
    }

    /** @return the index of the position with the same number {@code alone} and every other number at its range's start */
    private static int first(ValueTable table, int index, int alone) {
        long[] numbers = table.numbers(index);
        for (int d = 0; d < numbers.length; d++) {
            if (d != alone) {
                numbers[d] = table.ranges().get(d).from();
            }
        }
        return table.index(numbers);
    }
}
