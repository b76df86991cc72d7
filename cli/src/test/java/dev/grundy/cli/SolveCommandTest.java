package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SolveCommandTest {

    @Test
    void saysWhoWinsTheNimValueAndTheWinningMoveInWords() {
        Cli run = Cli.run("solve", "nim", "3", "4", "5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("N-position: the player to move wins. Nim-value 2.")
                .contains("take 2 from heap 1: 3 → 1")
                .contains("to nim 1 4 5")
                .contains("1 winning move:");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void showsTheNimSumInBinaryOneRowPerHeap() {
        Cli run = Cli.run("solve", "nim", "3", "4", "5");

        assertThat(run.out().lines().map(String::strip).toList())
                .contains("heap 1   3  011", "heap 2   4  100", "heap 3   5  101", "nim-sum  2  010");
    }

    @Test
    void aLostPositionHasNoWinningMove() {
        JsonNode json = Cli.run("solve", "--json", "nim", "1", "2", "3").json();

        assertThat(json.get("position").asText()).isEqualTo("nim 1 2 3");
        assertThat(json.get("outcome").asText()).isEqualTo("P");
        assertThat(json.get("grundy").asInt()).isZero();
        assertThat(json.get("complete").asBoolean()).isTrue();
        assertThat(json.get("winningMoves")).isEmpty();
    }

    @Test
    void listsEveryWinningMoveOfASumOfBashHeaps() {
        JsonNode json = Cli.run("solve", "--json", "bash:3", "5", "+", "bash:3", "7", "+", "bash:3", "9").json();

        assertThat(json.get("outcome").asText()).isEqualTo("N");
        assertThat(json.get("grundy").asInt()).isEqualTo(3);
        assertThat(texts(json.get("winningMoves"))).containsExactly(
                "take 3 from heap 1", "take 3 from heap 2", "take 3 from heap 3");
    }

    @Test
    void everyWinningMovesResultCanBePastedBackAndIsLost() {
        JsonNode json = Cli.run("solve", "--json", "subtract:1,3,4 10 + nim 2 + bash:2 7").json();

        assertThat(json.get("winningMoves")).isNotEmpty().allSatisfy(move -> {
            JsonNode after = Cli.run("solve", "--json", move.get("to").asText()).json();
            assertThat(after.get("outcome").asText()).isEqualTo("P");
        });
    }

    @Test
    void fortyDigitHeapsAreExactInJson() {
        String a = "1234567890123456789012345678901234567890";
        String b = "9876543210987654321098765432109876543210";
        JsonNode json = Cli.run("solve", "--json", "nim", a, b).json();

        assertThat(json.get("grundy").bigIntegerValue()).isEqualTo(new BigInteger(a).xor(new BigInteger(b)));
        assertThat(json.get("grundy").isBigInteger()).isTrue();
    }

    @Test
    void theStateLimitIsAnOption() {
        Cli run = Cli.run("solve", "--max-states", "10", "subtract:1,3,4", "1000");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo(
                "grundy: the position needs more than 10 states to solve (the state limit); raise it with --max-states");
    }

    private static List<String> texts(JsonNode moves) {
        List<String> texts = new ArrayList<>();
        moves.forEach(move -> texts.add(move.get("text").asText()));
        return texts;
    }
}
