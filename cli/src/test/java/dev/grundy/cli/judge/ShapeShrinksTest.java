package dev.grundy.cli.judge;

import dev.grundy.rules.ShapeKind;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The steps that shrink grids and sums, and what greedy shrinking reaches with them. */
class ShapeShrinksTest {
    private static final ShapeCoding GRIDS = ShapeCoding.of(ShapeKind.GRID, ".#", "1..4", "1..3");

    private static List<BigInteger> numbers(int... numbers) {
        return Arrays.stream(numbers).mapToObj(BigInteger::valueOf).toList();
    }

    private static String board(List<BigInteger> numbers) {
        return GRIDS.position("g", numbers);
    }

    @Test
    void aBoardLosesARowOrAColumnOrHasACellCleared() {
        // g #. ## : two rows, two columns.
        List<BigInteger> board = numbers(2, 2, 1, 0, 1, 1);
        List<String> steps = new ShapeShrinks(GRIDS).candidates(board).stream().map(ShapeShrinksTest::board).toList();

        assertThat(steps).containsExactly("g ##", "g #.", "g . #", "g # #", "g .. ##", "g #. .#", "g #. #.");
    }

    @Test
    void aSumLosesAComponentOrTwoAndEqualComponentsShrinkAlike() {
        List<BigInteger> sum = numbers(1, 1, 1, /* */ 1, 1, 1, /* */ 1, 2, 0, 1);
        List<String> steps = new ShapeShrinks(GRIDS).candidates(sum).stream().map(ShapeShrinksTest::board).toList();

        // Either of the equal components left out is one step.
        assertThat(steps.subList(0, 4)).containsExactly("g # + g .#", "g # + g #", "g .#", "g #");
        assertThat(steps).contains("g # + g # + g #", "g . + g . + g .#", "g # + g # + g ..");
    }

    @Test
    void greedyShrinkingFindsTheSmallestBoardWithAnEmptyDomino() {
        // Fails wherever two empty cells are side by side down a column.
        Shrinker shrinker = new Shrinker(new ShapeShrinks(GRIDS)::candidates);
        List<BigInteger> start = numbers(3, 3, 1, 0, 0, 0, 0, 1, 1, 0, 1);
        Shrinker.Shrunk shrunk = shrinker.shrink(start, numbers -> columnDomino(GRIDS.lines(ShapeCoding.ROWS, GRIDS.split(numbers).get(0))));

        assertThat(board(shrunk.numbers())).isEqualTo("g . .");
        assertThat(shrunk.finished()).isTrue();
    }

    private static boolean columnDomino(List<String> rows) {
        for (int r = 0; r + 1 < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                if (rows.get(r).charAt(c) == '.' && rows.get(r + 1).charAt(c) == '.') {
                    return true;
                }
            }
        }
        return false;
    }
}
