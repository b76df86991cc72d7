package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A one-line rule or a formula stays inside its method (issue 28, row 4): each escape, which javac
 * would compile into a static initialiser, a member or a class of its own, is refused before it is
 * compiled; lines whose brackets sit in strings, characters or comments still compile.
 */
class ConfinedBodyTest {
    private static final RulesLoader LOADER = new RulesLoader();

    @ParameterizedTest
    @ValueSource(strings = {
        "n -> { } static { System.setProperty(\"grundy.escaped\", \"static\"); } void x() {",
        "n -> take(n, 1); } static { System.setProperty(\"grundy.escaped\", \"closed\"); } void y() { take(n, 2)",
        "n -> { } } class Outside { static { System.setProperty(\"grundy.escaped\", \"class\"); } } class Z { void z() {",
        "n -> { } class Nested { static { System.setProperty(\"grundy.escaped\", \"nested\"); } } void w(long n) {",
        "n -> { \\u007d static { System.setProperty(\"grundy.escaped\", \"unicode\"); } void v() { \\u007b }",
        "n -> take(n, 1 } static { } void u() { (",
        "n -> { take(n, 1); /* } static { } void t() { */",
        "n -> { take(n, 1); String s = \"} static { } void s() {",
        "n -> { take(n, 1);",
    })
    void anEscapeFromTheMethodIsRefusedBeforeItCompiles(String line) {
        assertThatThrownBy(() -> LOADER.line(line))
                .isInstanceOf(InvalidPositionException.class)
                .satisfies(e -> assertThat(e.getMessage()).startsWith("the code ").doesNotContain("\n"));
        assertThat(System.getProperty("grundy.escaped")).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "0); } static { System.setProperty(\"grundy.escaped\", \"formula\"); } Object f(long n) { return (0",
        "n \\u0029; } static { } Object g(long n) { return (0",
    })
    void aFormulaCannotEndItsMethodEither(String formula) {
        assertThatThrownBy(() -> LOADER.formula(formula, 1))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessageStartingWith("the code ");
        assertThat(System.getProperty("grundy.escaped")).isNull();
    }

    @Test
    void theRefusalNamesTheBracketAndItsColumn() {
        assertThatThrownBy(() -> LOADER.line("n -> take(n, 1); } static {"))
                .hasMessage("the code closes '}' at column 18 without having opened it: a one-line rule or a --check "
                        + "formula is the body of one method and cannot end it: n -> take(n, 1); } static {");
    }

    @Test
    void bracketsInStringsCharactersAndCommentsAreNotCounted() {
        OneLineRules rules = LOADER.line("n -> { String s = \"}{)\\\"\"; char c = '}'; char q = '\\''; /* } */ "
                + "if (s.length() + c + q > 0) take(n, 1); } // }");
        assertThat(rules.moves(3L)).hasSize(1);
        assertThat(LOADER.formula("\"\\\\u007d\".length() == 6 && n % 2 == 0", 1).at(new long[] {4})).isEqualTo(true);
    }

    @Test
    void aLambdaOrALocalClassInsideTheMethodIsAllowed() {
        OneLineRules rules = LOADER.line("n -> { Runnable r = () -> { take(n, 1); }; r.run(); }");
        assertThat(rules.moves(2L)).hasSize(1);
    }
}
