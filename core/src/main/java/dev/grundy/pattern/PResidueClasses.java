package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * The P-positions of a one-dimensional table as residue classes mod m that hold from some n₀ on:
 * n ≥ n₀ is a P-position exactly when n mod m is one of the classes, with the P-positions below n₀
 * listed. For each m ≤ {@value #MOST_MODULUS}, least first, n₀ is found by checking "P(n) = P(n + m)"
 * backwards from the end of the table; m is stated when the stretch from n₀ covers at least half the
 * table and three periods, and holds at least {@value #FEWEST_P} P-positions and one N-position.
 * The multiples of m, and classes from the table's start, are said as such. O(m · table) at worst.
 */
public final class PResidueClasses implements PatternFinder {
    static final int MOST_MODULUS = 64;
    static final int FEWEST_P = 3;
    static final int MOST_LISTED = 8;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1 || !table.hasPPositionsToDescribe(FEWEST_P)) {
            return List.of();
        }
        int size = table.size();
        for (int m = 2; m <= MOST_MODULUS && 3L * m <= size; m++) {
            int start = start(table, m);
            int stretch = size - start;
            if (stretch >= 3 * m && 2 * stretch >= size) {
                List<Finding> found = classes(table, m, start);
                if (!found.isEmpty()) {
                    return found;
                }
            }
        }
        return List.of();
    }

    /** @return the least index from which P(n) = P(n + m) holds to the end of the table */
    private static int start(ValueTable table, int m) {
        int i = table.size() - 1 - m;
        while (i >= 0 && (table.value(i) == 0) == (table.value(i + m) == 0)) {
            i--;
        }
        return i + 1;
    }

    private static List<Finding> classes(ValueTable table, int m, int start) {
        boolean[] losing = new boolean[m];
        int count = 0;
        int winning = 0;
        for (int i = start; i < table.size(); i++) {
            boolean p = table.value(i) == 0;
            losing[(int) (table.numbers(i)[0] % m)] = p;
            count += p ? 1 : 0;
            winning += p ? 0 : 1;
        }
        if (count < FEWEST_P || winning == 0) {
            return List.of();
        }
        StringBuilder classes = new StringBuilder();
        for (int r = 0; r < m; r++) {
            if (losing[r]) {
                classes.append(classes.length() == 0 ? "" : ", ").append(r);
            }
        }
        long from = table.numbers(start)[0];
        Phrase statement;
        if (start == 0) {
            statement = classes.toString().equals("0") ? Phrase.of("pattern.p.multiples", m) : Phrase.of("pattern.p.residues", m, classes.toString());
        } else {
            statement = Phrase.of("pattern.p.residuesFrom", from, m, classes.toString(), below(table, start));
        }
        return List.of(new Finding(statement, (t, index) -> {
            long n = t.numbers(index)[0];
            return n < from || (t.value(index) == 0) == losing[(int) (n % m)];
        }, null));
    }

    /** @return the P-positions before the stretch, the first few of them, or "none" */
    private static String below(ValueTable table, int start) {
        List<String> listed = new ArrayList<>();
        int count = 0;
        for (int i = 0; i < start; i++) {
            if (table.value(i) == 0) {
                count++;
                if (listed.size() < MOST_LISTED) {
                    listed.add(Long.toString(table.numbers(i)[0]));
                }
            }
        }
        return listed.isEmpty() ? "—" : String.join(", ", listed) + (count > MOST_LISTED ? ", … (" + count + ")" : "");
    }
}
