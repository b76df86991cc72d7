package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The values of a one-dimensional table as a known function ({@link KnownSequences}) of n shifted,
 * G(n) = f(n + c) + d with |c| ≤ {@value #MOST_SHIFT} and |d| ≤ {@value #MOST_OFFSET}, e.g. the
 * number of trailing zeros of n (taking a divisor of the heap), the number of 1 bits, or the number
 * of Fibonacci numbers up to n. For each function the smallest shift and offset that fit are
 * stated, for every n of the table where f(n + c) is defined, which leaves out at most
 * {@value #MOST_LEFT_OUT} values at the start. Stated only on at least {@value #FEWEST_VALUES}
 * values where f takes at least three values, so that a constant or a two-valued table is not
 * dressed up as a formula. O(functions · shifts · table).
 */
public final class KnownValueSequence implements PatternFinder {
    static final int MOST_SHIFT = 3;
    static final int MOST_OFFSET = 2;
    static final int MOST_LEFT_OUT = 3;
    static final int FEWEST_VALUES = 16;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1) {
            return List.of();
        }
        TableRange range = table.ranges().get(0);
        List<Finding> found = new ArrayList<>();
        for (KnownSequences.KnownFunction function : KnownSequences.FUNCTIONS) {
            Finding fits = range.to() + MOST_SHIFT <= function.most() ? fit(table, range, function) : null;
            if (fits != null) {
                found.add(fits);
            }
        }
        return found;
    }

    /** @return the function with the least |c|, then |d|, that gives the table, or null */
    private static Finding fit(ValueTable table, TableRange range, KnownSequences.KnownFunction function) {
        for (int c : order(MOST_SHIFT)) {
            long from = Math.max(range.from(), function.least() - c);
            if (from - range.from() > MOST_LEFT_OUT || range.to() - from + 1 < FEWEST_VALUES) {
                continue;
            }
            int first = table.index(from);
            long d = table.value(first) - function.at().applyAsLong(from + c);
            if (Math.abs(d) > MOST_OFFSET || !fits(table, function, first, c, d) || !varied(table, first)) {
                continue;
            }
            String argument = c == 0 ? "n" : c > 0 ? "n + " + c : "n − " + -c;
            Phrase value = Phrase.of(function.key(), argument);
            Phrase statement = Phrase.of("pattern.value.known", value, d == 0 ? "" : d > 0 ? " + " + d : " − " + -d, from);
            long shift = c;
            long offset = d;
            return new Finding(statement, (t, index) -> {
                long n = t.numbers(index)[0];
                return n < from || t.value(index) == function.at().applyAsLong(n + shift) + offset;
            }, null);
        }
        return null;
    }

    private static boolean fits(ValueTable table, KnownSequences.KnownFunction function, int first, int c, long d) {
        for (int i = first; i < table.size(); i++) {
            if (table.value(i) != function.at().applyAsLong(table.numbers(i)[0] + c) + d) {
                return false;
            }
        }
        return true;
    }

    /** @return true when the table takes at least three values from index first on */
    private static boolean varied(ValueTable table, int first) {
        Set<Long> values = new HashSet<>();
        for (int i = first; i < table.size() && values.size() < 3; i++) {
            values.add(table.value(i));
        }
        return values.size() >= 3;
    }

    /** @return 0, 1, −1, 2, −2, … up to ±most */
    static int[] order(int most) {
        int[] order = new int[2 * most + 1];
        for (int k = 1; k <= most; k++) {
            order[2 * k - 1] = k;
            order[2 * k] = -k;
        }
        return order;
    }
}
