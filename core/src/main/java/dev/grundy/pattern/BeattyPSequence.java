package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.Arrays;
import java.util.List;

/**
 * The P-positions of a one-dimensional table recognised as a Beatty sequence: first ⌊kα⌋,
 * k = 0, 1, … (a table from 0 or 1, 0 a P-position when listed), then ⌊kα + β⌋ with β free (k
 * counted from the table's first P-position). The set of every α consistent with each P-position
 * of the table, and with the next term lying past its end, is found exactly ({@link BeattyFit})
 * and stated as an interval, with the known constants inside it ({@link KnownConstants}). Stated
 * only with at least {@value #FEWEST_P} P-positions, when the later half of them is not evenly
 * spaced (a whole α, at least from some point on: the residue classes of {@link PResidueClasses}),
 * and when a rational α and β from the interval reproduce the P-positions of the whole table.
 * O(P-positions) for β = 0, O(P-positions²) for β free.
 */
public final class BeattyPSequence implements PatternFinder {
    static final int FEWEST_P = 6;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1 || !table.hasPPositionsToDescribe(FEWEST_P)) {
            return List.of();
        }
        long[] losing = losing(table);
        if (evenlySpaced(Arrays.copyOfRange(losing, losing.length / 2, losing.length))) {
            return List.of(); // α a whole number, at least on the last half: PResidueClasses says it
        }
        long from = table.ranges().get(0).from();
        long next = table.ranges().get(0).to() + 1;
        if (from <= 1 && (from == 1 || losing[0] == 0)) {
            long[] positive = Arrays.stream(losing).filter(n -> n > 0).toArray();
            RationalInterval alpha = BeattyFit.homogeneous(positive, next);
            List<Finding> found = stated(table, alpha, Fraction.ZERO, "pattern.p.beatty");
            if (!found.isEmpty()) {
                return found;
            }
        }
        if (losing.length > BeattyFit.MOST_TERMS) {
            return List.of();
        }
        RationalInterval alpha = BeattyFit.shifted(losing, next);
        if (alpha.isEmpty()) {
            return List.of();
        }
        return stated(table, alpha, BeattyFit.shift(losing, next, alpha.inside()), "pattern.p.beattyShifted");
    }

    private static List<Finding> stated(ValueTable table, RationalInterval alpha, Fraction beta, String key) {
        if (alpha.isEmpty()) {
            return List.of();
        }
        Fraction witness = alpha.inside();
        Phrase statement = Phrase.of(key, alpha.toString(), named(alpha));
        return Finding.ifHolds(table, statement,
                (t, index) -> (t.value(index) == 0) == BeattyFit.isTerm(t.numbers(index)[0], witness, beta));
    }

    /** @return "; c lies in it" for the known constants inside, or nothing */
    static Phrase named(RationalInterval alpha) {
        List<String> names = KnownConstants.inside(alpha);
        return names.isEmpty() ? Phrase.literal("") : Phrase.of("pattern.beatty.known", String.join(", ", names));
    }

    private static boolean evenlySpaced(long[] terms) {
        for (int k = 2; k < terms.length; k++) {
            if (terms[k] - terms[k - 1] != terms[1] - terms[0]) {
                return false;
            }
        }
        return true;
    }

    private static long[] losing(ValueTable table) {
        long[] losing = new long[table.size()];
        int count = 0;
        for (int i = 0; i < table.size(); i++) {
            if (table.value(i) == 0) {
                losing[count++] = table.numbers(i)[0];
            }
        }
        return Arrays.copyOf(losing, count);
    }
}
