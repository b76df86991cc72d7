package dev.grundy.rules;

import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.LoopyGameException;
import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.constraints.Chars;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * One-line games over strings, lists, grids and trees, each checked against a closed form or a
 * brute force written here independently of the engine; the memo of isomorphic trees; and the
 * errors a line can make.
 */
class ShapeLineGameTest {
    private static final RulesLoader LOADER = new RulesLoader();

    /** Green Hackenbush on a rooted tree: cut an edge, the part without the root falls away. */
    static final String HACKENBUSH = "(Tree t) -> { for (int v = 1; v < t.size(); v++) move(t.cut(v)); }";
    /** Delete two adjacent equal letters (the game of Codeforces 1104B). */
    static final String PAIRS = "(String s) -> { for (int i = 0; i + 1 < s.length(); i++) "
            + "if (s.charAt(i) == s.charAt(i + 1)) move(s.substring(0, i) + s.substring(i + 2)); }";
    /** Delete a palindromic substring; the parts before and after it go on as a sum. */
    static final String PALINDROMES = "(String s) -> { for (int i = 0; i < s.length(); i++) for (int j = i + 1; j <= s.length(); j++) "
            + "{ String p = s.substring(i, j); if (new StringBuilder(p).reverse().toString().equals(p)) sum(s.substring(0, i), s.substring(j)); } }";
    /** Take any positive amount from one number of the list; a number taken to 0 leaves the list (it shrinks). */
    static final String SHRINKING_NIM = "(long[] a) -> { for (int i = 0; i < a.length; i++) for (long k = 1; k <= a[i]; k++) "
            + "move(k == a[i] ? remove(a, i, i + 1) : set(a, i, a[i] - k)); }";
    /** Delete two adjacent equal numbers, the list closing up. */
    static final String EQUAL_NEIGHBOURS = "(long[] a) -> { for (int i = 0; i + 1 < a.length; i++) if (a[i] == a[i + 1]) move(remove(a, i, i + 2)); }";
    /** Fill one empty cell ('.') of the board with '#'. */
    static final String FILL = "(char[][] g) -> { for (int r = 0; r < g.length; r++) for (int c = 0; c < g[r].length; c++) "
            + "if (g[r][c] == '.') move(set(g, r, c, '#')); }";

    private static final ShapeRules TREES = LOADER.shapes(HACKENBUSH);
    private static final ShapeRules STRINGS = LOADER.shapes(PAIRS);
    private static final ShapeRules LISTS = LOADER.shapes(SHRINKING_NIM);

    private static int value(ShapeRules rules, String... words) {
        return new GrundySolver<>(rules, SearchBudget.of(5_000_000)).grundy(rules.parse(List.of(words)));
    }

    /** The colon principle (Winning Ways ch. 7): a vertex's value is the xor over its children of (value + 1). */
    private static int colon(int[] parent) {
        int[] value = new int[parent.length];
        for (int v = parent.length - 1; v > 0; v--) {
            // randomParents puts every parent before its children, so going down the numbers is bottom-up.
            value[parent[v]] ^= value[v] + 1;
        }
        return value[0];
    }

    @Property(tries = 200)
    void hackenbushOnATreeFollowsTheColonPrinciple(@ForAll @IntRange(min = 1, max = 14) int n, @ForAll long seed) {
        int[] parent = TreeTest.randomParents(n, seed);
        Tree tree = Tree.ofParents(parent);

        assertThat(value(TREES, tree.toString().split(" "))).isEqualTo(colon(parent));
    }

    /** Every play deletes the same letters: a stack reduces the string, and its pairs are the moves. */
    @Property(tries = 300)
    void pairsIsDecidedByTheParityOfTheStackReduction(@ForAll @StringLength(min = 1, max = 14) @Chars({'a', 'b', 'c'}) String s) {
        Deque<Character> stack = new ArrayDeque<>();
        int moves = 0;
        for (char c : s.toCharArray()) {
            if (!stack.isEmpty() && stack.peek() == c) {
                stack.pop();
                moves++;
            } else {
                stack.push(c);
            }
        }
        // The game's length is fixed, so its value is that length's parity.
        assertThat(value(STRINGS, s)).isEqualTo(moves % 2);
    }

    /** A list whose numbers shrink or leave it is Nim on its numbers (Bouton). */
    @Property(tries = 100)
    void aShrinkingListIsNim(@ForAll @Size(max = 4) List<@LongRange(max = 5) Long> numbers) {
        long xor = numbers.stream().mapToLong(Long::longValue).reduce(0, (x, y) -> x ^ y);
        String[] words = numbers.isEmpty() ? new String[] {"-"} : numbers.stream().map(String::valueOf).toArray(String[]::new);

        assertThat(value(LISTS, words)).isEqualTo(xor);
    }

