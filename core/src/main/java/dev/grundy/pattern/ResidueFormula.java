package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.List;

/**
 * A formula per residue class, G(n) = n + c(n mod m) from some n₀ on, as Lasker's Nim has
 * (G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3; Berlekamp, Conway and Guy,
 * Winning Ways, ch. 4). The least modulus m ≤ {@value #MOST_MODULUS} and then the least n₀ within
 * 2m of the table's start are tried; a formula is stated only when it covers at least three periods
 * and {@value #FEWEST_VALUES} values. O(m² · table).
 */
public final class ResidueFormula implements PatternFinder {
    /** The largest modulus tried. */
    static final int MOST_MODULUS = 16;
    /** The fewest values a formula must cover. */
    static final int FEWEST_VALUES = 12;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1) {
            return List.of();
        }
        long from = table.ranges().get(0).from();
        long to = table.ranges().get(0).to();
        for (int m = 1; m <= MOST_MODULUS; m++) {
            for (long start = from; start <= from + 2L * m; start++) {
                long covered = to - start + 1;
                if (covered < 3L * m || covered < FEWEST_VALUES) {
                    break;
                }
                long[] offsets = offsets(table, m, start);
                if (offsets != null) {
                    return List.of(finding(m, start, offsets));
                }
            }
        }
        return List.of();
    }

    /** @return c(r) for r = 0 … m − 1, or null when G(n) − n is not fixed by n mod m from start on */
    private static long[] offsets(ValueTable table, int m, long start) {
        long[] offsets = new long[m];
        boolean[] seen = new boolean[m];
        for (int i = table.index(start); i < table.size(); i++) {
            long n = table.numbers(i)[0];
            int r = (int) (n % m);
            long c = table.value(i) - n;
            if (seen[r] && offsets[r] != c) {
                return null;
            }
            seen[r] = true;
            offsets[r] = c;
        }
        return offsets;
    }

    private static Finding finding(int m, long start, long[] offsets) {
        StringBuilder list = new StringBuilder();
        for (long c : offsets) {
            list.append(list.length() == 0 ? "" : ", ").append(c > 0 ? "+" : "").append(c);
        }
        Phrase statement = m == 1 ? offsets[0] == 0 ? Phrase.of("pattern.identity", start) : Phrase.of("pattern.linear", (offsets[0] > 0 ? "+ " : "− ") + Math.abs(offsets[0]), start)
                : Phrase.of("pattern.residue", m, start, list.toString());
        return new Finding(statement, (table, index) -> {
            long n = table.numbers(index)[0];
            return n < start || table.value(index) == n + offsets[(int) (n % m)];
        }, null);
    }
}
