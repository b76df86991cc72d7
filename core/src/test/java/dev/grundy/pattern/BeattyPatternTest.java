package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.RulesLoader;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Beatty sequences among the P-positions: a sequence made from a random rational or quadratic α
 * is recognised with an interval holding α, exactly; a perturbed one is not; known constants are
 * named; Fraenkel's a-Wythoff games, written in one line, are recognised in two dimensions.
 */
class BeattyPatternTest {
    private static final int TO = 2000;

    /** A table of 0..TO whose value is 0 exactly on the sequence's terms, 1 + n mod 3 elsewhere. */
    private static ValueTable table(long from, LongPredicate losing) {
        return ValueTable.of(numbers -> losing.test(numbers[0]) ? 0 : 1 + numbers[0] % 3, List.of(new TableRange(from, TO)));
    }

    /** @return the set of ⌊kα + β⌋, k ≥ 0, as a test, given k ↦ term */
    private static LongPredicate terms(LongUnaryOperator term) {
        java.util.Set<Long> set = new java.util.HashSet<>();
        for (long k = 0; term.applyAsLong(k) <= TO; k++) {
            set.add(term.applyAsLong(k));
        }
        return set::contains;
    }

    /** ⌊k(p + √d)/q⌋ exactly: (kp + ⌊√(k²d)⌋) div q, as √(k²d) is irrational. */
    private static long quadraticTerm(long k, long p, long d, long q) {
        return Math.floorDiv(k * p + BigInteger.valueOf(k * k * d).sqrt().longValueExact(), q);
    }

    /** sign((p + √d)/q − x) for q > 0 and d not a square, exactly. */
    private static int quadraticMinus(long p, long d, long q, Fraction x) {
        BigInteger s = x.num().multiply(BigInteger.valueOf(q)).subtract(x.den().multiply(BigInteger.valueOf(p)));
        return s.signum() < 0 ? 1 : x.den().pow(2).multiply(BigInteger.valueOf(d)).compareTo(s.pow(2));
    }

    private static long[] losing(ValueTable table) {
        return java.util.stream.IntStream.range(0, table.size()).filter(i -> table.value(i) == 0)
                .mapToLong(i -> table.numbers(i)[0]).toArray();
    }

    private static List<String> keys(ValueTable table) {
        return new BeattyPSequence().find(table).stream().map(finding -> finding.statement().key()).toList();
    }

    @Property(tries = 60)
    void aRationalAlphaIsRecognisedWithAnIntervalHoldingIt(@ForAll @IntRange(min = 2, max = 9) int q,
                                                           @ForAll @IntRange(min = 1, max = 60) int p) {
        long num = q + p; // α = (q + p)/q in (1, 8)
        if (num % q == 0) {
            return;
        }
        ValueTable table = table(0, terms(k -> Math.floorDiv(k * num, q)));
        RationalInterval alpha = BeattyFit.homogeneous(java.util.Arrays.stream(losing(table)).filter(n -> n > 0).toArray(), TO + 1);

        assertThat(keys(table)).containsExactly("pattern.p.beatty");
        assertThat(alpha.low().compareTo(Fraction.of(num, q))).isLessThanOrEqualTo(0);
        assertThat(alpha.high().compareTo(Fraction.of(num, q))).isPositive();
    }

    @Property(tries = 60)
    void aQuadraticAlphaIsRecognisedWithAnIntervalHoldingIt(@ForAll @IntRange(min = 0, max = 6) int p,
                                                            @ForAll @IntRange(min = 2, max = 50) int d,
                                                            @ForAll @IntRange(min = 1, max = 3) int q) {
        long root = BigInteger.valueOf(d).sqrt().longValueExact();
        if (root * root == d || p + root < q) { // a square, or α < 1
            return;
        }
        ValueTable table = table(0, terms(k -> quadraticTerm(k, p, d, q)));
        RationalInterval alpha = BeattyFit.homogeneous(java.util.Arrays.stream(losing(table)).filter(n -> n > 0).toArray(), TO + 1);

        assertThat(keys(table)).containsExactly("pattern.p.beatty");
        assertThat(quadraticMinus(p, d, q, alpha.low())).isPositive();
        assertThat(quadraticMinus(p, d, q, alpha.high())).isNegative();
        everyAlphaInsideFits(table, alpha, null);
    }

    /** "for every α in the interval": α at nine points strictly inside reproduces the table's P-positions (with its own β when shifted). */
    private static void everyAlphaInsideFits(ValueTable table, RationalInterval alpha, long[] shiftedTerms) {
        Fraction width = alpha.high().minus(alpha.low());
        for (int tenth = 1; tenth < 10; tenth++) {
            Fraction inside = alpha.low().plus(new Fraction(width.num().multiply(BigInteger.valueOf(tenth)), width.den().multiply(BigInteger.TEN)));
            Fraction beta = shiftedTerms == null ? Fraction.ZERO : BeattyFit.shift(shiftedTerms, TO + 1, inside);
            for (int i = 0; i < table.size(); i++) {
                assertThat(BeattyFit.isTerm(table.numbers(i)[0], inside, beta)).as("α = %s at %d", inside, table.numbers(i)[0])
                        .isEqualTo(table.value(i) == 0);
            }
        }
    }