    /** A brute force of its own: values of lists by the definition, remembered in a map of its own. */
    @Property(tries = 100)
    void equalNeighboursAgreeWithABruteForce(@ForAll @Size(max = 10) List<@LongRange(max = 2) Long> numbers) {
        ShapeRules rules = LOADER.shapes(EQUAL_NEIGHBOURS);
        String[] words = numbers.isEmpty() ? new String[] {"-"} : numbers.stream().map(String::valueOf).toArray(String[]::new);

        assertThat(value(rules, words)).isEqualTo(bruteForce(numbers, new HashMap<>()));
    }

    private static int bruteForce(List<Long> list, Map<List<Long>, Integer> known) {
        Integer remembered = known.get(list);
        if (remembered != null) {
            return remembered;
        }
        Set<Integer> options = new HashSet<>();
        for (int i = 0; i + 1 < list.size(); i++) {
            if (list.get(i).equals(list.get(i + 1))) {
                List<Long> left = new ArrayList<>(list.subList(0, i));
                left.addAll(list.subList(i + 2, list.size()));
                options.add(bruteForce(left, known));
            }
        }
        int mex = 0;
        while (options.contains(mex)) {
            mex++;
        }
        known.put(list, mex);
        return mex;
    }

    /** Filling cells one at a time lasts as many moves as there are empty cells. */
    @Property(tries = 50)
    void fillingABoardIsDecidedByItsEmptyCells(@ForAll @IntRange(min = 1, max = 3) int rows, @ForAll @IntRange(min = 1, max = 3) int columns,
                                               @ForAll long seed) {
        java.util.Random random = new java.util.Random(seed);
        String[] board = new String[rows];
        int empty = 0;
        for (int r = 0; r < rows; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                boolean open = random.nextBoolean();
                empty += open ? 1 : 0;
                row.append(open ? '.' : '#');
            }
            board[r] = row.toString();
        }
        assertThat(value(LOADER.shapes(FILL), board)).isEqualTo(empty % 2);
    }

    /**
     * Cram (Winning Ways ch. 23; Gardner 1974): a move fills two adjacent empty cells. On an even × even board the
     * second player answers each move by its point reflection, so it is P; on an even × odd one the first player
     * fills the two centre cells and then mirrors, so it is N.
     */
    @Test
    void cramFollowsTheSymmetryStrategies() throws java.io.IOException {
        ShapeRules cram = LOADER.shapes(java.nio.file.Files.readString(java.nio.file.Path.of("../examples/lines/cram.line")).strip());
        for (int rows = 1; rows <= 4; rows++) {
            for (int columns = rows; columns <= 4; columns++) {
                String[] board = new String[rows];
                java.util.Arrays.fill(board, ".".repeat(columns));
                int value = value(cram, board);
                if (rows % 2 == 0 && columns % 2 == 0) {
                    assertThat(value).as(rows + " × " + columns).isZero();
                } else if ((rows + columns) % 2 == 1) {
                    assertThat(value).as(rows + " × " + columns).isPositive();
                }
            }
        }
    }

    /** Values worked by hand; a move leaves the parts before and after the palindrome, an empty part written -. */
    @Test
    void palindromicSubstringsSplitTheStringIntoASum() {
        ShapeRules rules = LOADER.shapes(PALINDROMES);

        assertThat(value(rules, "-")).isZero();
        assertThat(value(rules, "a")).isEqualTo(1);
        // ab: take a or b, leaving one letter (value 1): the mex of {1} is 0.
        assertThat(value(rules, "ab")).isZero();
        // aba: take it whole (0), a letter at an end (ab, ba: 0) or the middle (a + a: 0): mex {0} is 1.
        assertThat(value(rules, "aba")).isEqualTo(1);
        Object position = rules.parse(List.of("abab"));
        assertThat(rules.moves(position)).extracting(move -> move.text().toString()).containsExactly("to - + bab", "to - + b", "to a + ab", "to a + -", "to ab + b", "to aba + -");
    }

    @Test
    void isomorphicTreesShareOneMemoEntry() {
        GrundySolver<Object> solver = new GrundySolver<>(TREES, SearchBudget.of(1_000_000));
        // A root with a path of two edges and a single edge, written two ways.
        int first = solver.grundy(TREES.parse(List.of("1-2", "2-3", "1-4")));
        int solved = solver.solvedCount();
        int second = solver.grundy(TREES.parse(List.of("4-1", "1-3", "3-2")));

        assertThat(second).isEqualTo(first).isEqualTo(3);
        assertThat(solver.solvedCount()).isEqualTo(solved);
        // Its positions up to isomorphism: itself, the root with two single edges, the path of two edges, one edge, one vertex.
        assertThat(solved).isEqualTo(5);
    }

    @Test
    void positionsAreWrittenAsTheyAreRead() {
        assertThat(STRINGS.format(STRINGS.parse(List.of("-")))).isEqualTo("-");
        assertThat(LISTS.format(LISTS.parse(List.of("3", "0", "7")))).isEqualTo("3 0 7");
        ShapeRules grids = LOADER.shapes(FILL);
        assertThat(grids.format(grids.parse(List.of("#.", "..")))).isEqualTo("#. ..");
        assertThat(TREES.format(TREES.parse(List.of("1")))).isEqualTo("1");
    }

    @Test
    void aHeadWithoutAKnownTypeIsRefused() {
        assertThatThrownBy(() -> LOADER.shapes("(int[] a) -> move(a)")).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("String, long[], char[][] or Tree");
        assertThatThrownBy(() -> LOADER.shapes("(String move) -> move(move)")).isInstanceOf(InvalidPositionException.class);
        assertThat(ShapeLineText.declares("(String s) -> move(s)")).isTrue();
        assertThat(ShapeLineText.declares("(char [] [] g) -> move(g)")).isTrue();
        assertThat(ShapeLineText.declares("(a, b) -> move(a, b)")).isFalse();
        assertThat(ShapeLineText.declares("n -> take(n, 1)")).isFalse();
        assertThat(LOADER.shapes("(char [] [] g) -> move(g)").kind()).isEqualTo(ShapeKind.GRID);
    }

    @Test
    void aMoveOfAnotherShapeIsTold() {
        ShapeRules rules = LOADER.shapes("(String s) -> move(new long[] {1})");

        assertThatThrownBy(() -> value(rules, "a")).isInstanceOf(GrundyException.class)
                .hasMessageContaining("a move of this game leaves String positions").hasMessageContaining("at position a");
    }

    @Test
    void aLineThatDoesNotCompileIsPointedAt() {
        assertThatThrownBy(() -> LOADER.shapes("(String s) -> move(s.lenght())")).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("the moves do not compile");
    }

    @Test
    void badPositionsAreRefusedWithWhatIsExpected() {
        assertThatThrownBy(() -> STRINGS.parse(List.of("ab", "c"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("one word");
        assertThatThrownBy(() -> LISTS.parse(List.of("1", "x"))).hasMessageContaining("whole numbers");
        assertThatThrownBy(() -> LOADER.shapes(FILL).parse(List.of("..", "."))).hasMessageContaining("all of one length");
        assertThatThrownBy(() -> TREES.parse(List.of("1-2", "2"))).hasMessageContaining("U-V");
        assertThatThrownBy(() -> STRINGS.parse(List.of("a".repeat(ShapeKind.MOST + 1)))).hasMessageContaining("at most 4096");
    }

    @Test
    void aLineThatThrowsIsToldWithThePosition() {
        ShapeRules rules = LOADER.shapes("(String s) -> move(s.substring(2))");

        assertThatThrownBy(() -> value(rules, "a")).isInstanceOf(GrundyException.class)
                .hasMessageContaining("StringIndexOutOfBoundsException").hasMessageContaining("at position a");
    }

    @Test
    void aMoveTooLargeIsToldWithThePosition() {
        ShapeRules rules = LOADER.shapes("(String s) -> { if (s.length() < 5000) move(s + s); }");

        assertThatThrownBy(() -> value(rules, "ab")).isInstanceOf(GrundyException.class).hasMessageContaining("at most 4096");
    }

    @Test
    void aPositionThatRecursIsALoop() {
        ShapeRules rules = LOADER.shapes("(String s) -> move(s)");

        assertThatThrownBy(() -> value(rules, "ab")).isInstanceOf(LoopyGameException.class);
    }

    @Test
    void theStateLimitStopsALargeSearch() {
        ShapeRules rules = LOADER.shapes(PALINDROMES);

        assertThatThrownBy(() -> new GrundySolver<>(rules, SearchBudget.of(50)).grundy(rules.parse(List.of("abcdefghijklmnopqrst"))))
                .isInstanceOf(StateLimitException.class);
    }
}
