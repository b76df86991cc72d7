package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One-line games over strings, lists, grids and trees from the command line: solved, summed with
 * built-in games, listed, tabled and checked; and their mistakes told in one line with exit 2.
 */
class ShapeLinesCliTest {
    private static final String PAIRS = "(String s) -> { for (int i = 0; i + 1 < s.length(); i++) "
            + "if (s.charAt(i) == s.charAt(i + 1)) move(s.substring(0, i) + s.substring(i + 2)); }";
    private static final String HACKENBUSH = "(Tree t) -> { for (int v = 1; v < t.size(); v++) move(t.cut(v)); }";

    @Test
    void aStringGameIsSolvedInASumWithNim() {
        // abba: two moves whatever is done, value 0; with nim 1 the sum's value is 1, won by taking the heap or bb.
        Cli run = Cli.run("solve", "--moves", PAIRS, "abba", "+", "nim", "1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("line abba + nim 1").contains("Nim-value 1.").contains("2 winning moves:")
                .contains("to aa: abba → aa");
    }

    @Test
    void aTreeGameListsItsMovesWithTheirValues() {
        Cli run = Cli.run("moves", "--moves", HACKENBUSH, "1-2", "2-3", "1-4");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("line 1-2 2-3 1-4 (nim-value 3): 3 moves").contains("to line 1-2 1-3   nim-value 0  wins")
                .contains("to line 1-2 2-3   nim-value 2").contains("to 1-2: 1-2 2-3 1-4 → 1-2 ");
    }

    @Test
    void aTableOfStringsMarksItsPPositions() {
        Cli run = Cli.run("table", "--moves", PAIRS, "ab", "0..2");

        assertThat(run.out()).isEqualTo("  - 0*    a 0*    b 0*    aa 1    ab 0*   ba 0*   bb 1\n"
                + "5 of the 7 positions of ab 0..2 are P-positions (marked *, value 0); --check tests a conjecture on each\n"
                + "Patterns (* marks a P-position, value 0):\n  no pattern found on ab 0..2\n");
        assertThat(Cli.run("table", "--moves", PAIRS, "ab", "0..2", "--csv").out()).startsWith("position,value,outcome\n-,0,P\na,0,P\n");
    }

    @Test
    void aConjectureHoldsOrFailsWithItsCounterexample() {
        Cli holds = Cli.run("table", "--moves", "(String s) -> { if (!s.isEmpty()) { move(s.substring(1)); move(s.substring(0, s.length() - 1)); } }",
                "abc", "0..5", "--check", "s.length() % 2");
        assertThat(holds.out()).isEqualTo("the formula holds on all 364 positions of abc 0..5\n");
        assertThat(holds.exitCode()).isZero();
        Cli wrong = Cli.run("table", "--moves", HACKENBUSH, "1..6", "--check", "(t.size() - 1) % 2");
        assertThat(wrong.out()).isEqualTo("counterexample: at 1-2 2-3 the value is 2 (an N-position), the formula gives 0\n");
        assertThat(wrong.exitCode()).isEqualTo(1);
    }

    @Test
    void theTableOfAStringGameStatesItsValueAsAFeatureInTextAndJson() {
        String deleteOneOrTwo = "(String s) -> { for (int i = 0; i < s.length(); i++) for (int k = 1; k <= 2 && i + k <= s.length(); k++) "
                + "move(s.substring(0, i) + s.substring(i + k)); }";
        Cli text = Cli.run("table", "--patterns", "--moves", deleteOneOrTwo, "ab", "0..8");
        assertThat(text.out()).endsWith("Patterns (* marks a P-position, value 0):\n"
                + "  the value is the length mod 3; observed on all 511 positions of ab 0..8\n");

        Cli json = Cli.run("table", "--json", "--moves", deleteOneOrTwo, "ab", "0..8");
        assertThat(json.exitCode()).as(json.err()).isZero();
        assertThat(json.json().get("table").asText()).isEqualTo("ab 0..8");
        assertThat(json.json().get("positions").get(3).get("position").asText()).isEqualTo("aa");
        assertThat(json.json().get("positions").get(3).get("value").asInt()).isEqualTo(2);
        assertThat(json.json().get("patterns").get(0).get("says").asText())
                .isEqualTo("the value is the length mod 3; observed on all 511 positions of ab 0..8");
        assertThat(json.json().get("patterns").get(0).get("proved").asBoolean()).isFalse();
    }

    @Test
    void mistakesAreOneLineAndExitTwo() {
        expectError(Cli.run("solve", "--moves", "(int[] a) -> move(a)", "1"), "String, long[], char[][] or Tree");
        expectError(Cli.run("solve", "--moves", PAIRS, "ab", "c"), "one word");
        expectError(Cli.run("solve", "--moves", HACKENBUSH, "1-2", "2-3", "3-1"), "do not join all 4 vertices");
        expectError(Cli.run("solve", "--moves", "(String s) -> move(s.substring(3))", "ab"), "at position ab");
        expectError(Cli.run("solve", "--moves", "(String s) -> move(s)", "ab"), "can be reached from itself");
        expectError(Cli.run("table", "--moves", PAIRS, "0..3"), "ALPHABET LENGTHS");
        expectError(Cli.run("table", "--moves", PAIRS, "abcd", "0..12"), "more than 100000 positions");
        expectError(Cli.run("table", "--moves", PAIRS, "ab", "0..3", "--png", "x.png"), "not --png");
        Cli uncompiled = Cli.run("table", "--moves", PAIRS, "ab", "0..3", "--check", "s.size()");
        assertThat(uncompiled.exitCode()).isEqualTo(2);
        assertThat(uncompiled.err()).isEqualTo("grundy: the formula does not compile: cannot find symbol\n  s.size()\n   ^\n");
        expectError(Cli.run("solve", "--moves", "(String s) -> { String t = s; while (t.length() < 100000) t = t + t; move(t); }", "ab"),
                "at most 4096");
        expectError(Cli.run("solve", "--max-states", "20", "--moves",
                "(String s) -> { for (int i = 0; i < s.length(); i++) move(s.substring(0, i) + s.substring(i + 1)); }", "abcdefgh"),
                "20");
    }

    private static void expectError(Cli run, String says) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(2);
        assertThat(run.err().strip().lines()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(says);
    }
}
