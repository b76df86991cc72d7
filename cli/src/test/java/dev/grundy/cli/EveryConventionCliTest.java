package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The Every-SG convention in solve, moves and play: joint moves, steps, both languages. */
class EveryConventionCliTest {

    @Test
    void solveTellsEachComponentsStepAndListsJointMoves() {
        Cli run = Cli.run("solve", "--convention", "every", "bash:2", "7", "5", "+", "kayles", "4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("heap 1 (bash:2 7): step 5, odd")
                .contains("The largest step is 5, odd: the player to move wins.")
                .contains("8 winning moves:");
    }

    @Test
    void everyWinningJointMoveLeavesALostPosition() {
        JsonNode json = Cli.run("solve", "--json", "--convention", "every", "subtract:1,2 5 + kayles 3").json();

        assertThat(json.get("convention").asText()).isEqualTo("every");
        assertThat(json.get("winningMoves")).isNotEmpty().allSatisfy(move -> {
            assertThat(move.get("moves")).hasSize(2);
            JsonNode after = Cli.run("solve", "--json", "--convention", "every", move.get("to").asText()).json();
            assertThat(after.get("outcome").asText()).isEqualTo("P");
        });
    }

    @Test
    void movesListsJointMoves() {
        Cli run = Cli.run("moves", "--convention", "every", "bash:2", "4", "+", "nim", "1");

        assertThat(run.out()).contains("2 moves").contains("take 1 from heap 1 and take 1 from heap 2");
    }

    @Test
    void theEngineMovesInEveryComponent() {
        Cli run = Cli.runWithInput("1 1\n1 1; 2 1\n", "play", "--convention", "every", "bash:2", "4", "5");

        assertThat(run.out()).contains("(missing: heap 2)")
                .contains("Grundy: take 1 from heap 1 and take 1 from heap 2: 3 → 2 and 4 → 3");
    }

    /** On a lost position the engine still plays a joint move: it weighs the moves Every-SG allows. */
    @Test
    void theEngineMovingFirstFromALostPositionMovesInEveryComponent() {
        Cli run = Cli.runWithInput("quit\n", "play", "--convention", "every", "--engine-first", "bash:2", "3", "6");

        assertThat(run.out()).containsPattern("Grundy: take [12] from heap 1 and take [12] from heap 2: ")
                .doesNotContainPattern("Grundy: take [12] from heap 1: ");
    }

    @Test
    void inChinese() {
        Cli run = Cli.run("--lang", "zh", "solve", "--convention", "every", "bash:1", "4", "3");

        assertThat(run.out()).contains("最大步数为 4，是偶数");
    }

    @Test
    void anUnknownConventionIsOneLineAndExitCode2() {
        Cli run = Cli.run("solve", "--convention", "sideways", "nim", "3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.err()).contains("normal, misere, every").contains("sideways");
    }
}
