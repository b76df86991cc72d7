package dev.grundy.rules;

import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.GrundySolver;
import dev.grundy.text.InvalidPositionException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Grid games declared {@code @Symmetric}: the same values as without the declaration, fewer memo
 * entries, and a declaration that is false refused before the line is used.
 */
class GridSymmetryTest {
    private static final RulesLoader LOADER = new RulesLoader();
    /** Cram: put a domino on two empty neighbouring cells, across or down. */
    static final String CRAM_BODY = "{ for (int r = 0; r < g.length; r++) for (int c = 0; c < g[r].length; c++) if (g[r][c] == '.') { "
            + "if (c + 1 < g[r].length && g[r][c + 1] == '.') move(set(set(g, r, c, '#'), r, c + 1, '#')); "
            + "if (r + 1 < g.length && g[r + 1][c] == '.') move(set(set(g, r, c, '#'), r + 1, c, '#')); } }";
    private static final ShapeRules CRAM = LOADER.shapes("(char[][] g) -> " + CRAM_BODY);
    private static final ShapeRules SYMMETRIC_CRAM = LOADER.shapes("(@Symmetric char[][] g) -> " + CRAM_BODY);

    private static GrundySolver<Object> solver() {
        return new GrundySolver<>(SYMMETRIC_CRAM, SearchBudget.of(5_000_000));
    }

    private static Object board(ShapeRules rules, String rows) {
        return rules.parse(List.of(rows.split(" ")));
    }

    private static String empty(int height, int width) {
        return String.join(" ", java.util.Collections.nCopies(height, ".".repeat(width)));
    }

    @Test
    void theEightImagesOfABoardAreDistinctAndShareOneCanonicalForm() {
        char[][] board = {"ab.".toCharArray(), "...".toCharArray()};
        Set<String> images = new HashSet<>();
        Set<String> canonical = new HashSet<>();
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            char[][] turned = GridSymmetry.turned(board, symmetry);
            images.add(CharGrid.words(turned));
            canonical.add(GridSymmetry.canonical(turned));
        }
        assertThat(images).hasSize(8).contains("ab. ...", ".ba ...", "... ab.", "a. b. ..", ".. .b .a");
        assertThat(canonical).hasSize(1);
    }

    @Test
    void cramOnAnEvenByEvenBoardIsLostForThePlayerToMoveAndTheMemoShrinks() {
        // The second player answers each domino with its image through the centre (Winning Ways, ch. 23).
        for (String board : List.of(empty(2, 2), empty(2, 4), empty(4, 4))) {
            assertThat(solver().grundy(board(SYMMETRIC_CRAM, board))).as(board).isZero();
        }
        GrundySolver<Object> plain = new GrundySolver<>(CRAM, SearchBudget.of(5_000_000));
        GrundySolver<Object> symmetric = solver();
        assertThat(symmetric.grundy(board(SYMMETRIC_CRAM, empty(4, 4)))).isEqualTo(plain.grundy(board(CRAM, empty(4, 4))));
        assertThat(symmetric.solvedCount()).isLessThan(plain.solvedCount() / 3);
        // Odd by even: the first player wins with the centre domino, then mirrors.
        assertThat(solver().grundy(board(SYMMETRIC_CRAM, empty(3, 4)))).isPositive();
    }

    @Property(tries = 60)
    void theDeclarationChangesNoValue(@ForAll @IntRange(min = 1, max = 4) int height, @ForAll @IntRange(min = 1, max = 4) int width,
                                      @ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < height; r++) {
            rows.append(r == 0 ? "" : " ");
            for (int c = 0; c < width; c++) {
                rows.append(random.nextInt(3) == 0 ? '#' : '.');
            }
        }
        int plain = new GrundySolver<>(CRAM, SearchBudget.of(5_000_000)).grundy(board(CRAM, rows.toString()));
        assertThat(solver().grundy(board(SYMMETRIC_CRAM, rows.toString()))).isEqualTo(plain);
    }

    @Test
    void aFalseDeclarationIsRefused() {
        // Dominoes across only: a board turned a quarter has other options.
        String across = "(@Symmetric char[][] g) -> { for (int r = 0; r < g.length; r++) for (int c = 0; c + 1 < g[r].length; c++) "
                + "if (g[r][c] == '.' && g[r][c + 1] == '.') move(set(set(g, r, c, '#'), r, c + 1, '#')); }";
        assertThatThrownBy(() -> LOADER.shapes(across)).isInstanceOf(InvalidPositionException.class)
                .hasMessageStartingWith("the line is declared @Symmetric but is not: the board .. has 1 options, the board turned to . . has 0, and they are not");
        // Only the first row may be filled: fails under the flip of the rows.
        String firstRow = "(@Symmetric char[][] g) -> { for (int c = 0; c < g[0].length; c++) if (g[0][c] == '.') move(set(g, 0, c, '#')); }";
        assertThatThrownBy(() -> LOADER.shapes(firstRow)).hasMessageContaining("is declared @Symmetric but is not");
        assertThatThrownBy(() -> LOADER.shapes("(@Symmetric String s) -> move(s)")).hasMessage(
                "@Symmetric declares a grid game symmetric; a game over String has no board to turn");
    }

    @Test
    void theBoardsCheckedAreOverTheCharactersTheLineNames() {
        assertThat(GridSymmetry.alphabet("g[r][c] == 'x' ? 'o' : '\\'' ")).containsExactly('x', 'o', '\'');
        assertThat(GridSymmetry.alphabet("move(g)")).containsExactly('.', '#');
    }
}
