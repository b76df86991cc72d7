package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --param} through solve and table, {@code sequence --moves}, and a large heap answered from a period (issue 27, items 5 and 7). */
class ParamAndSequenceCliTest {
    private static final String TAKE_UP_TO_K = "n -> { for (long t = 1; t <= Math.min(n, K); t++) move(n - t); }";
    private static final String TAKE_134_LOOP = "n -> { for (long t : new long[] {1, 3, 4}) if (t <= n) move(n - t); }";

    @Test
    void solveBindsTheParameter() {
        Cli run = Cli.run("solve", "--json", "--moves", TAKE_UP_TO_K, "--param", "K=4", "13");

        assertThat(run.exitCode()).isZero();
        assertThat(run.json().get("grundy").asInt()).isEqualTo(13 % 5);
    }

    @Test
    void tableOfEachKStatesWhatHoldsForEveryKOnItsRange() {
        Cli run = Cli.run("table", "--patterns", "--moves", TAKE_UP_TO_K, "--param", "K=1..5", "0..200");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("K=1:\n").contains("K=5:\n")
                .contains("for each K in 1..5: the P-positions are the multiples of (K + 1); observed on 0..200 for each K");
    }

    @Test
    void mistakesInParametersAreOneLineAndExitTwo() {
        assertOneLine(Cli.run("solve", "--moves", "n -> take(n, 1, K)", "--param", "K=2", "--param", "Kk=3", "5"),
                "grundy: --param Kk is not read by n -> take(n, 1, K): is it misspelt?");
        assertOneLine(Cli.run("solve", "nim", "3", "--param", "K=3"),
                "grundy: --param binds names of a game of your own: give --moves LINE or --rules FILE");
        assertOneLine(Cli.run("solve", "--moves", "n -> take(n, 1, K)", "--param", "K=1..3", "5"),
                "grundy: --param: a range (K=1..6) is for table alone, got: K=1..3");
    }

    @Test
    void aNameNothingDefinesIsOneLineNamingItAndItsParam() {
        assertOneLine(Cli.run("solve", "--moves", "n -> take(n, 1, K)", "5"), "grundy: n -> take(n, 1, K) names K, which nothing defines: "
                + "give its value with --param K=… (e.g. --param K=3), or define it in the line");
        assertOneLine(Cli.run("table", "--moves", TAKE_UP_TO_K, "--param", "K=2", "0..9", "--check", "n % (J + 1)"),
                "grundy: n % (J + 1) names J, which nothing defines: give its value with --param J=… (e.g. --param J=3), or define it in the line");
        assertOneLine(Cli.run("solve", "--moves", "(String s) -> { if (s.length() >= K) move(s.substring((int) K)); }", "abc"),
                "grundy: (String s) -> { if (s.length() >= K) move(s.substring((int) K)); } names K, which nothing defines: "
                        + "give its value with --param K=… (e.g. --param K=3), or define it in the line");
        // A misspelt method is still the compiler's message, with its caret.
        assertThat(Cli.run("solve", "--moves", "n -> tak(n, 1)", "5").err()).startsWith("grundy: the moves do not compile: cannot find symbol");
    }

    @Test
    void aLineOverAShapeReadsItsParameter() {
        Cli run = Cli.run("solve", "--moves", "(String s) -> { if (s.length() >= K) move(s.substring((int) K)); }", "--param", "K=2", "abc");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Nim-value 1.");
    }

    @Test
    void theTablesOfARangeOfKOverAShapeAreOneJsonObjectOrOneCsv() {
        String odd = "(String s) -> { if (s.length() > 0) move(s.substring(1)); if (s.length() > 2 * K) move(s.substring((int) (2 * K + 1))); }";
        Cli json = Cli.run("table", "--json", "--moves", odd, "--param", "K=1..3", "ab", "0..5");

        assertThat(json.exitCode()).as(json.err()).isZero();
        assertThat(json.out()).startsWith("{\"parameter\":\"K\",\"tables\":[{\"K\":1,\"game\":\"line\",\"table\":\"ab 0..5\","
                        + "\"positions\":[{\"position\":\"-\",\"value\":0},{\"position\":\"a\",\"value\":1},")
                .contains("{\"K\":3,\"game\":\"line\"")
                .endsWith("\"common\":[{\"says\":\"for each K in 1..3: the value is the length mod 2; observed on ab 0..5 for each K\","
                        + "\"proved\":false}]}\n");

        Cli csv = Cli.run("table", "--csv", "--moves", odd, "--param", "K=1..2", "ab", "0..1");
        assertThat(csv.out()).isEqualTo("K,position,value,outcome\n1,-,0,P\n1,a,1,N\n1,b,1,N\n2,-,0,P\n2,a,1,N\n2,b,1,N\n");
    }

