package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BatchTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static List<JsonNode> lines(Cli run) {
        return run.out().lines().map(line -> {
            try {
                return MAPPER.readTree(line);
            } catch (Exception e) {
                throw new AssertionError("not JSON: " + line, e);
            }
        }).toList();
    }

    @Test
    void answersOneJsonObjectPerLineAndGoesOnAfterABadLine() {
        Cli run = Cli.runWithInput("nim 3 4 5\nbogus 3\n\nwythoff 3 5\nbash:3 5 + bash:3 7 + bash:3 9\n", "solve", "--batch");
        List<JsonNode> answers = lines(run);

        assertThat(run.exitCode()).isZero();
        assertThat(answers).hasSize(5);
        assertThat(answers.get(0).get("grundy").asInt()).isEqualTo(2);
        assertThat(answers.get(1).get("position").asText()).isEqualTo("bogus 3");
        assertThat(answers.get(1).get("error").asText()).startsWith("unknown game 'bogus'");
        assertThat(answers.get(2).get("error").asText()).startsWith("no position given");
        assertThat(answers.get(3).get("outcome").asText()).isEqualTo("P");
        assertThat(answers.get(4).get("winningMoves")).hasSize(3);
    }

    @Test
    void eachLineGetsItsOwnStateLimit() {
        Cli run = Cli.runWithInput("subtract:1,100000 1000000000\nnim 1\n", "solve", "--batch", "--max-states", "1000");
        List<JsonNode> answers = lines(run);

        assertThat(answers.get(0).get("error").asText()).contains("state limit");
        assertThat(answers.get(1).get("outcome").asText()).isEqualTo("N");
    }

    @Test
    void eachLineGetsItsOwnTimeLimit() {
        Cli run = Cli.runWithInput("grundy-game 50000000\nnim 1\n", "solve", "--batch", "--timeout", "0.5",
                "--max-states", "2000000000");
        List<JsonNode> answers = lines(run);

        assertThat(run.exitCode()).isZero();
        assertThat(answers.get(0).get("error").asText()).startsWith("stopped at the time limit of 0.5 s");
        assertThat(answers.get(1).get("outcome").asText()).isEqualTo("N");
    }

    @Test
    void appliesMiserePlayToEveryLine() {
        List<JsonNode> answers = lines(Cli.runWithInput("nim 1 1 1\nnim 2 2\n", "solve", "--batch", "--misere"));

        assertThat(answers).extracting(answer -> answer.get("outcome").asText()).containsExactly("P", "P");
    }

    @Test
    void refusesAPositionOnTheCommandLineToo() {
        Cli run = Cli.run("solve", "--batch", "nim", "3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--batch reads positions from standard input");
    }
}