    /** ⌊kα + β⌋ from a table starting past 0: found with β free, α inside the interval. */
    @Property(tries = 40)
    void aShiftedSequenceIsRecognisedWithAnIntervalHoldingAlpha(@ForAll @IntRange(min = 2, max = 30) int d,
                                                                @ForAll @IntRange(min = 1, max = 5) int shift,
                                                                @ForAll @IntRange(min = 2, max = 40) int from) {
        long root = BigInteger.valueOf(d).sqrt().longValueExact();
        if (root * root == d) {
            return;
        }
        // α = 1 + √d, β = shift: ⌊k(1 + √d)⌋ + shift
        ValueTable table = table(from, terms(k -> quadraticTerm(k, 1, d, 1) + shift));
        long[] losing = losing(table);
        RationalInterval alpha = BeattyFit.shifted(losing, TO + 1);

        assertThat(keys(table)).containsExactly("pattern.p.beattyShifted");
        assertThat(quadraticMinus(1, d, 1, alpha.low())).isPositive();
        assertThat(quadraticMinus(1, d, 1, alpha.high())).isNegative();
        everyAlphaInsideFits(table, alpha, losing);
    }

    /** One P-position added next to a term of a sequence with gaps ≥ 3: gaps 1 and ≥ 3 fit no Beatty sequence. */
    @Property(tries = 60)
    void aPerturbedSequenceIsNotRecognised(@ForAll @IntRange(min = 3, max = 8) int whole, @ForAll @IntRange(min = 2, max = 30) int d,
                                           @ForAll @IntRange(min = 5, max = 200) int perturbed) {
        long root = BigInteger.valueOf(d).sqrt().longValueExact();
        if (root * root == d) {
            return;
        }
        LongUnaryOperator term = k -> k * whole + quadraticTerm(k, -root, d, 1); // α = whole + √d − ⌊√d⌋
        LongPredicate sequence = terms(term);
        long extra = term.applyAsLong(perturbed) + 1; // α < 10, so the 200th term is inside the table
        assertThat(extra).isLessThan(TO);

        assertThat(keys(table(0, n -> sequence.test(n) || n == extra))).isEmpty();
        assertThat(keys(table(0, sequence))).containsExactly("pattern.p.beatty");
    }

    /** Evenly spaced P-positions (a whole α, with or without a shift) are the residue classes' to state, not a Beatty sequence's. */
    @Test
    void evenlySpacedPPositionsAreLeftToTheResidueClasses() {
        assertThat(keys(table(1, n -> n % 2 == 1))).isEmpty();
        assertThat(keys(table(0, n -> n % 3 == 0))).isEmpty();
        assertThat(keys(table(5, n -> n % 4 == 2))).isEmpty();
    }

    @Test
    void knownConstantsAreNamedWhenTheyLieInTheInterval() {
        assertThat(said(table(0, terms(k -> quadraticTerm(k, 1, 5, 2))))).contains("φ = (1 + √5)/2 lies in it");
        assertThat(said(table(0, terms(k -> quadraticTerm(k, 0, 2, 1))))).contains("√2 lies in it");
        assertThat(said(table(0, terms(k -> k * 314_159_265_358_979L / 100_000_000_000_000L)))).contains("π lies in it");
        assertThat(said(table(0, terms(k -> k * 27_182_818_284_590L / 10_000_000_000_000L)))).contains("e lies in it");
        assertThat(said(table(0, terms(k -> k * 7 / 3)))).doesNotContain("lies in it");
    }

    private static String said(ValueTable table) {
        return new BeattyPSequence().find(table).get(0).says(table).in(java.util.Locale.ROOT);
    }

    /**
     * Fraenkel's a-Wythoff (take from one heap, or k and l from both with |k − l| < a): the P-positions
     * are (⌊nα⌋, ⌊nα⌋ + an) with α = (2 − a + √(a² + 4))/2 (Fraenkel 1982), recognised from its one-line
     * game with its α named; Wythoff's own game (a = 1) keeps its named pattern.
     */
    @Test
    void aWythoffGamesWrittenInOneLineAreComplementaryBeattyPairs() {
        assertThat(aWythoff(2)).contains("pattern.p.beattyPairs").contains("√2 lies in it");
        assertThat(aWythoff(3)).contains("pattern.p.beattyPairs").contains("(√13 − 1)/2 [a-Wythoff, a = 3]");
        assertThat(aWythoff(1)).contains("pattern.p.wythoff").doesNotContain("beattyPairs");
    }

    private static String aWythoff(int a) {
        String line = "(x, y) -> { for (long k = 1; k <= x; k++) move(x - k, y); for (long k = 1; k <= y; k++) move(x, y - k);"
                + " for (long k = 1; k <= x; k++) for (long l = 1; l <= y; l++) if (Math.abs(k - l) < " + a + ") move(x - k, y - l); }";
        LineValues values = new LineValues(new RulesLoader().line(line), SearchBudget.of(50_000_000));
        ValueTable table = ValueTable.of(values, List.of(new TableRange(0, 60), new TableRange(0, 60)));
        StringBuilder said = new StringBuilder();
        for (Finding finding : Patterns.find(table, new PeriodicValues())) {
            assertThat(finding.holdsOn(table)).isTrue();
            said.append(finding.statement().key()).append(": ").append(finding.says(table).in(java.util.Locale.ROOT)).append('\n');
        }
        return said.toString();
    }
}
