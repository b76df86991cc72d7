package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.grundy.spec.GameType;
import dev.grundy.spec.StandardGames;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GamesCommandTest {

    @Test
    void listsEveryGameWithAnExampleThatSolves() {
        Cli run = Cli.run("games");

        for (GameType type : StandardGames.registry().types()) {
            assertThat(run.out()).contains(type.syntax()).contains(type.rule().toString()).contains("grundy solve " + type.example());
            assertThat(Cli.run("solve", type.example()).exitCode()).as(type.example()).isZero();
        }
    }

    @Test
    void listsTheGamesAsJson() {
        JsonNode games = Cli.run("games", "--json").json().get("games");

        assertThat(games).hasSize(StandardGames.registry().types().size());
        assertThat(games.get(1).get("syntax").asText()).isEqualTo("bash:M");
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : new String[] {"solve", "moves", "games"}) {
            Cli run = Cli.run(command, "--help");
            assertThat(run.exitCode()).isZero();
            assertThat(run.out()).startsWith("Usage: grundy " + command);
        }
    }
}
