package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * The P-positions of a three-number table by comparing the largest number M with the sum R of the
 * other two, and by the parity of the total T = M + R: "M ≤ R and T even" (as taking one token
 * from a heap, or cutting a heap larger than the others together down to their sum), "M > R",
 * "T odd" alone, or a comparison and a parity joined by "and" or "or". (With two numbers these
 * comparisons are a = b or a ≠ b, which {@link PPositionPattern} says.) The first that fits the
 * whole table is stated, when the table holds at least {@value #FEWEST} P- and N-positions and
 * each side at least {@value #SHORTEST_SIDE} numbers. O(forms · table).
 */
public final class PartComparison implements PatternFinder {
    static final int FEWEST = 5;
    static final int SHORTEST_SIDE = 4;

    /** A test of a position by its largest number and the sum of the others. */
    @FunctionalInterface
    private interface Test {
        boolean at(long most, long rest);
    }

    /** A test with its words. */
    private record Condition(String key, Test test) {
        boolean at(long most, long rest) {
            return test.at(most, rest);
        }
    }

    private static final List<Condition> COMPARISONS = List.of(
            new Condition("pattern.parts.lessOrEqual", (m, r) -> m <= r),
            new Condition("pattern.parts.less", (m, r) -> m < r),
            new Condition("pattern.parts.equal", (m, r) -> m == r),
            new Condition("pattern.parts.greater", (m, r) -> m > r),
            new Condition("pattern.parts.greaterOrEqual", (m, r) -> m >= r));

    private static final List<Condition> PARITIES = List.of(
            new Condition("pattern.parts.even", (m, r) -> (m + r) % 2 == 0),
            new Condition("pattern.parts.odd", (m, r) -> (m + r) % 2 != 0));

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 3 || table.ranges().stream().anyMatch(range -> range.size() < SHORTEST_SIDE) || !balanced(table)) {
            return List.of();
        }
        for (Finding candidate : candidates()) {
            if (candidate.holdsOn(table)) {
                return List.of(candidate);
            }
        }
        return List.of();
    }

    /** The forms, simplest first: one condition, then a comparison and a parity with "and", then with "or". */
    private static List<Finding> candidates() {
        List<Finding> candidates = new ArrayList<>();
        List<Condition> single = new ArrayList<>(COMPARISONS);
        single.addAll(PARITIES);
        for (Condition condition : single) {
            candidates.add(candidate(Phrase.of("pattern.parts.one", Phrase.of(condition.key())), condition, condition, true));
        }
        for (String join : List.of("and", "or")) {
            for (Condition comparison : COMPARISONS) {
                for (Condition parity : PARITIES) {
                    Phrase statement = Phrase.of("pattern.parts." + join, Phrase.of(comparison.key()), Phrase.of(parity.key()));
                    candidates.add(candidate(statement, comparison, parity, join.equals("and")));
                }
            }
        }
        return candidates;
    }

    private static Finding candidate(Phrase statement, Condition first, Condition second, boolean both) {
        return new Finding(statement, (table, index) -> {
            long[] numbers = table.numbers(index);
            long most = Math.max(numbers[0], Math.max(numbers[1], numbers[2]));
            long rest = numbers[0] + numbers[1] + numbers[2] - most;
            boolean p = both ? first.at(most, rest) && second.at(most, rest) : first.at(most, rest) || second.at(most, rest);
            return (table.value(index) == 0) == p;
        }, null);
    }

    private static boolean balanced(ValueTable table) {
        int losing = 0;
        for (int i = 0; i < table.size(); i++) {
            losing += table.value(i) == 0 ? 1 : 0;
        }
        return losing >= FEWEST && table.size() - losing >= FEWEST;
    }
}
