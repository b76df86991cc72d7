package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.RulesLoader;
import dev.grundy.rules.ShapeKind;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Patterns of tables over strings, lists and trees stated through a feature of the position: found
 * on games with known closed forms, never on a game with none, never on thin evidence, and each
 * holding at every position of its table.
 */
class ShapeFeaturePatternsTest {
    private static final RulesLoader LOADER = new RulesLoader();

    private static List<String> said(String line, String... words) {
        ShapeTable table = ShapeTable.of(LOADER.shapes(line), List.of(words), SearchBudget.of(10_000_000));
        return table.patterns().stream().map(pattern -> pattern.says(table.size(), table.written()).in(Locale.ENGLISH)).toList();
    }

    @Test
    void deletingOneOrTwoLettersHasTheLengthModThreeAsItsValue() {
        // Any one or two letters deleted: a heap of the length's size in "take 1 or 2", G = length mod 3.
        String line = "(String s) -> { for (int i = 0; i < s.length(); i++) for (int k = 1; k <= 2 && i + k <= s.length(); k++) "
                + "move(s.substring(0, i) + s.substring(i + k)); }";
        assertThat(said(line, "ab", "0..8")).containsExactly("the value is the length mod 3; observed on all 511 positions of ab 0..8");
    }

    @Test
    void nimOnAListHasTheXorAsItsValue() {
        String nim = "(long[] a) -> { for (int i = 0; i < a.length; i++) for (long t = 1; t <= a[i]; t++) move(set(a, i, a[i] - t)); }";
        assertThat(said(nim, "0..3", "0..4"))
                .containsExactly("the value is the xor (nim-sum) of the numbers; observed on all 341 positions of 0..3 0..4");
    }

    @Test
    void greenHackenbushOnATreeHasTheColonPrinciplesValue() {
        assertThat(said("(Tree t) -> { for (int v = 1; v < t.size(); v++) move(t.cut(v)); }", "1..8")).singleElement()
                .asString().startsWith("the value is the colon-principle value").endsWith("observed on all 200 positions of 1..8");
    }

    @Test
    void deletingARunHasAValueOfTheNumberOfRunsWrittenOutAndPPositionsAResidueFromOneRunOn() {
        // A run deleted at an end leaves one run fewer, inside two fewer (its neighbours join): no named form, so written out.
        String line = "(String s) -> { for (int i = 0; i < s.length(); i++) if (i == 0 || s.charAt(i) != s.charAt(i - 1)) "
                + "{ int j = i; while (j < s.length() && s.charAt(j) == s.charAt(i)) j++; move(s.substring(0, i) + s.substring(j)); } }";
        assertThat(said(line, "ab", "0..9")).containsExactly("the value depends only on the number of runs (maximal blocks of one letter): "
                + "0 ↦ 0, 1 ↦ 1, 2 ↦ 0, 3 ↦ 2, 4 ↦ 1, 5 ↦ 0, 6 ↦ 2, 7 ↦ 1, 8 ↦ 0, 9 ↦ 2; observed on all 1023 positions of ab 0..9",
                "the P-positions are those with the number of runs (maximal blocks of one letter) ≡ 2 (mod 3) when it is at least 1, "
                        + "and below 1 those with it in {0}; observed on all 1023 positions of ab 0..9");
    }

    @Test
    void fillingOneEmptyCellHasTheParityOfTheEmptyCellsAsItsValue() {
        String fill = "(char[][] g) -> { for (int r = 0; r < g.length; r++) for (int c = 0; c < g[r].length; c++) "
                + "if (g[r][c] == '.') move(set(g, r, c, '#')); }";
        assertThat(said(fill, ".#", "1..2", "1..3")).containsExactly(
                "the value is the number of '.' cells mod 2; observed on all 98 positions of .# 1..2 1..3");
    }

    @Test
    void pairsIsAFunctionOfNoFeatureAndNothingIsClaimed() {
        // Pairs (Codeforces 1104B): the parity of the pairs a stack cancels, which no feature here is.
        String pairs = "(String s) -> { for (int i = 0; i + 1 < s.length(); i++) if (s.charAt(i) == s.charAt(i + 1)) "
                + "move(s.substring(0, i) + s.substring(i + 2)); }";
        assertThat(said(pairs, "ab", "0..8")).isEmpty();
    }

