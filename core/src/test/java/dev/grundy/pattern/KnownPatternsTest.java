package dev.grundy.pattern;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static dev.grundy.pattern.OneLineTables.POWER_SPLIT;
import static dev.grundy.pattern.OneLineTables.TAKE_AT_MOST_HALF;
import static dev.grundy.pattern.OneLineTables.TAKE_A_DIVISOR;
import static dev.grundy.pattern.OneLineTables.setGame;
import static dev.grundy.pattern.OneLineTables.table;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each shape of the wider vocabulary named on a real game written in one line, and nothing claimed
 * on tables that do not have it: random tables, and tables one value away from the shape.
 */
class KnownPatternsTest {

    private static List<String> said(PatternFinder finder, ValueTable table) {
        List<Finding> found = finder.find(table);
        assertThat(found).allSatisfy(finding -> assertThat(finding.holdsOn(table)).as(finding.statement().toString()).isTrue());
        return found.stream().map(finding -> finding.statement().toString()).toList();
    }

    /** A table of noise: random values 0 … 3. */
    private static ValueTable random(long seed, int arity, int side) {
        Random random = new Random(seed);
        TableRange[] ranges = new TableRange[arity];
        java.util.Arrays.fill(ranges, new TableRange(0, side));
        return ValueTable.of(numbers -> random.nextInt(4), List.of(ranges));
    }

    /** The table with one value changed: 0 where it was not, 1 + its value where it was. */
    private static ValueTable changedAt(ValueTable table, long n) {
        return ValueTable.of(numbers -> {
            long value = table.value(table.index(numbers));
            return numbers[0] != n ? value : value == 0 ? 1 : 0;
        }, table.ranges());
    }

    @Test
    void pPositionsAreNamedFromTheLibrary() {
        assertThat(said(new KnownPSequence(), table(TAKE_AT_MOST_HALF, new TableRange(0, 500))))
                .containsExactly("the P-positions are the numbers 2^k − 1, all ones in binary (0, 1, 3, 7, 15, …)");
        // Clearing one 1 bit of n: every move changes the parity of the 1 bits.
        assertThat(said(new KnownPSequence(), table("n -> { for (long b = 1; b <= n; b *= 2) if ((n & b) != 0) move(n - b); }",
                new TableRange(0, 300)))).containsExactly("the P-positions are the evil numbers (an even number of 1 bits)");
        assertThat(said(new KnownPSequence(), table(setGame("Math.round(Math.sqrt(m)) * Math.round(Math.sqrt(m)) == m"), new TableRange(1, 400))))
                .containsExactly("the P-positions are the squares (0, 1, 4, 9, …)");
    }

    @Test
    void unionsComplementsAndShiftsAreNamed() {
        String squareOrPowerOf2 = "Math.round(Math.sqrt(m)) * Math.round(Math.sqrt(m)) == m || Long.bitCount(m) == 1";
        assertThat(said(new KnownPSequence(), table(setGame(squareOrPowerOf2), new TableRange(1, 300))))
                .containsExactly("the P-positions are the powers of 2 (1, 2, 4, 8, …), and the squares (0, 1, 4, 9, …)");
        assertThat(said(new KnownPSequence(), table(setGame("!java.math.BigInteger.valueOf(m).isProbablePrime(40)"), new TableRange(1, 300))))
                .containsExactly("the P-positions are the numbers not among the primes");
        assertThat(said(new KnownPSequence(), table(setGame("Long.bitCount(m - 1) == 1"), new TableRange(1, 300))))
                .containsExactly("the P-positions are the n with n − 1 among the powers of 2 (1, 2, 4, 8, …)");
    }

    @Test
    void aSetOneMemberAwayOrTooSparseIsNotNamed() {
        ValueTable squares = table(setGame("Math.round(Math.sqrt(m)) * Math.round(Math.sqrt(m)) == m"), new TableRange(1, 400));
        assertThat(said(new KnownPSequence(), changedAt(squares, 200))).isEmpty();
        assertThat(said(new KnownPSequence(), changedAt(squares, 400))).isEmpty();
        // The powers of 3 on 1..30 are four numbers: too few to name.
        assertThat(said(new KnownPSequence(), table(setGame("m == 1 || m == 3 || m == 9 || m == 27"), new TableRange(1, 30)))).isEmpty();
    }

    @Test
    void valuesAreNamedAsKnownSequences() {
        assertThat(said(new KnownValueSequence(), table(TAKE_A_DIVISOR, new TableRange(1, 500))))
                .containsExactly("G(n) = the number of trailing 0 bits of n for n ≥ 1");
        // The same game one heap further: take a divisor of n + 1 smaller than n + 1.
        assertThat(said(new KnownValueSequence(), table("n -> { for (long d = 1; d <= n; d++) if ((n + 1) % d == 0) move(n - d); }",
                new TableRange(0, 500)))).containsExactly("G(n) = the number of trailing 0 bits of n + 1 for n ≥ 0");
        // Keep a non-empty proper part of n's 1 bits: a Nim heap of n's 1 bits.
        assertThat(said(new KnownValueSequence(), table("n -> { if (n > 0) for (long m = (n - 1) & n; ; m = (m - 1) & n) { move(m); if (m == 0) break; } }",
                new TableRange(0, 300)))).contains("G(n) = the number of 1 bits of n for n ≥ 0");
        // Replace n by a proper divisor: Ω(n).
        assertThat(said(new KnownValueSequence(), table("n -> { for (long d = 1; d < n; d++) if (n % d == 0) move(d); }", new TableRange(1, 300))))
                .containsExactly("G(n) = Ω(n), the number of prime factors of n with multiplicity for n ≥ 1");
    }

