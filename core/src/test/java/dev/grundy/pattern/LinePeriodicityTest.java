package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Rows and columns of two-dimensional tables periodic from some point: found where they are, each holding on its table. */
class LinePeriodicityTest {

    private static ValueTable table(String game, TableRange... ranges) {
        SearchBudget budget = SearchBudget.of(50_000_000);
        return ValueTable.of(new PositionValues(new PositionParser(StandardGames.registry()), game, budget), List.of(ranges));
    }

    private static List<String> said(ValueTable table, boolean rows) {
        List<Finding> found = new LinePeriodicity(rows).find(table);
        assertThat(found).allSatisfy(finding -> assertThat(finding.holdsOn(table)).isTrue());
        return found.stream().map(finding -> finding.says(table).in(Locale.ROOT)).toList();
    }

    /** Two heaps of subtract:1,3,4: G = g(a) ⊕ g(b) with g of period 7 from 0, so every row and column has period 7. */
    @Test
    void aSumOfTwoPeriodicHeapsHasPeriodicRowsAndColumns() {
        ValueTable values = table("subtract:1,3,4", new TableRange(0, 20), new TableRange(0, 40));

        assertThat(said(values, true)).containsExactly(
                "every row is periodic from one point on: G(a, b + 7) = G(a, b) for b ≥ 0; observed on 0..20 × 0..40");
        assertThat(said(values, false)).containsExactly(
                "every column is periodic from one point on: G(a + 7, b) = G(a, b) for a ≥ 0; observed on 0..20 × 0..40");
    }

    /** Two-heap Nim: row a has G(a, b + 2^k) = G(a, b) + 2^k with 2^k the least power of 2 above a. */
    @Test
    void nimRowsAreArithmeticPeriodicWithAPowerOfTwo() {
        ValueTable values = table("nim", new TableRange(0, 5), new TableRange(0, 63));

        assertThat(said(values, true)).containsExactly("every row G(a, ·) is periodic from some b₀ on: G(a, b + p) = G(a, b) + s"
                + " for b ≥ b₀, with (p, s, b₀) = a = 0: (1, 1, 0), a = 1: (2, 2, 0), a = 2: (4, 4, 0), a = 3: (4, 4, 0),"
                + " a = 4: (8, 8, 0), a = 5: (8, 8, 0); periods up to 8, preperiods up to 0; observed on 0..5 × 0..63");
        assertThat(said(values, false)).as("columns of 6 values are too short").isEmpty();
    }

    /** Wythoff's rows are arithmetic-periodic (Dress, Flammenkamp and Pink 1999): found on every row of a long table. */
    @Test
    void wythoffRowsArePeriodicFromSomePoint() {
        ValueTable values = table("wythoff", new TableRange(0, 4), new TableRange(0, 300));

        assertThat(said(values, true)).singleElement().asString().startsWith("every row G(a, ·) is periodic from some b₀ on")
                .contains("a = 0: (1, 1, 0)");
    }

    /** A table whose last row breaks its pattern states nothing about rows. */
    @Test
    void oneRowWithoutAPeriodSilencesTheRows() {
        ValueTable values = ValueTable.of(numbers -> numbers[0] == 3 ? Long.bitCount(numbers[1] * 2654435761L) : numbers[1] % 5,
                List.of(new TableRange(0, 3), new TableRange(0, 60)));

        assertThat(said(values, true)).isEmpty();
    }
}