    @Test
    void aTableTooSmallForItsFeatureClaimsNothing() {
        // length mod 3 holds on ab 0..2 too, but 7 positions for 3 lengths is under 3 positions a length.
        String line = "(String s) -> { for (int i = 0; i < s.length(); i++) for (int k = 1; k <= 2 && i + k <= s.length(); k++) "
                + "move(s.substring(0, i) + s.substring(i + k)); }";
        assertThat(said(line, "ab", "0..2")).isEmpty();
    }

    @Test
    void thePPositionsAsAParityOfAFeature() {
        // P exactly when the length is even; three strings of each length 0..19, of different first and last letters.
        List<Object> strings = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        for (int length = 0; length < 20; length++) {
            for (String repeated : new String[] {"a", "b", "ab"}) {
                strings.add(repeated.repeat(length).substring(0, length));
                values.add(length % 2 == 0 ? 0L : 1 + length % 3);
            }
        }
        List<ShapePattern> found = ShapeFeaturePatterns.find(ShapeFeatures.of(ShapeKind.STRING, "ab"), strings,
                values.stream().mapToLong(Long::longValue).toArray());
        assertThat(found).extracting(pattern -> pattern.statement().in(Locale.ENGLISH))
                .contains("the P-positions are those with the length even");
    }

    @Test
    void aValueThatDependsOnTheLengthAloneIsReadAsASequenceWithTheOneNumberFinders() {
        // G = the number of trailing zeros of the length: named by the one-number finders from 16 lengths on.
        List<Object> strings = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        for (int length = 1; length <= 40; length++) {
            for (String start : new String[] {"a", "b", "ab"}) {
                strings.add((start + "a".repeat(length)).substring(0, length));
                values.add((long) Long.numberOfTrailingZeros(length));
            }
        }
        List<ShapePattern> found = ShapeFeaturePatterns.find(ShapeFeatures.of(ShapeKind.STRING, "ab"), strings,
                values.stream().mapToLong(Long::longValue).toArray());
        assertThat(found).extracting(pattern -> pattern.statement().in(Locale.ENGLISH))
                .contains("the value depends only on n = the length, and as a sequence G(n): G(n) = the number of trailing 0 bits of n for n ≥ 1");
    }

    /** Random values on the strings of ab 0..7: whatever is stated holds at every position, with 3 positions per feature value. */
    @Property(tries = 60)
    void everyStatedPatternHoldsAtEveryPosition(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int values) {
        List<Object> strings = new ArrayList<>();
        for (List<String> words : ShapePositions.of(ShapeKind.STRING, List.of("ab", "0..7"))) {
            strings.add(ShapeFeatures.argument(ShapeKind.STRING, words, null));
        }
        Random random = new Random(seed);
        long[] value = new long[strings.size()];
        boolean byLength = random.nextBoolean();
        for (int i = 0; i < value.length; i++) {
            // Half the tables are a function of the length, so that something is stated.
            value[i] = byLength ? Math.floorMod(((String) strings.get(i)).length() * seed, values) : random.nextInt(values);
        }
        List<ShapeFeature> features = ShapeFeatures.of(ShapeKind.STRING, "ab");
        for (ShapePattern pattern : ShapeFeaturePatterns.find(features, strings, value)) {
            for (int i = 0; i < value.length; i++) {
                assertThat(pattern.holdsAt(strings.get(i), value[i])).as(pattern.statement().in(Locale.ENGLISH)).isTrue();
            }
            long distinct = strings.stream().mapToLong(pattern.feature()::at).distinct().count();
            assertThat((long) value.length).isGreaterThanOrEqualTo(ShapeFeaturePatterns.POSITIONS_PER_VALUE * distinct);
        }
        if (!byLength && values > 1) {
            // 255 random values: no feature of a string of ab 0..7 determines them.
            assertThat(ShapeFeaturePatterns.find(features, strings, value)).isEmpty();
        }
    }

    @Test
    void theFeaturesOfAListAreWhatContestsName() {
        List<ShapeFeature> features = ShapeFeatures.of(ShapeKind.LIST, "");
        long[] list = {3, 5, 0, 6};
        assertThat(features.stream().map(feature -> feature.at(list)).toList()).containsExactly(4L, 14L, 3L ^ 5 ^ 6, 6L, 0L, -2L, 3L, 2L, 0L);
        assertThat(features.get(8).at(new long[] {0, 1, 1, 4})).isEqualTo(1);
    }
}