    @Test
    void aLineOverAShapeTakesARangeOfKInATable() {
        // Take one letter, or 2K + 1: an odd subtraction set, so the length's parity for every K; taking K letters is not.
        Cli odd = Cli.run("table", "--patterns", "--moves", "(String s) -> { if (s.length() > 0) move(s.substring(1)); "
                + "if (s.length() > 2 * K) move(s.substring((int) (2 * K + 1))); }", "--param", "K=1..3", "ab", "0..5");
        assertThat(odd.exitCode()).as(odd.err()).isZero();
        assertThat(odd.out()).startsWith("K=1:\n").contains("\nK=3:\n").endsWith("Patterns every table shows, for each K:\n"
                + "  for each K in 1..3: the value is the length mod 2; observed on ab 0..5 for each K\n");

        Cli some = Cli.run("table", "--patterns", "--moves", "(String s) -> { if (s.length() >= K) move(s.substring((int) K)); }",
                "--param", "K=1..3", "ab", "0..6");
        assertThat(some.out()).contains("K=2:\n").contains("the value depends only on the length: 0 ↦ 0, 1 ↦ 0, 2 ↦ 1, 3 ↦ 1, 4 ↦ 0")
                .contains("  none: no pattern is found in every table");

        // --check is tried for each K, with K bound: it holds for every one, and the parity of the length fails from K = 2.
        Cli checked = Cli.run("table", "--moves", "(String s) -> { if (s.length() >= K) move(s.substring((int) K)); }", "--param", "K=1..3",
                "--check", "s.length() / K % 2", "ab", "0..6");
        assertThat(checked.exitCode()).as(checked.out() + checked.err()).isZero();
        assertThat(checked.out()).contains("K=3:\nthe formula holds on all 127 positions of ab 0..6\n");
        Cli parity = Cli.run("table", "--moves", "(String s) -> { if (s.length() >= K) move(s.substring((int) K)); }", "--param", "K=1..3",
                "--check", "s.length() % 2", "ab", "0..6");
        assertThat(parity.exitCode()).isEqualTo(1);
        assertThat(parity.out()).startsWith("K=1:\nthe formula holds").contains("K=2:\ncounterexample: ");
    }

    @Test
    void tablesOfEachKAsJsonAndCsv() {
        Cli json = Cli.run("table", "--json", "--moves", TAKE_UP_TO_K, "--param", "K=1..4", "0..100");

        assertThat(json.exitCode()).as(json.err()).isZero();
        assertThat(json.json().get("parameter").asText()).isEqualTo("K");
        assertThat(json.json().get("tables")).hasSize(4);
        assertThat(json.json().get("tables").get(2).get("K").asInt()).isEqualTo(3);
        assertThat(json.json().get("tables").get(2).get("values").get(9).asInt()).isEqualTo(9 % 4);
        assertThat(json.json().get("common").get(1).get("says").asText())
                .isEqualTo("for each K in 1..4: the P-positions are the multiples of (K + 1); observed on 0..100 for each K");
        assertThat(json.json().get("common").get(1).get("proved").asBoolean()).isFalse();

        Cli csv = Cli.run("table", "--csv", "--moves", TAKE_UP_TO_K, "--param", "K=1..2", "0..2");
        assertThat(csv.out()).isEqualTo("K,n,value,outcome\n1,0,0,P\n1,1,1,N\n1,2,0,P\n2,0,0,P\n2,1,1,N\n2,2,2,N\n");
    }

    @Test
    void aPeriodOfTwoToTheKIsNamedAcrossK() {
        // Take 1 to 2^K − 2: the P-positions are the multiples of 2^K − 1.
        Cli run = Cli.run("table", "--patterns", "--moves", "n -> { for (long t = 1; t <= Math.min(n, (1L << K) - 2); t++) move(n - t); }",
                "--param", "K=2..5", "0..200");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("for each K in 2..5: the P-positions are the multiples of (2^K − 1); observed on 0..200 for each K");
    }

    @Test
    void sequenceOfALineProvesASubtractionSetsPeriod() {
        Cli run = Cli.run("sequence", "--summary", "--moves", "n -> take(n, 1, K)", "--param", "K=4", "--to", "1000");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("line: G(0..1000)\nPeriodicity: period 5 from n = 0, proved by a repeated window of max(S) = 4 values");
    }

    @Test
    void sequenceOfAnotherLineOnlyObservesAndTakesOneNumber() {
        Cli run = Cli.run("sequence", "--summary", "--moves", TAKE_134_LOOP, "--to", "1000");
        assertThat(run.out()).contains("Periodicity: period 7 from n = 0, observed up to n = 1000 but not proved");

        assertOneLine(Cli.run("sequence", "--moves", "(a, b) -> move(a / 2, b)", "--to", "10"),
                "grundy: sequence takes a game of one number, n -> …; this line has more: (a, b) -> move(a / 2, b)");
    }

    @Test
    void tableProvesThePeriodOfALineThatIsASubtractionSetAndOnlyObservesTheLoop() {
        assertThat(Cli.run("table", "--patterns", "--moves", "n -> take(n, 1, 3, 4)", "0..300").out())
                .contains("G(n + 7) = G(n) for n ≥ 0: periodic, period 7, preperiod 0; proved: a repeated window of max(S) = 4 values");
        assertThat(Cli.run("table", "--patterns", "--moves", TAKE_134_LOOP, "0..300").out())
                .contains("G(n + 7) = G(n) for n ≥ 0: periodic, period 7, preperiod 0; observed on 0..300");
    }

    @Test
    void aHeapBeyondTheTableSaysTheAnswerReliesOnAnObservedPeriod() {
        Cli run = Cli.run("solve", "--moves", TAKE_134_LOOP, "1000000000000");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Nim-value 1.")
                .contains("G(1000000000000) relies on the period 7 from n = 0 (saltus 0) observed on G(0..4095) but not proved");
    }

    private static void assertOneLine(Cli run, String line) {
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(line + "\n");
    }
}
