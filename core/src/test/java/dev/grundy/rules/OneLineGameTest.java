package dev.grundy.rules;

import dev.grundy.core.Component;
import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.solve.CodedGrundySolver;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.LoopyGameException;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * One-line games: every kind of game issue 15 asks for, written in one line, checked against the
 * built-in game it equals, a theorem about it, or an oracle written here by hand; and the coded
 * search against the generic solver on the same rules.
 */
class OneLineGameTest {
    private static final RulesLoader LOADER = new RulesLoader();

    static final String TAKE_1_3_4 = "n -> take(n, 1, 3, 4)";
    static final String PROPER_DIVISOR = "n -> { for (long d = 1; d < n; d++) if (n % d == 0) move(n - d); }";
    static final String HALVE_OR_TAKE_1 = "n -> { if (n % 2 == 0 && n > 0) move(n / 2); take(n, 1); }";
    static final String UNEQUAL_SPLIT = "n -> { for (long k = 1; 2 * k < n; k++) sum(k, n - k); }";
    static final String WYTHOFF = "(a, b) -> { for (long k = 1; k <= a; k++) move(a - k, b); "
            + "for (long k = 1; k <= b; k++) move(a, b - k); for (long k = 1; k <= Math.min(a, b); k++) move(a - k, b - k); }";
    static final String TAKE_OR_MOVE = "(a, b) -> { for (long k = 1; k <= a; k++) { move(a - k, b); move(a - k, b + k); } "
            + "for (long k = 1; k <= b; k++) move(a, b - k); }";
    static final String EMPTY_AND_DIVIDE = "(a, b) -> { for (long k = 1; k < b; k++) move(k, b - k); "
            + "for (long k = 1; k < a; k++) move(k, a - k); }";
    static final String ROOK_3D = "(x, y, z) -> { for (long k = 1; k <= x; k++) move(x - k, y, z); "
            + "for (long k = 1; k <= y; k++) move(x, y - k, z); for (long k = 1; k <= z; k++) move(x, y, z - k); }";

    private static final OneLineRules TAKE = LOADER.line(TAKE_1_3_4);
    private static final OneLineRules QUEENS = LOADER.line(WYTHOFF);
    private static final OneLineRules ROOK = LOADER.line(ROOK_3D);

    private static long coded(OneLineRules rules, long... numbers) {
        return new CodedGrundySolver(rules.coded(), SearchBudget.of(10_000_000)).grundy(rules.codes().code(numbers));
    }

    private static long generic(OneLineRules rules, long... numbers) {
        return new GrundySolver<>(rules, SearchBudget.of(10_000_000)).grundy(rules.codes().code(numbers));
    }

    /** The value of a built-in game's position, written as in the position language. */
    private static long builtIn(String position) {
        SearchBudget budget = SearchBudget.of(10_000_000);
        Position parsed = new PositionParser(StandardGames.registry()).parse(position, budget);
        BigInteger sum = BigInteger.ZERO;
        for (Component<?> component : parsed.components()) {
            sum = sum.xor(((Value.Nimber) component.value(budget)).value());
        }
        return sum.longValueExact();
    }

    @Property(tries = 200)
    void takeOneThreeOrFourIsTheSubtractionGame(@ForAll @IntRange(max = 5000) int n) {
        assertThat(coded(TAKE, n)).isEqualTo(builtIn("subtract:1,3,4 " + n));
    }

    @Property(tries = 100)
    void theWythoffLineIsWythoffsGame(@ForAll @IntRange(max = 60) int a, @ForAll @IntRange(max = 60) int b) {
        assertThat(coded(QUEENS, a, b)).isEqualTo(builtIn("wythoff " + a + " " + b));
    }

    /** A rook moving towards the corner of a 3-D board is Nim with three heaps (Bouton). */
    @Property(tries = 100)
    void aRookOnAThreeDimensionalBoardIsNim(@ForAll @IntRange(max = 20) int x, @ForAll @IntRange(max = 20) int y,
                                           @ForAll @IntRange(max = 20) int z) {
        assertThat(coded(ROOK, x, y, z)).isEqualTo(x ^ y ^ z).isEqualTo(builtIn("nim " + x + " " + y + " " + z));
    }

