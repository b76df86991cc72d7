package dev.grundy.rules;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Rules;
import dev.grundy.solve.CodedGrundySolver;
import dev.grundy.text.InvalidPositionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code --param}: names bound in a one-line game, a formula and a rules file; ranges; every mistake told in one line. */
class GameParametersTest {
    private static final RulesLoader LOADER = new RulesLoader();
    private static final String TAKE_UP_TO_K = "n -> { for (long t = 1; t <= Math.min(n, K); t++) move(n - t); }";

    private static String told(Runnable run) {
        try {
            run.run();
        } catch (InvalidPositionException e) {
            return e.phrase().in(Locale.ENGLISH);
        }
        throw new AssertionError("no error");
    }

    @Test
    void aLineReadsItsParameterAsAConstant() {
        for (int k = 1; k <= 5; k++) {
            OneLineRules rules = LOADER.line(TAKE_UP_TO_K, GameParameters.of(List.of("K=" + k)));
            CodedGrundySolver solver = new CodedGrundySolver(rules.coded(), SearchBudget.of(10_000));
            for (int n = 0; n <= 40; n++) {
                assertThat(solver.grundy(n)).as("K = %d, n = %d", k, n).isEqualTo(n % (k + 1));
            }
        }
    }

    @Test
    void aValueBeyondALongIsABigInteger() {
        OneLineRules rules = LOADER.line("n -> { if (n > 0 && BIG.testBit(70)) move(n - 1); }",
                GameParameters.of(List.of("BIG=" + BigInteger.TWO.pow(70))));
        assertThat(new CodedGrundySolver(rules.coded(), SearchBudget.of(100)).grundy(3)).isEqualTo(1);
    }

    @Test
    void aParameterTheLineDoesNotNameIsToldAsMisspelt() {
        assertThat(told(() -> LOADER.line("n -> take(n, 1, K)", GameParameters.of(List.of("K=2", "Kk=3")))))
                .isEqualTo("--param Kk is not read by n -> take(n, 1, K): is it misspelt?");
    }

    @Test
    void aNameTheLineUsesAndNoParameterBindsIsOneLineNamingIt() {
        assertThat(told(() -> LOADER.line("n -> take(n, 1, K)", GameParameters.none())))
                .isEqualTo("n -> take(n, 1, K) names K, which nothing defines: give its value with --param K=… (e.g. --param K=3), "
                        + "or define it in the line");
        // Not a variable: the compiler's own words.
        assertThat(told(() -> LOADER.line("n -> tak(n, 1)", GameParameters.none()))).startsWith("the moves do not compile: cannot find symbol");
    }

    @Test
    void bindingsAreCheckedAtTheDoor() {
        assertThat(told(() -> GameParameters.of(List.of("K3")))).startsWith("--param wants NAME=VALUE");
        assertThat(told(() -> GameParameters.of(List.of("class=3")))).startsWith("--param wants NAME=VALUE");
        assertThat(told(() -> GameParameters.of(List.of("K=1", "K=2")))).isEqualTo("--param K is given twice");
        assertThat(told(() -> GameParameters.of(List.of("K=1..3")))).isEqualTo("--param: a range (K=1..6) is for table alone, got: K=1..3");
        assertThat(told(() -> GameParameters.each(List.of("K=1..3", "M=1..2")))).startsWith("--param: only one name may take a range");
        assertThat(told(() -> GameParameters.each(List.of("K=3..1")))).startsWith("--param K=3..1: a range from a number");
        assertThat(told(() -> LOADER.line("n -> take(n, n)", GameParameters.of(List.of("n=2"))))).startsWith("--param n has the name");
    }

    @Test
    void aRangeGivesOneBindingPerValueWithTheOthersFixed() {
        List<GameParameters> each = GameParameters.each(List.of("M=7", "K=2..4"));
        assertThat(each).extracting(GameParameters::written).containsExactly("M=7 K=2", "M=7 K=3", "M=7 K=4");
    }

    @Test
    void aFormulaSeesTheParametersToo() {
        CompiledFormula formula = LOADER.formula("n % (K + 1)", 1, GameParameters.of(List.of("K=3")));
        assertThat(formula.at(new long[] {10})).isEqualTo(2L);
    }

    private static final String TAKE_K = """
            import dev.grundy.core.Move;
            import dev.grundy.core.Rules;
            import dev.grundy.rules.GameParameters;
            import java.util.ArrayList;
            import java.util.List;

            public class TakeK implements Rules<Long> {
                private final long k;
                public TakeK(GameParameters parameters) { k = parameters.get("K"); }
                public String name() { return "takek"; }
                public Long parse(List<String> words) { return Long.parseLong(words.get(0)); }
                public String format(Long n) { return Long.toString(n); }
                public Iterable<Move<Long>> moves(Long n) {
                    List<Move<Long>> moves = new ArrayList<>();
                    for (long t = 1; t <= Math.min(n, k); t++) moves.add(Move.to("take " + t, n - t));
                    return moves;
                }
            }
            """;

    @Test
    void aRulesFileGetsThemInItsConstructor(@TempDir Path directory) {
        Path file = RulesFiles.write(directory, "TakeK", TAKE_K);
        @SuppressWarnings("unchecked")
        Rules<Long> rules = (Rules<Long>) LOADER.load(file, GameParameters.of(List.of("K=2")));
        assertThat(rules.moves(10L)).hasSize(2);
        assertThat(told(() -> LOADER.load(file, GameParameters.none()))).isEqualTo("the rules read --param K, which is not given (given: none)");
        assertThat(told(() -> LOADER.load(file, GameParameters.of(List.of("K=2", "M=1"))))).isEqualTo("--param M is not read by " + file + ": is it misspelt?");
    }
}
