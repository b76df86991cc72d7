package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The P-positions of a two-dimensional table from (0, 0) recognised as the pairs (⌊kα⌋, ⌊kβ⌋),
 * k = 0, 1, …, in either order, with 1/α + 1/β = 1: two complementary Beatty sequences (Beatty's
 * theorem: they partition the positive integers), as the P-positions of Wythoff's game (α = φ) and
 * of Fraenkel's a-Wythoff games (α = (2 − a + √(a² + 4))/2, β = α + a). The pairs a ≤ b inside the
 * square part of the table, ordered by a, give an interval of α and one of β ({@link BeattyFit});
 * β = α/(α − 1) turns the second into an interval of α, and their intersection is stated, with
 * the known constants inside it. Stated only with at least {@value #FEWEST_PAIRS} pairs and when a
 * rational α from the intersection reproduces the P-positions of the whole table. O(table).
 */
final class BeattyPairs {
    static final int FEWEST_PAIRS = 4;

    private BeattyPairs() {
    }

    /** @param table a two-dimensional table @return the pattern, when it holds on the whole table */
    static List<Finding> find(ValueTable table) {
        if (table.ranges().get(0).from() != 0 || table.ranges().get(1).from() != 0 || table.value(0) != 0) {
            return List.of();
        }
        long side = Math.min(table.ranges().get(0).to(), table.ranges().get(1).to());
        List<long[]> pairs = new ArrayList<>();
        for (long b = 1; b <= side; b++) {
            for (long a = 1; a <= b; a++) {
                if (table.value(table.index(a, b)) == 0) {
                    pairs.add(new long[] {a, b});
                }
            }
        }
        if (pairs.size() < FEWEST_PAIRS) {
            return List.of();
        }
        pairs.sort((x, y) -> Long.compare(x[0], y[0]));
        long[] small = pairs.stream().mapToLong(pair -> pair[0]).toArray();
        long[] large = pairs.stream().mapToLong(pair -> pair[1]).toArray();
        RationalInterval alpha = BeattyFit.homogeneous(small, 1);
        RationalInterval beta = BeattyFit.homogeneous(large, side + 1);
        if (alpha.isEmpty() || beta.isEmpty() || beta.low().compareTo(Fraction.of(1, 1)) <= 0) {
            return List.of();
        }
        // α = β/(β − 1) falls as β rises: β in [l, u) puts α in (u/(u − 1), l/(l − 1)].
        Fraction low = beta.high();
        Fraction high = beta.low();
        alpha.atLeast(low.num().longValueExact(), low.num().subtract(low.den()).longValueExact(), false);
        alpha.atMost(high.num().longValueExact(), high.num().subtract(high.den()).longValueExact(), true);
        if (alpha.isEmpty()) {
            return List.of();
        }
        Fraction a = alpha.inside();
        Fraction b = new Fraction(a.num(), a.num().subtract(a.den()));
        Phrase statement = Phrase.of("pattern.p.beattyPairs", alpha.toString(), BeattyPSequence.named(alpha));
        return Finding.ifHolds(table, statement, (t, index) -> {
            long[] numbers = t.numbers(index);
            return (t.value(index) == 0) == (isPair(numbers[0], numbers[1], a, b) || isPair(numbers[1], numbers[0], a, b));
        });
    }

    /** @return true when (x, y) = (⌊kα⌋, ⌊kβ⌋) for some k ≥ 0 */
    private static boolean isPair(long x, long y, Fraction alpha, Fraction beta) {
        if (!BeattyFit.isTerm(x, alpha, Fraction.ZERO)) {
            return false;
        }
        BigInteger k = Fraction.of(x, 1).ceilingOver(alpha);
        return beta.times(k).floor().longValueExact() == y;
    }
}
