package dev.grundy.pattern;

import dev.grundy.text.Phrase;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** What the tables of several K have in common: the same numbers, or numbers linear in K, and nothing else. */
class AcrossParameterTest {

    private static List<BigInteger> ks(int from, int to) {
        List<BigInteger> ks = new ArrayList<>();
        for (int k = from; k <= to; k++) {
            ks.add(BigInteger.valueOf(k));
        }
        return ks;
    }

    /** The tables of take 1..K: G(n) = n mod (K + 1), each searched by the finders. */
    private static List<List<Finding>> takeUpTo(List<BigInteger> ks, int to) {
        List<List<Finding>> findings = new ArrayList<>();
        for (BigInteger k : ks) {
            int modulus = k.intValueExact() + 1;
            ValueTable table = ValueTable.of(numbers -> numbers[0] % modulus, List.of(TableRange.parse("0.." + to)));
            findings.add(Patterns.find(table, new PeriodicValues()));
        }
        return findings;
    }

    @Test
    void thePeriodOfTakeUpToKIsKPlusOneForEachKTried() {
        List<BigInteger> ks = ks(1, 6);
        ValueTable last = ValueTable.of(numbers -> numbers[0] % 7, List.of(TableRange.parse("0..300")));
        List<String> said = AcrossParameter.common("K", ks, takeUpTo(ks, 300), last).stream()
                .map(phrase -> phrase.in(Locale.ENGLISH)).toList();

        assertThat(said).contains("for each K in 1..6: the P-positions are the multiples of (K + 1); observed on 0..300 for each K")
                .anyMatch(line -> line.startsWith("for each K in 1..6: G(n + (K + 1)) = G(n) for n ≥ 0"));
    }

    @Test
    void twoValuesOfKFitNoFormulaAndNumbersThatAreNotLinearAreNotStated() {
        List<BigInteger> two = ks(1, 2);
        ValueTable last = ValueTable.of(numbers -> numbers[0] % 3, List.of(TableRange.parse("0..300")));
        assertThat(AcrossParameter.common("K", two, takeUpTo(two, 300), last)).isEmpty();

        // Periods 2, 3, 5: not a line in K = 1, 2, 3.
        List<BigInteger> three = ks(1, 3);
        List<List<Finding>> findings = new ArrayList<>();
        for (int modulus : new int[] {2, 3, 5}) {
            findings.add(List.of(new Finding(Phrase.of("pattern.p.multiples", modulus), (table, index) -> true, null)));
        }
        assertThat(AcrossParameter.common("K", three, findings, last)).isEmpty();
    }

    @Test
    void aFormulaIsWrittenAsPeopleWriteIt() {
        assertThat(FormulaInParameter.linear("K", BigInteger.ONE, BigInteger.ZERO)).isEqualTo("K");
        assertThat(FormulaInParameter.linear("K", BigInteger.TWO, BigInteger.valueOf(-1))).isEqualTo("(2K − 1)");
        assertThat(FormulaInParameter.linear(ks(1, 3), List.of(BigInteger.valueOf(3), BigInteger.valueOf(5), BigInteger.valueOf(7))))
                .containsExactly(BigInteger.TWO, BigInteger.ONE);
        assertThat(FormulaInParameter.linear(ks(1, 3), List.of(BigInteger.valueOf(3), BigInteger.valueOf(5), BigInteger.valueOf(8)))).isNull();
    }

    @Test
    void aPatternEveryTableProvedIsStatedAsProvedForEachK() {
        List<BigInteger> ks = ks(1, 3);
        List<List<Finding>> findings = new ArrayList<>();
        for (BigInteger k : ks) {
            findings.add(List.of(new Finding(Phrase.of("pattern.p.multiples", k.intValueExact() + 1), (table, index) -> true,
                    Phrase.literal("a theorem"))));
        }
        ValueTable last = ValueTable.of(numbers -> numbers[0] % 4, List.of(TableRange.parse("0..50")));
        assertThat(AcrossParameter.common("K", ks, findings, last)).singleElement().extracting(phrase -> phrase.in(Locale.ENGLISH))
                .isEqualTo("for each K in 1..3: the P-positions are the multiples of (K + 1); proved for each K, checked on 0..50");
    }

