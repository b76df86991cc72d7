package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A recursion that halves: G(2n) and G(2n + 1) each given by G(n) + d, by n + d (|d| ≤
 * {@value #MOST_OFFSET}) or by a constant, for every n ≥ 1 with n and 2n (+ 1) in the table — as
 * taking at most half a heap has G(2n) = n, G(2n + 1) = G(n), and the number of 1 bits has
 * G(2n) = G(n), G(2n + 1) = G(n) + 1. Stated when at least one of the two halves goes back to G(n),
 * checked on at least {@value #FEWEST_CHECKED} values of n on which G takes at least three values
 * (a constant or a two-valued table would fit trivially). O(forms · table).
 */
public final class HalvingRecursion implements PatternFinder {
    static final int MOST_OFFSET = 1;
    static final int FEWEST_CHECKED = 16;

    /** One half's rule: G(2n + parity) = G(n) + d, n + d, or the constant d. */
    private record Rule(String key, long offset) {
        long at(ValueTable table, long n) {
            return switch (key) {
                case "pattern.halving.recursive" -> table.value(table.index(n)) + offset;
                case "pattern.halving.linear" -> n + offset;
                default -> offset;
            };
        }

        Phrase says(int parity) {
            String argument = parity == 0 ? "2n" : "2n + 1";
            String plus = offset == 0 ? "" : offset > 0 ? " + " + offset : " − " + -offset;
            return key.equals("pattern.halving.constant") ? Phrase.of(key, argument, offset) : Phrase.of(key, argument, plus);
        }
    }

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1) {
            return List.of();
        }
        long from = Math.max(1, table.ranges().get(0).from());
        long to = (table.ranges().get(0).to() - 1) / 2;
        if (to - from + 1 < FEWEST_CHECKED || !varied(table, from, to)) {
            return List.of();
        }
        Rule even = rule(table, 0, from, to);
        Rule odd = rule(table, 1, from, to);
        boolean recursive = even != null && even.key().equals("pattern.halving.recursive")
                || odd != null && odd.key().equals("pattern.halving.recursive");
        if (!recursive) {
            return List.of();
        }
        Phrase statement = even == null ? Phrase.of("pattern.halving.one", odd.says(1), from)
                : odd == null ? Phrase.of("pattern.halving.one", even.says(0), from)
                : Phrase.of("pattern.halving.both", even.says(0), odd.says(1), from);
        return List.of(new Finding(statement, (t, index) -> {
            long m = t.numbers(index)[0];
            long n = m / 2;
            Rule rule = m % 2 == 0 ? even : odd;
            return rule == null || n < from || t.index(n) < 0 || t.value(index) == rule.at(t, n);
        }, null));
    }

    /** @return the first rule for G(2n + parity) that holds on from … to, or null */
    private static Rule rule(ValueTable table, int parity, long from, long to) {
        for (String key : List.of("pattern.halving.recursive", "pattern.halving.linear")) {
            for (int d : KnownValueSequence.order(MOST_OFFSET)) {
                Rule rule = new Rule(key, d);
                if (holds(table, rule, parity, from, to)) {
                    return rule;
                }
            }
        }
        Rule constant = new Rule("pattern.halving.constant", table.value(table.index(2 * from + parity)));
        return holds(table, constant, parity, from, to) ? constant : null;
    }

    private static boolean holds(ValueTable table, Rule rule, int parity, long from, long to) {
        for (long n = from; n <= to; n++) {
            if (table.value(table.index(2 * n + parity)) != rule.at(table, n)) {
                return false;
            }
        }
        return true;
    }

    private static boolean varied(ValueTable table, long from, long to) {
        Set<Long> values = new HashSet<>();
        for (long n = from; n <= to && values.size() < 3; n++) {
            values.add(table.value(table.index(n)));
        }
        return values.size() >= 3;
    }
}