    @Test
    void noKnownSequenceIsClaimedOnNoiseOrOneValueOff() {
        ValueTable divisor = table(TAKE_A_DIVISOR, new TableRange(1, 500));
        assertThat(said(new KnownValueSequence(), changedAt(divisor, 480))).isEmpty();
        assertThat(said(new KnownValueSequence(), table("n -> take(n, 1, 3, 4)", new TableRange(0, 500)))).isEmpty();
    }

    @Test
    void residueClassesFromAPointOnListWhatComesBefore() {
        assertThat(said(new PResidueClasses(), table(POWER_SPLIT, new TableRange(0, 2000))))
                .containsExactly("the P-positions n ≥ 6 are the n with n mod 2 in {1}; below 6 they are 0, 2, 4");
        assertThat(said(new PResidueClasses(), table(TAKE_A_DIVISOR, new TableRange(1, 200))))
                .containsExactly("the P-positions are the n with n mod 2 in {1}");
        assertThat(said(new PResidueClasses(), table(TAKE_AT_MOST_HALF, new TableRange(0, 500)))).isEmpty();
    }

    @Test
    void halvingRecursionsAreFound() {
        assertThat(said(new HalvingRecursion(), table(TAKE_AT_MOST_HALF, new TableRange(0, 500))))
                .containsExactly("G(2n) = n and G(2n + 1) = G(n) for n ≥ 1");
        assertThat(said(new HalvingRecursion(), table(TAKE_A_DIVISOR, new TableRange(1, 500))))
                .containsExactly("G(2n) = G(n) + 1 and G(2n + 1) = 0 for n ≥ 1");
        assertThat(said(new HalvingRecursion(), table("n -> take(n, 1, 3, 4)", new TableRange(0, 500)))).isEmpty();
        assertThat(said(new HalvingRecursion(), changedAt(table(TAKE_AT_MOST_HALF, new TableRange(0, 500)), 301))).isEmpty();
    }

    /** Take one token from a heap, or cut a heap larger than the other two together down to their sum. */
    @Test
    void theLargestPartIsComparedWithTheRest() {
        String cut = "(a, b, c) -> { if (a > 0) move(a - 1, b, c); if (b > 0) move(a, b - 1, c); if (c > 0) move(a, b, c - 1); "
                + "if (a > b + c) move(b + c, b, c); if (b > a + c) move(a, a + c, c); if (c > a + b) move(a, b, a + b); }";
        TableRange side = new TableRange(0, 10);
        assertThat(said(new PartComparison(), table(cut, side, side, side)))
                .containsExactly("the P-positions are those with the largest number at most the sum of the other two and an even total");
        String nim = "(a, b, c) -> { for (long k = 1; k <= a; k++) move(a - k, b, c); for (long k = 1; k <= b; k++) move(a, b - k, c); "
                + "for (long k = 1; k <= c; k++) move(a, b, c - k); }";
        assertThat(said(new PartComparison(), table(nim, side, side, side))).isEmpty();
    }

    /** A sum of two take-at-most-half heaps: the first rows and columns are the one-heap game. */
    @Test
    void linesOfATwoNumberTableAreReadAsOneNumberTables() {
        String two = "(a, b) -> { for (long k = 1; 2 * k <= a; k++) move(a - k, b); for (long k = 1; 2 * k <= b; k++) move(a, b - k); }";
        List<String> said = said(new TableSlices(), table(two, new TableRange(0, 40), new TableRange(0, 40)));
        assertThat(said).contains("on the lines a = 0; a = 1 (n = b, 0..40): the P-positions are the numbers 2^k − 1, all ones in binary (0, 1, 3, 7, 15, …)",
                "on the lines a = 0; a = 1 (n = b, 0..40): G(2n) = n and G(2n + 1) = G(n) for n ≥ 1");
        String nim = "(a, b) -> { for (long k = 1; k <= a; k++) move(a - k, b); for (long k = 1; k <= b; k++) move(a, b - k); }";
        assertThat(said(new TableSlices(), table(nim, new TableRange(0, 40), new TableRange(0, 40)))).isEmpty();
    }

    /** Three take-at-most-half heaps, two of them at most 1 (value 0): every line along the third is the one-heap game. */
    @Test
    void linesOfAThreeNumberTableAreReadToo() {
        String three = "(a, b, c) -> { for (long k = 1; 2 * k <= a; k++) move(a - k, b, c); for (long k = 1; 2 * k <= b; k++) move(a, b - k, c); "
                + "for (long k = 1; 2 * k <= c; k++) move(a, b, c - k); }";
        List<String> said = said(new TableSlices(), table(three, new TableRange(0, 1), new TableRange(0, 1), new TableRange(0, 40)));

        assertThat(said).contains("on the lines a = 0, b = 0; a = 0, b = 1; a = 1, b = 0; a = 1, b = 1 (n = c, 0..40): "
                + "the P-positions are the numbers 2^k − 1, all ones in binary (0, 1, 3, 7, 15, …)");
    }

    /** Noise of one, two and three numbers: no finder of the wider vocabulary claims anything. */
    @Property(tries = 60)
    void noiseGetsNoClaim(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int arity) {
        ValueTable noise = random(seed, arity, arity == 1 ? 400 : arity == 2 ? 40 : 12);
        for (PatternFinder finder : List.of(new KnownPSequence(), new KnownValueSequence(), new PResidueClasses(), new HalvingRecursion(),
                new PartComparison(), new TableSlices())) {
            assertThat(said(finder, noise)).as(finder.getClass().getSimpleName()).isEmpty();
        }
    }
}
