package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.RulesLoader;
import dev.grundy.rules.ShapeKind;
import dev.grundy.rules.ShapeRules;
import dev.grundy.text.InvalidPositionException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The small positions a table of a shape lists, and a conjecture checked on them. */
class ShapePositionsTest {

    private static List<List<String>> of(ShapeKind kind, String... words) {
        return ShapePositions.of(kind, List.of(words));
    }

    @Test
    void stringsComeShorterFirstInTheAlphabetsOrder() {
        List<List<String>> strings = of(ShapeKind.STRING, "ba", "0..2");

        assertThat(strings).extracting(words -> words.get(0)).containsExactly("-", "b", "a", "bb", "ba", "ab", "aa");
    }

    @Test
    void listsAreEveryTupleOfTheirValues() {
        assertThat(of(ShapeKind.LIST, "0..1", "0..4")).hasSize(1 + 2 + 4 + 8 + 16).doesNotHaveDuplicates();
        assertThat(of(ShapeKind.LIST, "2..3", "2..2")).containsExactly(List.of("2", "2"), List.of("2", "3"), List.of("3", "2"), List.of("3", "3"));
    }

    @Test
    void gridsAreEveryBoardOfTheirSizes() {
        List<List<String>> grids = of(ShapeKind.GRID, ".#", "1..2", "1..2");

        assertThat(grids).hasSize(2 + 4 + 4 + 16).doesNotHaveDuplicates();
        assertThat(grids).contains(List.of("#.", ".#"), List.of(".", "#"));
    }

    /** The rooted trees of n vertices up to isomorphism: OEIS A000081. */
    @Test
    void treesAreTheRootedTreesUpToIsomorphism() {
        int[] a000081 = {1, 1, 2, 4, 9, 20, 48, 115, 286, 719};
        for (int n = 1; n <= a000081.length; n++) {
            List<List<String>> trees = of(ShapeKind.TREE, n + ".." + n);
            assertThat(trees).as("n = " + n).hasSize(a000081[n - 1]);
            assertThat(new HashSet<>(trees)).hasSize(trees.size());
        }
    }

    @Test
    void tablesTooLargeOrMisdescribedAreRefused() {
        assertThatThrownBy(() -> of(ShapeKind.STRING, "abc", "0..20")).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("more than 100000 positions");
        assertThatThrownBy(() -> of(ShapeKind.STRING, "aa", "0..2")).hasMessageContaining("ALPHABET LENGTHS");
        assertThatThrownBy(() -> of(ShapeKind.STRING, "0..2")).hasMessageContaining("ALPHABET LENGTHS");
        assertThatThrownBy(() -> of(ShapeKind.GRID, ".#", "0..2", "1..2")).hasMessageContaining("ALPHABET ROWS COLUMNS");
        assertThatThrownBy(() -> of(ShapeKind.GRID, ".#", "5..5", "5..5")).hasMessageContaining("more than 100000");
        assertThatThrownBy(() -> of(ShapeKind.TREE, "1..15")).hasMessageContaining("at most 14");
        assertThatThrownBy(() -> of(ShapeKind.LIST, "0..9", "0..9")).hasMessageContaining("more than 100000");
    }

    @Test
    void aConjectureIsCheckedOnEveryPositionInOrder() {
        RulesLoader loader = new RulesLoader();
        ShapeRules rules = loader.shapes("(String s) -> { if (!s.isEmpty()) { move(s.substring(1)); move(s.substring(0, s.length() - 1)); } }");
        ShapeTable table = ShapeTable.of(rules, List.of("ab", "0..5"), SearchBudget.of(1_000_000));

        List<Long> values = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            values.add(table.value(i));
        }
        assertThat(values).hasSize(63).containsOnly(0L, 1L);
        assertThat(table.check(loader.formula("s.length() % 2", rules.line())).holds()).isTrue();
        ShapeTable.Checked wrong = table.check(loader.formula("s.length() % 2 == 1", rules.line()));
        assertThat(wrong.holds()).isFalse();
        assertThat(wrong.says().toString()).contains("-");
    }
}
