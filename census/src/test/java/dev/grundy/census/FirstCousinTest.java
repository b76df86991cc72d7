package dev.grundy.census;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class FirstCousinTest {
    private static final int HEAPS = 160;

    /**
     * The pairs the literature names: Dawson's Kayles and Dawson's chess (Winning Ways, ch. 4), and
     * OEIS A071434 ("octal games .074-.077 have values a(n-1)" of .1377), A071435 (.450-.453 and
     * .470-.473 of .177), A071453 (.051 and .053 of .117).
     */
    @ParameterizedTest
    @CsvSource({"0.07, 0.137", "0.074, 0.1377", "0.077, 0.1377", "0.45, 0.177", "0.453, 0.177", "0.473, 0.177",
            "0.051, 0.117", "0.053, 0.117", "4.0, 0.7"})
    void theNamedPairs(String code, String cousin) {
        assertThat(FirstCousin.of(TakeAndBreak.parse(code, "octal"))).isEqualTo(cousin);
    }

    @ParameterizedTest
    @CsvSource({"0.77", "0.17", "0.0", "0.3F", "8.4"})
    void noCousinWhenAHeapOfOneCanBeTakenOrTheRuleIsNotOctal(String code) {
        assertThat(FirstCousin.of(TakeAndBreak.parse(code, "octal"))).isNull();
    }

    /** G_A(n + 1) = G_B(n), both sequences computed by the engine from their own rules. */
    @Property(tries = 60)
    void theCousinsValuesAreTheCodesShiftedByOne(@ForAll("cousinable") String code) {
        String cousin = FirstCousin.of(TakeAndBreak.parse(code, "octal"));
        int[] a = values(code, HEAPS + 1);
        int[] b = values(cousin, HEAPS);
        assertThat(a[0]).isZero();
        for (int n = 0; n <= HEAPS; n++) {
            assertThat(a[n + 1]).as("G_%s(%d) against G_%s(%d)", code, n + 1, cousin, n).isEqualTo(b[n]);
        }
    }

    /** Every code a reduction puts in a row is the row's game shifted: 0 up to the shift, then the game's values. */
    @Property(tries = 40)
    void aReductionRowGivesEachOfItsCodes(@ForAll("anyOctal") String code) {
        Reduction reduction = Reduction.of(new Family("test", java.util.List.of(TakeAndBreak.parse(code, "octal").code())));
        var entry = reduction.games().entrySet().iterator().next();
        Reduction.Member member = entry.getValue().get(0);
        int[] row = values(entry.getKey(), HEAPS);
        int[] own = values(member.code(), HEAPS);
        for (int n = 0; n <= HEAPS; n++) {
            assertThat(own[n]).as("G_%s(%d), row %s shift %d", code, n, entry.getKey(), member.shift())
                    .isEqualTo(n < member.shift() ? 0 : row[n - member.shift()]);
        }
    }

    @Provide
    Arbitrary<String> cousinable() {
        Arbitrary<Integer> octal = Arbitraries.integers().between(0, 7);
        return net.jqwik.api.Combinators.combine(Arbitraries.of(0, 4), Arbitraries.of(0, 2, 4, 6), octal, octal)
                .as((d0, d1, d2, d3) -> d0 + "." + d1 + d2 + d3)
                .filter(code -> FirstCousin.of(TakeAndBreak.parse(code, "octal")) != null);
    }

    @Provide
    Arbitrary<String> anyOctal() {
        Arbitrary<Integer> octal = Arbitraries.integers().between(0, 7);
        return net.jqwik.api.Combinators.combine(Arbitraries.of(0, 4), octal, octal, octal)
                .as((d0, d1, d2, d3) -> d0 + "." + d1 + d2 + d3);
    }

    static int[] values(String code, int to) {
        TakeAndBreakValues table = new TakeAndBreakValues(TakeAndBreak.parse(code, "octal"));
        var snapshot = table.sequence(to, SequenceMethod.NAIVE, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE);
        int[] values = new int[to + 1];
        for (int n = 0; n <= to; n++) {
            values[n] = snapshot.values().get(n);
        }
        return values;
    }
}
