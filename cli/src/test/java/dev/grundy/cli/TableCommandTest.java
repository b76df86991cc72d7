package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code grundy table}: values, P-positions marked, patterns with their range, --csv, --json and --check. */
class TableCommandTest {
    private static final String EMPTY_AND_DIVIDE = "(a, b) -> { for (long k = 1; k < b; k++) move(k, b - k); "
            + "for (long k = 1; k < a; k++) move(k, a - k); }";

    @Test
    void aSubtractionGameShowsItsProvedPeriod() {
        Cli run = Cli.run("table", "subtract:1,3,4", "0..100");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("   n  +0  +1  +2  +3  +4  +5  +6  +7  +8  +9\n   0  0*  1   0*  1   2   3   2   0*  1   0*\n")
                .contains("G(n + 7) = G(n) for n ≥ 0: periodic, period 7, preperiod 0; proved:")
                .contains("the P-positions are the n with n mod 7 in {0, 2}; observed on 0..100");
    }

    @Test
    void wythoffsGridMarksItsPairs() {
        Cli run = Cli.run("table", "wythoff", "0..5", "0..5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains(" a\\b  0  1  2  3  4  5\n   0 0* 1  2  3  4  5\n   1 1  2  0* 4  5  3\n")
                .contains("the P-positions are the Wythoff pairs");
    }

    @Test
    void aOneLineGameIsTabledWithoutAName() {
        Cli run = Cli.run("table", "--moves", EMPTY_AND_DIVIDE, "1..12", "1..12");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("P depends only on (a mod 2, b mod 2): P when it is one of (1, 1) (1 of 4 classes); "
                + "observed on 1..12 × 1..12");
    }

    @Test
    void threeNumbersAreShownInSlices() {
        Cli run = Cli.run("table", "nim", "0..3", "0..3", "0..3");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("a = 0:\n").contains("a = 3:\n b\\c  0  1  2  3\n   0 3  2  1  0*\n").contains("G = the nim-sum of the numbers");
    }

    /** Not periodic: its values repeat with period 2 only just before the next power of 2. */
    @Test
    void aNonPeriodicOneLineGameIsToldNoPeriod() {
        String split = "n -> { take(n, 1); for (long d = 1; d < n; d *= 2) if ((n - d) % 2 == 0) sum((n - d) / 2, (n + d) / 2); }";
        Cli run = Cli.run("table", "--patterns", "--moves", split, "0..2000");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).doesNotContain("periodic, period")
                .contains("G(n + 2) = G(n) only on the last 956 values (n ≥ 1045), less than half the table: no period is claimed; observed on 0..2000")
                .contains("the P-positions n ≥ 6 are the n with n mod 2 in {1}; below 6 they are 0, 2, 4; observed on 0..2000");
    }

    @Test
    void aRowOfATwoNumberTableIsNamedAsAOneNumberTable() {
        Cli run = Cli.run("table", "--patterns", "--moves",
                "(a, b) -> { for (long k = 1; 2 * k <= a; k++) move(a - k, b); for (long k = 1; k <= b; k++) move(a, b - k); }", "0..30", "0..30");

        assertThat(run.out()).contains("on the line b = 0 (n = a, 0..30): the P-positions are the numbers 2^k − 1, all ones in binary");
    }

    @Test
    void csvHasOneLinePerPosition() {
        Cli run = Cli.run("table", "nim", "0..2", "0..2", "--csv");

        assertThat(run.out().lines()).hasSize(10).startsWith("a,b,value,outcome", "0,0,0,P", "0,1,1,N");
    }

    /** --patterns leaves the grid out; Fraenkel's a-Wythoff (a = 2) in one line gets its Beatty pairs with √2 named. */
    @Test
    void patternsAloneNameTheBeattyPairsOfAnAWythoffGame() {
        Cli run = Cli.run("table", "--patterns", "--moves", "(x, y) -> { for (long k = 1; k <= x; k++) move(x - k, y);"
                + " for (long k = 1; k <= y; k++) move(x, y - k); for (long k = 1; k <= x; k++) for (long l = 1; l <= y; l++)"
                + " if (Math.abs(k - l) < 2) move(x - k, y - l); }", "0..40", "0..40");

        assertThat(run.out()).startsWith("Patterns (* marks a P-position, value 0):\n")
                .contains("complementary Beatty sequences with 1/α + 1/β = 1").contains("√2 lies in it").doesNotContain("a\\b");
    }

    @Test
    void jsonNestsTheValues() {
        JsonNode answer = Cli.run("table", "--json", "wythoff", "0..3", "0..2").json();

        assertThat(answer.get("game").asText()).isEqualTo("wythoff");
        assertThat(answer.get("values").size()).isEqualTo(4);
        assertThat(answer.get("values").get(1).toString()).isEqualTo("[1,2,0]");
        assertThat(answer.get("ranges").get(1).get("to").asInt()).isEqualTo(2);
    }

