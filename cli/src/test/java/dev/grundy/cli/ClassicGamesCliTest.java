package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Every classic game from the command line: the answer, the reasoning, and moves that paste back. */
class ClassicGamesCliTest {
    /** The first hundred digits of π. */
    private static final String HUNDRED_DIGITS = "3141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117067";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "bash:3 10                 | 10 = 4·2 + 2, so G = 10 mod 4 = 2",
        "wythoff 4 7               | the piles differ by k = 3; the Wythoff pair with that difference is (⌊kφ⌋, ⌊kφ⌋ + k) = (4, 7)",
        "fibonacci-nim 100         | 100 = 89 + 8 + 3 (Zeckendorf",
        "k-multiple:3 100          | 100 = 76 + 21 + 3 (terms of the k = 3 sequence 1, 2, 3, 4, 6, 8, 11, 15, …)",
        "moore:2 3 5 6             | column 2^2: 2 ones ≡ 2 (mod 3)",
        "misere-nim 1 1 1          | every heap has at most 1 token: with 3 heaps of 1, the player to move loses",
        "misere-nim 1 1 2          | misère Nim plays like Nim",
        "misere-bash:3 10          | 10 − 1 = 4·2 + 1",
        "lasker 7                  | 7 ≡ 3 (mod 4), so G = n + 1 = 8",
        "subtract:1,3,4 1000       | G repeats with period 7 from 0 (proved): G(1000) = G(6) = 2",
        "subtract:1,3,4 5          | G(5) = 3, in the first period (G repeats with period 7 from 0, proved)",
        "staircase 3 1 4 1 5       | odd steps 1, 3, 5: 3 ⊕ 4 ⊕ 5 = 2",
        "euclid 34 12              | 34 = 2·12 + 10: G(b, r) = 0 < q = 2, so G(a, b) = q = 2",
    })
    void solveShowsTheReasoningInTheTheorysTerms(String position, String reasoning) {
        Cli run = Cli.run("solve", position);

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains(reasoning);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "wythoff " + HUNDRED_DIGITS + " " + HUNDRED_DIGITS + "1",
        "fibonacci-nim " + HUNDRED_DIGITS,
        "fibonacci-nim " + HUNDRED_DIGITS + " 12345",
        "k-multiple:100000 1000000000000000000",
        "k-multiple:7 " + HUNDRED_DIGITS,
        "moore:3 " + HUNDRED_DIGITS + " 5 " + HUNDRED_DIGITS + "7 12",
        "misere-nim " + HUNDRED_DIGITS + " 1 1",
        "lasker " + HUNDRED_DIGITS + " 5 + nim 77",
        "bash:3 10 + wythoff 3 5 + nim 4",
        "euclid " + HUNDRED_DIGITS + " 7",
        "euclid " + HUNDRED_DIGITS + " " + HUNDRED_DIGITS + "1 + nim 5",
        "staircase " + HUNDRED_DIGITS + " 5 " + HUNDRED_DIGITS + "7 + euclid 34 12",
    })
    void everyWinningMoveLeadsToALostPositionWhenPastedBack(String position) {
        JsonNode solution = Cli.run("solve", "--json", position).json();

        assertThat(solution.get("outcome").asText()).isEqualTo("N");
        assertThat(solution.get("winningMoves")).isNotEmpty().allSatisfy(move -> {
            JsonNode after = Cli.run("solve", "--json", move.get("to").asText()).json();
            assertThat(after.get("outcome").asText()).as(move.get("to").asText()).isEqualTo("P");
        });
    }

    @Test
    void aFreshFibonacciNimGameOnAFibonacciNumberIsLost() {
        JsonNode solution = Cli.run("solve", "--json", "fibonacci-nim", "144").json();

        assertThat(solution.get("outcome").asText()).isEqualTo("P");
        assertThat(solution.get("position").asText()).isEqualTo("fibonacci-nim 144 143");
    }

    @Test
    void miserePlayOfAnyPositionBySearch() {
        Cli run = Cli.run("solve", "--misere", "nim", "1", "1", "2");
        JsonNode json = Cli.run("solve", "--json", "--misere", "nim 1 1 2").json();

        assertThat(run.out()).contains("Misère play").contains("take 1 from heap 3: 2 → 1");
        assertThat(json.get("grundy").isNull()).isTrue();
        assertThat(json.get("winningMoves").get(0).get("to").asText()).isEqualTo("nim 1 1 1");
    }

    @Test
    void aMisereGameCannotJoinASum() {
        Cli run = Cli.run("solve", "misere-nim", "1", "+", "nim", "2");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy: misère play has no nim-value, so misere-nim cannot be added to other games");
    }

    @Test
    void wythoffPairsAtAnyIndex() {
        assertThat(Cli.run("wythoff-pair", "5").out()).startsWith("Wythoff pair 5: (8, 13)");
        JsonNode pairs = Cli.run("wythoff-pair", "--json", "1000000000000000000000").json();
        assertThat(pairs.get(0).get("a").asText()).isEqualTo("1618033988749894848204");
        assertThat(pairs.get(0).get("b").asText()).isEqualTo("2618033988749894848204");
    }

    @Test
    void movesUnderMiserePlayGiveOutcomesInsteadOfValues() {
        JsonNode moves = Cli.run("moves", "--json", "--misere", "nim", "1", "2").json();

        assertThat(moves.get("grundy").isNull()).isTrue();
        assertThat(moves.get("moves")).hasSize(3);
        assertThat(moves.get("moves").get(2).get("outcome").asText()).isEqualTo("P");
        assertThat(moves.get("moves").get(2).get("winning").asBoolean()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "solve k-multiple:0 10        | grundy: k-multiple: K must be a positive integer, got '0'",
        "solve moore:0 1 2            | grundy: moore: K must be a positive integer, got '0'",
        "solve moore:5000 1 2         | grundy: moore: K must be at most 1000, got 5000",
        "solve misere-bash:0 3        | grundy: misere-bash: M must be a positive integer, got '0'",
        "solve fibonacci-nim 10 -1    | grundy: fibonacci-nim: limit must be a non-negative integer, got '-1'",
        "solve fibonacci-nim 1 2 3    | grundy: fibonacci-nim: give the heap",
        "solve wythoff 3              | grundy: wythoff: give the two piles, e.g. 'wythoff 3 5' (numbers given: 1)",
        "solve misere-bash:3 4 5      | grundy: misere-bash:3: give one heap",
        "solve wythoff 5000 3 + nim 1 | grundy: wythoff: nim-values have no closed form and are tabulated for piles up to 2048",
        "wythoff-pair -1              | grundy: wythoff-pair: K must be a non-negative integer, got '-1'",
    })
    void badParametersExitTwoWithOneLine(String args, String message) {
        Cli run = Cli.run(args.split(" "));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().startsWith(message);
    }
}
