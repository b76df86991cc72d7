package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --rules FILE}: a game written in Java, through solve, moves, play and batches, and its errors. */
class RulesOptionTest {
    private static final String CUTTING = "../examples/Cutting.java";
    private static final String QUEEN = "../examples/Queen.java";

    @TempDir
    Path directory;

    @Test
    void solvesAPositionWrittenWithoutTheGamesName() {
        Cli run = Cli.run("solve", "--rules", CUTTING, "4", "2");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("cutting 4 2\nN-position: the player to move wins. Nim-value 1.")
                .contains("1 winning move:")
                .contains("cut 4×2 into 2×2 and 2×2: 4 2 → 2 2 + 2 2   to cutting 2 2 + cutting 2 2");
    }

    @Test
    void theRulesGameAddsToOtherGamesUnderItsName() {
        JsonNode json = Cli.run("solve", "--json", "--rules", CUTTING, "cutting", "4", "2", "+", "nim", "3").json();

        assertThat(json.fieldNames()).toIterable().containsExactly("position", "convention", "outcome", "grundy", "complete",
                "winningMoveCount", "winningMoves", "explanation");
        assertThat(json.get("position").asText()).isEqualTo("cutting 4 2 + nim 3");
        assertThat(json.get("outcome").asText()).isEqualTo("N");
        assertThat(json.get("grundy").asInt()).isEqualTo(1 ^ 3);
        assertThat(json.get("complete").asBoolean()).isTrue();
        assertThat(json.get("winningMoves")).singleElement().satisfies(move -> {
            assertThat(move.get("text").asText()).isEqualTo("take 2 from heap 1");
            assertThat(move.get("to").asText()).isEqualTo("cutting 4 2 + nim 1");
        });
    }

    @Test
    void everyWinningMovesResultPastesBackAsALostPosition() {
        JsonNode json = Cli.run("solve", "--json", "--rules", CUTTING, "7 5 + cutting 4 4 + nim 2").json();

        assertThat(json.get("winningMoves")).isNotEmpty().allSatisfy(move -> {
            JsonNode after = Cli.run("solve", "--json", "--rules", CUTTING, move.get("to").asText()).json();
            assertThat(after.get("outcome").asText()).as(move.get("to").asText()).isEqualTo("P");
        });
    }

    @Test
    void listsEveryMoveWithTheValueItLeaves() {
        JsonNode json = Cli.run("moves", "--json", "--rules", QUEEN, "2", "1").json();

        assertThat(json.get("position").asText()).isEqualTo("queen 2 1");
        assertThat(json.get("grundy").asInt()).isZero();
        List<String> moves = new ArrayList<>();
        json.get("moves").forEach(move -> moves.add(move.get("text").asText() + " → " + move.get("to").asText() + " = "
                + move.get("grundy").asInt()));
        assertThat(moves).containsExactly("left 1 → queen 1 1 = 2", "left 2 → queen 0 1 = 1", "down 1 → queen 2 0 = 2",
                "down-left 1 → queen 1 0 = 1");
    }

    @Test
    void aMoveIsPlayedByTypingThePositionItLeaves() {
        Cli run = Cli.runWithInput("0 0\n", "play", "--rules", QUEEN, "3", "3");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("You: down-left 3: 3 3 → 0 0").endsWith("Nothing is left to move in queen 0 0: you win!\n");
    }

