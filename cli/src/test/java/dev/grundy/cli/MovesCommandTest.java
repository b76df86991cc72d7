package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class MovesCommandTest {

    @Test
    void listsEveryMoveWithTheValueItLeaves() {
        JsonNode json = Cli.run("moves", "--json", "nim", "3", "4", "5").json();

        assertThat(json.get("grundy").asInt()).isEqualTo(2);
        assertThat(json.get("complete").asBoolean()).isTrue();
        assertThat(json.get("moves")).hasSize(3 + 4 + 5);
        List<String> winning = new ArrayList<>();
        json.get("moves").forEach(move -> {
            if (move.get("winning").asBoolean()) {
                winning.add(move.get("to").asText());
            }
        });
        assertThat(winning).containsExactly("nim 1 4 5");
    }

    @Test
    void theValuesItPrintsAreThoseSolveFinds() {
        JsonNode json = Cli.run("moves", "--json", "subtract:1,3,4 9 + bash:2 4").json();

        json.get("moves").forEach(move -> assertThat(Cli.run("solve", "--json", move.get("to").asText()).json()
                .get("grundy")).isEqualTo(move.get("grundy")));
    }

    @Test
    void stopsAtTheLimitAndSaysSo() {
        Cli run = Cli.run("moves", "--limit", "3", "nim", "1" + "0".repeat(40));

        assertThat(run.out().lines().filter(line -> line.contains("take ")).count()).isEqualTo(3);
        assertThat(run.out()).contains("the first 3 moves").contains("raise --limit");
        assertThat(Cli.run("moves", "--json", "--limit", "3", "nim", "100").json().get("complete").asBoolean()).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kayles 100000000000000000000", "wythoff 10000000000000000000000 5",
        "moore:2 100000000000000000000 100000000000000000000", "misere-nim 100000000000000000000 3",
        "nim 5 + kayles 100000000000000000000"})
    void theFirstMovesOfHugeComponentsComeAtOnce(String position) {
        Cli run = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Cli.run("moves", "--limit", "3", position));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("the first 3 moves");
    }
}
