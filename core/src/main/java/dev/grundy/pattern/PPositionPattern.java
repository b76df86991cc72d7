package dev.grundy.pattern;

import dev.grundy.text.Phrase;
import dev.grundy.games.WythoffPairs;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The P-positions of a two-dimensional table recognised: the diagonal a = b (as in two-heap Nim),
 * the Wythoff pairs (⌊kφ⌋, ⌊kφ²⌋) in either order ({@link WythoffPairs}, Beatty's theorem), other
 * complementary Beatty pairs ({@link BeattyPairs}, e.g. Fraenkel's a-Wythoff), or a residue pattern, P depending only on (a mod m, b mod m) for the least m ≤ {@value #MOST_MODULUS}
 * with each side covering three periods. Stated only when it matches every position of the table
 * and the table holds at least {@value #FEWEST_P} P-positions. O(m³ · table).
 */
public final class PPositionPattern implements PatternFinder {
    static final int MOST_MODULUS = 8;
    static final int FEWEST_P = 3;
    static final int MOST_LISTED = 8;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 2 || !table.hasPPositionsToDescribe(FEWEST_P)) {
            return List.of();
        }
        List<Finding> found = new ArrayList<>(Finding.ifHolds(table, Phrase.of("pattern.p.diagonal"),
                (t, index) -> (t.value(index) == 0) == (t.numbers(index)[0] == t.numbers(index)[1])));
        found.addAll(Finding.ifHolds(table, Phrase.of("pattern.p.wythoff"), (t, index) -> {
            BigInteger a = BigInteger.valueOf(t.numbers(index)[0]);
            BigInteger b = BigInteger.valueOf(t.numbers(index)[1]);
            return (t.value(index) == 0) == (WythoffPairs.isPair(a, b) || WythoffPairs.isPair(b, a));
        }));
        if (found.isEmpty()) {
            found.addAll(BeattyPairs.find(table));
        }
        if (!found.isEmpty()) {
            return found;
        }
        long shorter = Math.min(table.ranges().get(0).size(), table.ranges().get(1).size());
        for (int m = 2; m <= MOST_MODULUS && 3L * m <= shorter; m++) {
            List<Finding> residues = residues(table, m);
            if (!residues.isEmpty()) {
                return residues;
            }
        }
        return List.of();
    }

    private static List<Finding> residues(ValueTable table, int m) {
        int[] losing = new int[m * m]; // 0 unseen, 1 P, 2 N
        for (int i = 0; i < table.size(); i++) {
            long[] numbers = table.numbers(i);
            int cell = (int) (numbers[0] % m * m + numbers[1] % m);
            int seen = table.value(i) == 0 ? 1 : 2;
            if (losing[cell] != 0 && losing[cell] != seen) {
                return List.of();
            }
            losing[cell] = seen;
        }
        List<String> classes = new ArrayList<>();
        for (int cell = 0; cell < m * m; cell++) {
            if (losing[cell] == 1) {
                classes.add("(" + cell / m + ", " + cell % m + ")");
            }
        }
        String listed = classes.size() <= MOST_LISTED ? String.join(" ", classes)
                : String.join(" ", classes.subList(0, MOST_LISTED)) + " …";
        Phrase statement = Phrase.of("pattern.p.residues2", m, listed, classes.size(), m * m);
        return Finding.ifHolds(table, statement, (t, index) -> {
            long[] numbers = t.numbers(index);
            return (t.value(index) == 0) == (losing[(int) (numbers[0] % m * m + numbers[1] % m)] == 1);
        });
    }
}