    @Test
    void theEngineWinsAgainstABadPlayer() {
        Cli run = Cli.runWithInput("#1\n".repeat(20), "play", "--engine-first", "--rules", CUTTING, "8", "6");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).endsWith("Grundy wins.\n");
    }

    @Test
    void aBatchReadsEveryLineWithTheRules() {
        Cli run = Cli.runWithInput("4 2\ncutting 2 2 + nim 1\n1 1\n", "solve", "--batch", "--rules", CUTTING);

        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("{\"position\":\"cutting 4 2\",\"convention\":\"normal\",\"outcome\":\"N\",\"grundy\":1,"
                + "\"complete\":true,\"winningMoveCount\":1,\"winningMoves\":[{\"text\":\"cut 4×2 into 2×2 and 2×2\","
                + "\"to\":\"cutting 2 2 + cutting 2 2\",\"component\":1,\"becomes\":\"cutting 2 2 + cutting 2 2\"}]");
        assertThat(lines.get(1)).startsWith("{\"position\":\"cutting 2 2 + nim 1\",\"convention\":\"normal\",\"outcome\":\"N\","
                + "\"grundy\":1,\"complete\":true,\"winningMoveCount\":1,\"winningMoves\":[{\"text\":\"take 1 from heap 1\","
                + "\"to\":\"cutting 2 2 + nim 0\",\"component\":2,\"becomes\":\"nim 0\"}]");
        assertThat(lines.get(2)).isEqualTo("{\"position\":\"1 1\",\"error\":\"cutting: the width must be an integer from 2 to 1000000, got '1'\"}");
    }

    @Test
    void miserePlayOfTheRulesGameSearchesTheWholePosition() {
        // 4×2 can only become 2×2 + 2×2, where nobody can cut: under misère play that wins for the player stuck.
        JsonNode json = Cli.run("solve", "--json", "--misere", "--rules", CUTTING, "4", "2").json();

        assertThat(json.get("outcome").asText()).isEqualTo("P");
        assertThat(json.get("grundy").isNull()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a position the rules refuse  | solve --rules ../examples/Cutting.java 4              | grundy: cutting: give the sheet's width and height, e.g. 'cutting 4 2'",
        "a number out of bounds       | solve --rules ../examples/Cutting.java 1 5            | grundy: cutting: the width must be an integer from 2 to 1000000, got '1'",
        "a missing file               | solve --rules Nowhere.java 4 2                        | grundy: Nowhere.java: no such file",
        "the state limit              | solve --max-states 50 --rules ../examples/Cutting.java 90 90 | grundy: the position needs more than 50 states to solve (the state limit); raise it with --max-states",
        "the limit in moves           | moves --max-states 50 --rules ../examples/Cutting.java 90 90 | grundy: the position needs more than 50 states to solve",
    })
    void badInputIsOneLineAndExitCodeTwo(String what, String args, String message) {
        assertOneLineError(Cli.run(args.trim().split("\\s+")), message);
    }

    @Test
    void aCompileErrorIsOneLineWithTheFileAndLine() throws IOException {
        Path file = write("Broken", """
                import dev.grundy.core.Move;
                import dev.grundy.core.Rules;
                import java.util.List;

                public class Broken implements Rules<Integer> {
                    public String name() { return "broken" }
                    public Integer parse(List<String> words) { return 1; }
                    public String format(Integer n) { return "1"; }
                    public Iterable<Move<Integer>> moves(Integer n) { return List.of(); }
                }
                """);

        assertOneLineError(Cli.run("solve", "--rules", file.toString(), "1"), "grundy: " + file + ":6: ';' expected");
    }

    @Test
    void whatTheRulesThrowIsOneLineWithTheLineItCameFrom() throws IOException {
        Path file = write("Thrower", """
                import dev.grundy.core.Move;
                import dev.grundy.core.Rules;
                import java.util.List;

                public class Thrower implements Rules<Integer> {
                    public String name() { return "thrower"; }
                    public Integer parse(List<String> words) { return Rules.integer(words.get(0), "n", 0, 100); }
                    public String format(Integer n) { return n.toString(); }
                    public Iterable<Move<Integer>> moves(Integer n) {
                        if (n == 3) {
                            throw new IllegalStateException("three is not allowed");
                        }
                        return n == 0 ? List.of() : List.of(Move.to("take 1", n - 1));
                    }
                }
                """);

        assertOneLineError(Cli.run("solve", "--rules", file.toString(), "5"),
                "grundy: thrower: your rules threw IllegalStateException: three is not allowed at Thrower.java:11");
    }

    @Test
    void rulesNamedAfterABuiltInGameAreRefused() throws IOException {
        Path file = write("Nim", """
                import dev.grundy.core.Move;
                import dev.grundy.core.Rules;
                import java.util.List;

                public class Nim implements Rules<Integer> {
                    public String name() { return "nim"; }
                    public Integer parse(List<String> words) { return 1; }
                    public String format(Integer n) { return "1"; }
                    public Iterable<Move<Integer>> moves(Integer n) { return List.of(); }
                }
                """);

        assertOneLineError(Cli.run("solve", "--rules", file.toString(), "1"),
                "grundy: there is already a game named 'nim'; give your rules another name()");
    }

    private Path write(String className, String source) throws IOException {
        return Files.writeString(directory.resolve(className + ".java"), source);
    }

    private static void assertOneLineError(Cli run, String message) {
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString().startsWith(message);
    }
}
