package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongPredicate;

/**
 * The P-positions of a one-dimensional table (value 0) recognised as a known sequence: a union of
 * residue classes mod m ≤ {@value #MOST_MODULUS} (multiples of m among them), the powers of 2, the
 * Fibonacci numbers, the odious or the evil numbers (odd or even count of 1 bits). A sequence is
 * named only when it equals the P-positions on the whole table and the table holds at least
 * {@value #FEWEST_P} P-positions; residue classes need three periods. The first that fits is
 * stated. O(m² · table).
 */
public final class KnownPSequence implements PatternFinder {
    static final int MOST_MODULUS = 64;
    static final int FEWEST_P = 3;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1 || !table.hasPPositionsToDescribe(FEWEST_P)) {
            return List.of();
        }
        for (int m = 2; m <= MOST_MODULUS && 3L * m <= table.size(); m++) {
            List<Finding> classes = residues(table, m);
            if (!classes.isEmpty()) {
                return classes;
            }
        }
        List<Finding> named = new ArrayList<>();
        named.addAll(exactly(table, "pattern.p.powersOfTwo", n -> n > 0 && (n & (n - 1)) == 0));
        named.addAll(exactly(table, "pattern.p.fibonacci", KnownPSequence::fibonacci));
        named.addAll(exactly(table, "pattern.p.odious", n -> Long.bitCount(n) % 2 == 1));
        named.addAll(exactly(table, "pattern.p.evil", n -> Long.bitCount(n) % 2 == 0));
        return named.isEmpty() ? List.of() : List.of(named.get(0));
    }

    private static List<Finding> residues(ValueTable table, int m) {
        boolean[] losing = new boolean[m];
        boolean[] seen = new boolean[m];
        for (int i = 0; i < table.size(); i++) {
            int r = (int) (table.numbers(i)[0] % m);
            boolean p = table.value(i) == 0;
            if (seen[r] && losing[r] != p) {
                return List.of();
            }
            seen[r] = true;
            losing[r] = p;
        }
        StringBuilder classes = new StringBuilder();
        for (int r = 0; r < m; r++) {
            if (losing[r]) {
                classes.append(classes.length() == 0 ? "" : ", ").append(r);
            }
        }
        Phrase statement = classes.toString().equals("0") ? Phrase.of("pattern.p.multiples", m)
                : Phrase.of("pattern.p.residues", m, classes.toString());
        return Finding.ifHolds(table, statement, (t, index) -> (t.value(index) == 0) == losing[(int) (t.numbers(index)[0] % m)]);
    }

    private static List<Finding> exactly(ValueTable table, String key, LongPredicate sequence) {
        return Finding.ifHolds(table, Phrase.of(key), (t, index) -> (t.value(index) == 0) == sequence.test(t.numbers(index)[0]));
    }

    /** 1, 2, 3, 5, 8, …: n is a Fibonacci number when it is reached by the recurrence from 1, 2. */
    static boolean fibonacci(long n) {
        long a = 1;
        long b = 2;
        while (a < n && b > 0) {
            long next = a + b;
            a = b;
            b = next;
        }
        return a == n;
    }
}
