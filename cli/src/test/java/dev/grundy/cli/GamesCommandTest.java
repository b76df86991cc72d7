package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.grundy.cli.console.Console;
import dev.grundy.language.GameType;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

class GamesCommandTest {

    @Test
    void listsEveryGameWithAnExampleThatSolves() {
        Cli run = Cli.run("games");

        for (GameType type : StandardGames.withFiles().types()) {
            assertThat(run.out()).contains(type.syntax()).contains(type.rule().toString()).contains("grundy solve " + type.example());
            // The examples' files are named from the repository's root; the tests run in cli/.
            String example = type.example().replace(":examples/", ":../examples/");
            assertThat(Cli.run("solve", example).exitCode()).as(example).isZero();
        }
    }

    @Test
    void listsTheGamesAsJson() {
        JsonNode games = Cli.run("games", "--json").json().get("games");

        assertThat(games).hasSize(StandardGames.withFiles().types().size());
        assertThat(games.get(1).get("syntax").asText()).isEqualTo("bash:M");
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : new String[] {"solve", "moves", "sequence", "plot", "games", "wythoff-pair", "nimber", "judge", "play", "serve"}) {
            Cli run = Cli.run(command, "--help");
            assertThat(run.exitCode()).isZero();
            assertThat(run.out()).startsWith("Usage: grundy " + command);
        }
    }

    @Test
    void everyCommandIsSummedUpInOneWholeSentence() {
        CommandLine grundy = GrundyCommand.commandLine(new Console(System.in, System.out, System.err, false, false));

        assertThat(grundy.getSubcommands().values()).allSatisfy(command ->
                assertThat(command.getCommandSpec().usageMessage().description()[0]).as(command.getCommandName()).endsWith("."));
    }
}
