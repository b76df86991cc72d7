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
        Cli unbound = Cli.run("solve", "--moves", "n -> take(n, 1, K)", "5");
        assertThat(unbound.exitCode()).isEqualTo(2);
        assertThat(unbound.err()).startsWith("grundy: the moves do not compile: cannot find symbol");
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
