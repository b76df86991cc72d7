package dev.grundy.hackenbush;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.play.Solvers;
import dev.grundy.solve.Solution;
import dev.grundy.text.InvalidPositionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Green Hackenbush through the position language: the classic samples, files, moves, errors. */
class HackenbushTest {
    private final PositionParser parser = new PositionParser(StandardGames.withFiles());
    private final Hackenbush hackenbush = new Hackenbush();

    @TempDir
    Path folder;

    /**
     * POJ 3710 "Christmas Game": trees with simple polygons hanging from them, root 1; Sally moves
     * first. The sample: two trees, "1 2" and "1 2, 2 3, 2 4, 3 4" (a triangle on a stalk), and the
     * answer "Sally".
     */
    @Test
    void theSampleOfPoj3710() {
        String first = file("first.txt", "ground 1\n1 2\n");
        String second = file("second.txt", "ground 1\n1 2\n2 3\n2 4\n3 4\n");

        Solution solution = solve("hackenbush:" + first + " + hackenbush:" + second);

        assertThat(solution.outcome() == Outcome.N ? "Sally" : "Harry").isEqualTo("Sally");
    }

    /**
     * HDU 3094 "A tree game": a tree rooted at vertex 1, Alice moves first. The sample's three
     * trees and its answers Alice, Bob, Alice.
     */
    @Test
    void theSampleOfHdu3094() {
        assertThat(winner("1 2\n2 3\n")).isEqualTo("Alice");
        assertThat(winner("1 2\n1 3\n")).isEqualTo("Bob");
        assertThat(winner("6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n")).isEqualTo("Alice");
    }

    private String winner(String edges) {
        String tree = file("tree" + edges.hashCode() + ".txt", edges);
        return solve("hackenbush:" + tree + " 1").outcome() == Outcome.N ? "Alice" : "Bob";
    }

    @Test
    void aGraphReadsBackAsWrittenWithTheEdgesNotGroundedDropped() {
        HackenbushGraph graph = hackenbush.parse(List.of("0-1", "1-2", "a-b", "2-2", "1-0")).get(0);

        assertThat(hackenbush.format(graph)).isEqualTo("0-1 1-2 2-2 1-0");
        assertThat(graph.dropped()).isEqualTo(1);
        assertThat(hackenbush.parse(List.of(hackenbush.format(graph).split(" ")))).containsExactly(graph);
        assertThat(hackenbush.explain(graph, SearchBudget.standard()).get(0).key()).isEqualTo("explain.hackenbush.dropped");
    }

    @Test
    void aCutDropsWhatNoLongerTouchesTheGround() {
        Position position = parser.parse("hackenbush 0-1 1-2 2-3 1-4", SearchBudget.standard());

        List<String> left = new ArrayList<>();
        position.moves().forEach(move -> left.add(move.text() + " → " + move.to()));

        assertThat(left).containsExactly("cut edge 0-1 → 0", "cut edge 1-2 → hackenbush 0-1 1-4",
                "cut edge 2-3 → hackenbush 0-1 1-2 1-4", "cut edge 1-4 → hackenbush 0-1 1-2 2-3");
    }

    @Test
    void movesAreTypedAsTheEdgeEitherWayRound() {
        HackenbushGraph graph = hackenbush.parse(List.of("0-1", "1-2", "1-2", "2-0")).get(0);

        Move<HackenbushGraph> cut = hackenbush.readMove(graph, List.of("2-1"));

        assertThat(cut.text().toString()).isEqualTo("cut edge 1-2");
        assertThat(cut.to()).containsExactly(hackenbush.parse(List.of("0-1", "1-2", "2-0")).get(0));
        assertThat(hackenbush.typed(graph, cut)).containsExactly("1-2");
        assertThatThrownBy(() -> hackenbush.readMove(graph, List.of("1-3"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("no edge 1-3");
    }

    @Test
    void theWinningCutsOfATreeWithACycle() {
        Solution solution = solve("hackenbush 0-1 1-2 2-3 3-1 3-4 + nim 2");

        // The triangle fuses into 3 loops at vertex 1 (worth 1), beside the stalk 3-4 (0 + 1):
        // G(1) = 1 ⊕ 1 = 0, G(0) = 0 + 1 = 1; with the heap of 2, 1 ⊕ 2 = 3.
        assertThat(solution.value().nimber()).isEqualTo(BigInteger.valueOf(3));
        assertThat(solution.winningMoves()).isNotEmpty();
        assertThat(solution.winningMoves()).allSatisfy(move ->
                assertThat(solve(move.to().toString()).outcome()).isEqualTo(Outcome.P));
    }

    @Test
    void badInputIsOneClearError() {
        assertThatThrownBy(() -> solve("hackenbush 0-")).hasMessageContaining("'0-' is no edge");
        assertThatThrownBy(() -> solve("hackenbush 0-1-2")).hasMessageContaining("'0-1-2' is no edge");
        assertThatThrownBy(() -> solve("hackenbush a b")).hasMessageContaining("'a' is no edge");
        assertThatThrownBy(() -> solve("hackenbush 1-2")).hasMessageContaining("no edge touches the ground 0");
        assertThatThrownBy(() -> solve("hackenbush:" + folder.resolve("missing.txt"))).hasMessageContaining("no such file");
        String noGround = file("no-ground.txt", "1 2\n");
        assertThatThrownBy(() -> solve("hackenbush:" + noGround)).hasMessageContaining("names no ground");
        String otherZero = file("zero.txt", "ground 1\n1 0\n");
        assertThatThrownBy(() -> solve("hackenbush:" + otherZero)).hasMessageContaining("a vertex is named 0");
        String bad = file("bad.txt", "ground 0\n0 1\n1 2 3\n");
        assertThatThrownBy(() -> solve("hackenbush:" + bad)).hasMessageContaining(":3: '1' is no edge");
    }

    @Test
    void aFileNamesItsGroundOnce() {
        String twice = file("twice.txt", "ground 1\n1 2\nground 2\n");
        assertThatThrownBy(() -> solve("hackenbush:" + twice)).hasMessageContaining(":3: the ground is already 1");
    }

    @Test
    void aFileIsWrittenAsItsNameAndWhatACutLeavesInline() {
        String tree = file("tree.txt", "# a tree\nground g\ng-a a-b  # two edges\na c\n");
        Position position = parser.parse("hackenbush:" + tree, SearchBudget.standard());

        assertThat(position.toString()).isEqualTo("hackenbush:" + tree);
        assertThat(position.components().get(0).written()).isEqualTo("0-a a-b a-c");
        assertThat(position.moves().map(move -> move.to().toString()).toList())
                .contains("hackenbush 0-a a-c", "0");
    }

    private Solution solve(String position) {
        return Solvers.of(Convention.NORMAL, SearchBudget.standard(), QuotientStore.inMemory()).solve(parser.parse(position, SearchBudget.standard()));
    }

    private String file(String name, String text) {
        try {
            Path path = folder.resolve(name);
            Files.writeString(path, text);
            return path.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