    /** The coded search and the generic solver over the line's Move objects agree on every example, splits included. */
    @Test
    void theCodedSearchAgreesWithTheGenericSolver() {
        for (String text : new String[] {TAKE_1_3_4, PROPER_DIVISOR, HALVE_OR_TAKE_1, UNEQUAL_SPLIT}) {
            OneLineRules rules = LOADER.line(text);
            for (long n = 0; n <= 120; n++) {
                assertThat(coded(rules, n)).as("%s at %d", text, n).isEqualTo(generic(rules, n));
            }
        }
        for (String text : new String[] {WYTHOFF, TAKE_OR_MOVE, EMPTY_AND_DIVIDE}) {
            OneLineRules rules = LOADER.line(text);
            for (long a = 1; a <= 12; a++) {
                for (long b = 1; b <= 12; b++) {
                    assertThat(coded(rules, a, b)).as("%s at %d %d", text, a, b).isEqualTo(generic(rules, a, b));
                }
            }
        }
    }

    /** Splitting a heap into two unequal heaps is Grundy's game. */
    @Test
    void unequalSplitsAreGrundysGame() {
        OneLineRules rules = LOADER.line(UNEQUAL_SPLIT);
        for (long n = 0; n <= 300; n++) {
            assertThat(coded(rules, n)).as("heap %d", n).isEqualTo(builtIn("grundy-game " + n));
        }
    }

    /** Take a proper divisor: G(n) is the number of times 2 divides n (checked here against that formula). */
    @Test
    void properDivisorsGiveTheTwoAdicValuation() {
        OneLineRules rules = LOADER.line(PROPER_DIVISOR);
        for (long n = 1; n <= 500; n++) {
            assertThat(coded(rules, n)).as("heap %d", n).isEqualTo(Long.numberOfTrailingZeros(n));
        }
    }

    /** Halve an even heap or take 1, against a table worked out here by the definition. */
    @Test
    void halveOrTakeOneMatchesItsDefinition() {
        OneLineRules rules = LOADER.line(HALVE_OR_TAKE_1);
        long[] oracle = new long[1001];
        for (int n = 1; n <= 1000; n++) {
            long take = oracle[n - 1];
            long half = n % 2 == 0 ? oracle[n / 2] : -1;
            long mex = 0;
            while (mex == take || mex == half) {
                mex++;
            }
            oracle[n] = mex;
        }
        for (int n = 0; n <= 1000; n++) {
            assertThat(coded(rules, n)).as("heap %d", n).isEqualTo(oracle[n]);
        }
    }

    /** Take from one heap, or move tokens from a to b, against a memoised recursion written here. */
    @Test
    void takeOrMoveTokensMatchesItsDefinition() {
        OneLineRules rules = LOADER.line(TAKE_OR_MOVE);
        Map<Long, Long> memo = new HashMap<>();
        for (long a = 0; a <= 10; a++) {
            for (long b = 0; b <= 10; b++) {
                assertThat(coded(rules, a, b)).as("%d %d", a, b).isEqualTo(takeOrMove(a, b, memo));
            }
        }
    }

    private static long takeOrMove(long a, long b, Map<Long, Long> memo) {
        Long known = memo.get(a * 1000 + b);
        if (known != null) {
            return known;
        }
        java.util.Set<Long> options = new java.util.HashSet<>();
        for (long k = 1; k <= a; k++) {
            options.add(takeOrMove(a - k, b, memo));
            options.add(takeOrMove(a - k, b + k, memo));
        }
        for (long k = 1; k <= b; k++) {
            options.add(takeOrMove(a, b - k, memo));
        }
        long mex = 0;
        while (options.contains(mex)) {
            mex++;
        }
        memo.put(a * 1000 + b, mex);
        return mex;
    }

