package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Green Hackenbush from the command line: bad input is one line and exit code 2; play reads cuts. */
class HackenbushCommandTest {

    @Test
    void badInputIsOneLineAndExitCodeTwo() {
        for (String[] args : new String[][] {{"solve", "hackenbush", "0-"}, {"solve", "hackenbush", "0-1-2"},
                {"solve", "hackenbush", "a", "b"}, {"solve", "hackenbush", "1-2"}, {"solve", "hackenbush:no-such-file.txt"},
                {"moves", "hackenbush"}}) {
            Cli run = Cli.run(args);

            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err().lines()).as(String.join(" ", args)).hasSize(1);
            assertThat(run.err()).startsWith("grundy: ").doesNotContain("Exception");
        }
    }

    @Test
    void aGameIsPlayedByCuttingEdges() {
        Cli run = Cli.runWithInput("2-3\nquit\n", "play", "hackenbush", "0-1", "1-2", "2-0", "2-3", "+", "nim", "1");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("You: cut edge 2-3: edges 4 → 3").contains("Grundy: cut edge 0-1: edges 3 → 2");
    }

    @Test
    void theJsonOfAFileGraphNamesTheFileAndWritesWhatACutLeavesInline() {
        Cli run = Cli.run("solve", "--json", "hackenbush:../examples/hackenbush.txt", "+", "nim", "3");

        assertThat(run.json().get("position").asText()).isEqualTo("hackenbush:../examples/hackenbush.txt + nim 3");
        assertThat(run.json().get("winningMoves").findValuesAsText("to"))
                .containsExactly("hackenbush 0-2 2-4 3-4 + nim 3", "hackenbush 0-2 2-3 3-4 + nim 3",
                        "hackenbush:../examples/hackenbush.txt + nim 2");
    }
}
