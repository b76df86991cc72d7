package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Tokens on the graphs of {@code examples/} from the command line, with and without cycles. */
class GraphCliTest {
    private static final String DAG = "graph:../examples/dag.txt";
    private static final String LOOPY = "graph:../examples/loopy.txt";

    @TempDir
    Path folder;

    @Test
    void anAcyclicGraphIsSolvedByTheMexOfEachVertex() {
        Cli run = Cli.run("solve", DAG, "a", "b", "c");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("N-position: the player to move wins. Nim-value 2.")
                .contains("G(a) = 2, the mex of its followers' values: 0 (b), 0 (c), 1 (d)")
                .containsSubsequence("move token 1 from a to b: a → b   to " + DAG + " b b c",
                        "move token 1 from a to c: a → c   to " + DAG + " c b c");
    }

    @Test
    void aTokenOnACycleDrawsAndItsValueIsInfiniteWithItsSet() {
        JsonNode draw = Cli.run("solve", "--json", LOOPY, "spin").json();
        JsonNode won = Cli.run("solve", "--json", LOOPY, "exit").json();
        JsonNode finite = Cli.run("solve", "--json", LOOPY, "loop1").json();

        assertThat(draw.get("outcome").asText()).isEqualTo("D");
        assertThat(draw.get("grundy").isNull()).isTrue();
        assertThat(draw.get("infinity")).isEmpty();
        assertThat(won.get("outcome").asText()).isEqualTo("N");
        assertThat(won.get("infinity").toString()).isEqualTo("[0]");
        assertThat(won.get("winningMoves").get(0).get("to").asText()).isEqualTo(LOOPY + " end");
        assertThat(finite.get("grundy").asInt()).isEqualTo(1);
        assertThat(finite.has("infinity")).isFalse();
    }

    @Test
    void aDrawIsToldWithTheGeneralisedValuesOfTheSum() {
        Cli run = Cli.run("solve", LOOPY, "spin", "exit");

        assertThat(run.out()).contains("D-position: neither player can force a win; with best play the game never ends.")
                .contains("token 2  " + LOOPY + " exit  ∞(0)")
                .contains("2 components have infinite values: the sum is ∞(∅)")
                .contains("No winning move: a move to a D-position keeps the draw");
    }

    @Test
    void anInfiniteTokenPlusAHeapWinsByMovingTheTokenToTheHeapsValue() {
        Cli run = Cli.run("solve", LOOPY, "door", "+", "nim", "1");
        JsonNode json = Cli.run("solve", "--json", LOOPY, "door", "+", "nim", "1").json();

        assertThat(run.out()).contains("One component has the infinite value ∞(1) and the others add up to 1: the sum is ∞(0)");
        assertThat(json.get("outcome").asText()).isEqualTo("N");
        assertThat(json.get("winningMoves")).singleElement()
                .satisfies(move -> assertThat(move.get("to").asText()).isEqualTo(LOOPY + " a + nim 1"));
    }

    @Test
    void everyMoveShowsWhatItLeavesIncludingDraws() {
        Cli run = Cli.run("moves", LOOPY, "exit");

        assertThat(run.out()).contains("move token 1 from exit to spin: exit → spin   to " + LOOPY + " spin   D-position")
                .contains("move token 1 from exit to end: exit → end     to " + LOOPY + " end    nim-value 0  wins");
    }

    @Test
    void miserePlayOfALoopyGraphFindsItsDraws() {
        JsonNode json = Cli.run("solve", "--json", "--misere", LOOPY, "exit").json();

        assertThat(json.get("outcome").asText()).isEqualTo("D");
        assertThat(json.get("winningMoves")).isEmpty();
    }

    @Test
    void theEngineBeatsABadPlayerOnTheGraphAndKeepsADraw() {
        Cli won = Cli.runWithInput("d f\n", "play", "--engine-first", DAG, "c", "d");
        Cli drawn = Cli.runWithInput("door spin\nspin spin\nquit\n", "play", LOOPY, "door");

        assertThat(won.out()).contains("Grundy: move token 1 from c to e").contains("Grundy: move token 1 from e to f")
                .contains("Grundy wins.");
        assertThat(drawn.out()).contains("You: move token 1 from door to spin").contains("Grundy: move token 1 from spin to spin")
                .contains("You: move token 1 from spin to spin").doesNotContain("Not a legal move");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a b c       | bad.txt:1: 3 words: write one edge per line",
        "a b\\nc     | bad.txt:2: 'c' alone is no edge",
        "a b\\nc: d:e | bad.txt:2: a vertex's name cannot hold ':', got 'd:e'",
    })
    void aMalformedGraphFileExitsTwoNamingTheLine(String text, String message) {
        Path file = write("bad.txt", text.replace("\\n", "\n") + "\n");
        Cli run = Cli.run("solve", "graph:" + file, "a");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().startsWith("grundy: " + file.getParent() + "/" + message);
    }

    @Test
    void aMissingFileOrVertexExitsTwoWithOneLine() {
        Cli missing = Cli.run("solve", "graph:nowhere.txt", "a");
        Cli vertex = Cli.run("solve", DAG, "q");

        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("grundy: nowhere.txt: no such file\n");
        assertThat(vertex.exitCode()).isEqualTo(2);
        assertThat(vertex.err()).isEqualTo("grundy: " + DAG + ": no vertex is named 'q'\n");
    }

    @Test
    void aBatchReadsTheGraphOnceAndAnswersEachLine() {
        Cli run = Cli.runWithInput(DAG + " a\n" + DAG + " b c\n" + LOOPY + " spin\n", "solve", "--batch");

        assertThat(run.out().lines()).hasSize(3);
        assertThat(run.out().lines().toList().get(1)).contains("\"outcome\":\"P\"");
        assertThat(run.out().lines().toList().get(2)).contains("\"outcome\":\"D\"");
    }

    private Path write(String name, String text) {
        try {
            return Files.writeString(folder.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