    /** Empty and Divide (Ferguson): (a, b) is a P-position exactly when a and b are both odd. */
    @Test
    void emptyAndDivideLosesExactlyWhenBothHeapsAreOdd() {
        OneLineRules rules = LOADER.line(EMPTY_AND_DIVIDE);
        for (long a = 1; a <= 30; a++) {
            for (long b = 1; b <= 30; b++) {
                assertThat(coded(rules, a, b) == 0).as("%d %d", a, b).isEqualTo(a % 2 == 1 && b % 2 == 1);
            }
        }
    }

    @Test
    void positionsAreTheirNumbersWrittenAndReadBack() {
        assertThat(QUEENS.format(QUEENS.parse(java.util.List.of("3", "5")))).isEqualTo("3 5");
        assertThatThrownBy(() -> QUEENS.parse(java.util.List.of("3"))).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> QUEENS.parse(java.util.List.of("3", "-1"))).isInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> QUEENS.parse(java.util.List.of("3", "2147483648"))).isInstanceOf(InvalidPositionException.class);
    }

    @Test
    void aLineThatDoesNotCompileIsPointedAtWithACaret() {
        assertThatThrownBy(() -> LOADER.line("n -> take(n, 1 3, 4)"))
                .isInstanceOf(InvalidPositionException.class)
                .satisfies(e -> assertThat(((InvalidPositionException) e).phrase().arguments())
                        .containsExactly("')' expected", "n -> take(n, 1 3, 4)", " ".repeat(14)));
    }

    @Test
    void aBodyMayBeAnExpressionAStatementOrABlock() {
        for (String text : new String[] {"n -> take(n, 1, 2)", "n -> take(n, 1, 2);", "n -> { take(n, 1, 2); }",
                "(n) -> { if (n > 0) { take(n, 1, 2); return; } }"}) {
            assertThat(coded(LOADER.line(text), 9)).as(text).isZero();
        }
    }

    @Test
    void aLineWithoutNamesAndArrowIsRefused() {
        for (String bad : new String[] {"take(n, 1)", "n ->", "(a, a) -> move(a, a)", "(a, b, c, d) -> move(a)", "move -> move(1)"}) {
            assertThatThrownBy(() -> LOADER.line(bad)).as(bad).isInstanceOf(InvalidPositionException.class)
                    .satisfies(e -> assertThat(((GrundyException) e).phrase().key()).isEqualTo("error.line.head"));
        }
    }

    @Test
    void aLineThatThrowsIsToldWithThePosition() {
        OneLineRules rules = LOADER.line("n -> { if (n == 3) throw new IllegalStateException(\"three\"); take(n, 1); }");
        assertThatThrownBy(() -> coded(rules, 10)).isInstanceOf(GrundyException.class)
                .satisfies(e -> assertThat(((GrundyException) e).phrase().arguments())
                        .containsExactly("IllegalStateException: three", "3"));
    }

    @Test
    void aMoveOutOfRangeOrOfTheWrongArityIsTold() {
        assertThatThrownBy(() -> coded(LOADER.line("n -> move(n - 1)"), 2)).isInstanceOf(GrundyException.class)
                .satisfies(e -> assertThat(((GrundyException) e).phrase().key()).isEqualTo("error.line.threw"));
        assertThatThrownBy(() -> coded(LOADER.line("n -> { if (n > 0) move(n - 1, 0); }"), 2)).isInstanceOf(GrundyException.class)
                .satisfies(e -> assertThat(((GrundyException) e).phrase().key()).isEqualTo("error.line.threw"));
    }

    @Test
    void aLineThatLoopsIsToldAsALoopNotAHang() {
        assertThatThrownBy(() -> coded(LOADER.line("n -> move(n)"), 4)).isInstanceOf(LoopyGameException.class);
        assertThatThrownBy(() -> coded(LOADER.line("n -> { if (n > 0) move(n - 1); else move(1); }"), 4))
                .isInstanceOf(LoopyGameException.class);
    }
}