    /** One finding per K, a P-set the multiples of the number given for that K. */
    private static List<List<Finding>> multiplesOf(long... moduli) {
        List<List<Finding>> findings = new ArrayList<>();
        for (long modulus : moduli) {
            findings.add(List.of(new Finding(Phrase.of("pattern.p.multiples", modulus), (table, index) -> true, null)));
        }
        return findings;
    }

    private static List<String> common(List<BigInteger> ks, List<List<Finding>> findings) {
        ValueTable last = ValueTable.of(numbers -> 0, List.of(TableRange.parse("0..10")));
        return AcrossParameter.common("K", ks, findings, last).stream().map(phrase -> phrase.in(Locale.ENGLISH)).toList();
    }

    @Test
    void powersOf2AndQuadraticsInKAreNamedFromEnoughValuesOfK() {
        assertThat(common(ks(1, 4), multiplesOf(1, 3, 7, 15)))
                .containsExactly("for each K in 1..4: the P-positions are the multiples of (2^K − 1); observed on 0..10 for each K");
        assertThat(common(ks(1, 4), multiplesOf(2, 6, 12, 20)))
                .containsExactly("for each K in 1..4: the P-positions are the multiples of K(K + 1); observed on 0..10 for each K");
        assertThat(common(ks(2, 5), multiplesOf(4, 9, 16, 25)))
                .containsExactly("for each K in 2..5: the P-positions are the multiples of K²; observed on 0..10 for each K");
        assertThat(common(ks(1, 4), multiplesOf(1, 3, 6, 10)))
                .containsExactly("for each K in 1..4: the P-positions are the multiples of K(K + 1)/2; observed on 0..10 for each K");
        assertThat(common(ks(1, 4), multiplesOf(3, 10, 21, 36)))
                .containsExactly("for each K in 1..4: the P-positions are the multiples of (2K² + K); observed on 0..10 for each K");
        // Three values of K fit any quadratic: not named.
        assertThat(common(ks(1, 3), multiplesOf(2, 6, 12))).isEmpty();
        // 2, 6, 12, 21: no form.
        assertThat(common(ks(1, 4), multiplesOf(2, 6, 12, 21))).isEmpty();
    }

    @Test
    void aPatternOfEveryKFromSomeK0OnIsStatedFromK0WithTheKBeforeIt() {
        // K = 1, 2 show other numbers; from K = 3 on, K + 1.
        assertThat(common(ks(1, 6), multiplesOf(7, 9, 4, 5, 6, 7))).containsExactly(
                "for each K in 3..6: the P-positions are the multiples of (K + 1); observed on 0..10 for each K; not so at K = 2");
        // Only the last two values of K: too few to state.
        assertThat(common(ks(1, 6), multiplesOf(7, 9, 11, 2, 6, 7))).isEmpty();
        // A pattern absent from the first tables.
        List<List<Finding>> findings = multiplesOf(5, 5, 5, 5);
        findings.set(0, List.of());
        assertThat(common(ks(1, 4), findings)).containsExactly(
                "for each K in 2..4: the P-positions are the multiples of 5; observed on 0..10 for each K; not so at K = 1");
    }

    /** Shape patterns, only ever observed: the value is the length mod (K + 1) for every K; a pattern of one K alone is not common. */
    @Test
    void aShapePatternCommonToEveryKIsStatedInKAndObserved() {
        ShapeFeature length = new ShapeFeature(Phrase.of("feature.length"), false, s -> ((String) s).length());
        List<BigInteger> ks = ks(1, 4);
        List<List<ShapePattern>> patterns = new ArrayList<>();
        for (BigInteger k : ks) {
            long modulus = k.longValueExact() + 1;
            List<ShapePattern> table = new ArrayList<>(List.of(new ShapePattern(Phrase.of("pattern.shape.valueMod", length.name(), modulus),
                    length, (f, value) -> value == f % modulus)));
            if (k.intValue() == 4) {
                table.add(new ShapePattern(Phrase.of("pattern.shape.pEven", length.name()), length, (f, value) -> (value == 0) == (f % 2 == 0)));
            }
            patterns.add(table);
        }
        List<String> said = AcrossParameter.commonToShapes("K", ks, patterns, "ab 0..6").stream()
                .map(phrase -> phrase.in(Locale.ENGLISH)).toList();
        assertThat(said).hasSize(1);
        assertThat(said.get(0)).isEqualTo("for each K in 1..4: the value is the length mod (K + 1); observed on ab 0..6 for each K");
    }
}