    @Test
    void aFormulaThatHoldsExitsZero() {
        Cli run = Cli.run("table", "nim", "0..20", "0..20", "--check", "a ^ b");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("the formula holds on all 441 positions of 0..20 × 0..20\n");
    }

    @Test
    void aFormulaOfPThatHoldsExitsZero() {
        Cli run = Cli.run("table", "--moves", EMPTY_AND_DIVIDE, "1..30", "1..30", "--check", "a % 2 == 1 && b % 2 == 1");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("the formula holds on all 900 positions of 1..30 × 1..30\n");
    }

    @Test
    void aWrongFormulaGivesTheFirstCounterexampleAndExitsOne() {
        Cli run = Cli.run("table", "lasker", "0..100", "--check", "n");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEqualTo("counterexample: at n = 3 the value is 4 (an N-position), the formula gives 3\n");
    }

    @Test
    void aWrongFormulaOfPGivesTheFirstCounterexample() {
        Cli run = Cli.run("table", "subtract:1,3,4", "0..100", "--check", "n % 7 == 0");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEqualTo("counterexample: at n = 2 the value is 0 (a P-position), the formula says P is false\n");
    }

    @Test
    void aFormulaThatDoesNotCompileIsPointedAt() {
        Cli run = Cli.run("table", "nim", "0..3", "--check", "n % 2 = 1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("grundy: the formula does not compile: unexpected type\n  n % 2 = 1\n    ^\n");
    }

    @Test
    void aTwoNumberTableIsDrawnAsAColourMapWithPPositionsBlack(@TempDir Path directory) throws IOException {
        Path png = directory.resolve("wythoff.png");

        Cli run = Cli.run("table", "wythoff", "0..99", "0..99", "--png", png.toString());

        assertThat(run.exitCode()).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        // 100 cells of 10 pixels a side, and a margin of 40 pixels around them.
        assertThat(image.getWidth()).isEqualTo(1080);
        int cell = 10;
        int p = image.getRGB(40 + 2 * cell + 5, 40 + 1 * cell + 5);
        int n = image.getRGB(40 + 2 * cell + 5, 40 + 2 * cell + 5);
        assertThat(p & 0xffffff).as("(1, 2) is a Wythoff pair").isZero();
        assertThat(n & 0xffffff).as("(2, 2) is not").isNotZero();
    }

    @Test
    void svgAndOneNumberPlotsAreWritten(@TempDir Path directory) throws IOException {
        Path svg = directory.resolve("nim.svg");
        Path plot = directory.resolve("subtract.png");

        assertThat(Cli.run("table", "nim", "0..9", "0..9", "--svg", svg.toString()).exitCode()).isZero();
        assertThat(Cli.run("table", "subtract:2,5,7", "0..200", "--png", plot.toString()).exitCode()).isZero();

        assertThat(Files.readString(svg)).contains("<svg");
        assertThat(ImageIO.read(plot.toFile()).getWidth()).isEqualTo(1200);
    }

    @ParameterizedTest(name = "grundy {0}")
    @CsvSource(delimiter = '|', value = {
        "table wythoff 5..3 0..3           | grundy: a range is FROM..TO with 0 ≤ FROM ≤ TO, e.g. 0..30; got 5..3",
        "table wythoff 0..3 x              | grundy: a range is FROM..TO with 0 ≤ FROM ≤ TO, e.g. 0..30; got x",
        "table chess 0..3                  | grundy: unknown game 'chess'",
        "table 0..3                        | grundy: name the game before the ranges",
        "table wythoff 0..5000 0..5000     | grundy: the table 0..5000 × 0..5000 would hold more than 1000000 positions",
        "table nim 0..1 0..1 0..1 0..1     | grundy: a table has one to three ranges",
        "table nim 0..3 0..3 0..3 --png x.png | grundy: a picture shows a table of one or two numbers",
        "table nim 2..5 --png x.png        | grundy: a picture of one number draws the sequence from 0",
        "table nim 0..3 --png /nowhere/x.png | grundy: cannot write /nowhere/x.png",
        "table nim 0..3 --check 1.5        | grundy: the formula gives a Double",
        "table nim 0..3 --check 1/(n-n)    | grundy: the formula threw ArithmeticException: / by zero at n = 0",
        "table nim 0..3 --timeout 0        | grundy table: --timeout must be a positive number of seconds, got 0.0",
        "table nim 0..3 --check n --call-limit -1 | grundy: --call-limit must be a positive number of seconds, got -1.0",
    })
    void badInputGetsOneLineAndExitCodeTwo(String args, String message) {
        Cli run = Cli.run(args.split(" +"));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString().startsWith(message);
    }
}
