package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code judge} of grids and of sums of strings, trees and grids: cases written as contest input
 * ({@code n m; g[n]}, {@code k; s}), the boundaries first; a planted bug caught and shrunk to a
 * smallest board or sum; winning moves written as cells, strings left and edges, checked by the
 * engine; games played, a tree's edges named as the input numbered them. The programs are
 * {@code examples/judge/cram.py}, {@code pairs-sum.py} and {@code tree-cut.py}, whose statements are at their tops, each written apart from the engine.
 */
class JudgeShapeSumsTest {
    static final String CRAM = "@../examples/lines/cram.line";
    static final String PAIRS = JudgeShapesTest.PAIRS;
    static final String HACKENBUSH = JudgeShapesTest.HACKENBUSH;

    @TempDir
    Path directory;

    private static Cli cram(String... rest) {
        return Cli.run(concat(List.of("judge", "--moves", CRAM, "line", "--input", "t; n m; g[n]"), rest));
    }

    private static Cli pairs(String... rest) {
        return Cli.run(concat(List.of("judge", "--moves", PAIRS, "line", "--components", "1..4", "--input", "t; k; s"), rest));
    }

    private static String[] concat(List<String> first, String... rest) {
        List<String> all = new java.util.ArrayList<>(first);
        all.addAll(List.of(rest));
        return all.toArray(String[]::new);
    }

    @Test
    void theFirstGridsAreTheBoundariesWrittenWithTheirSize() throws IOException {
        Path seen = directory.resolve("seen");
        Path echo = RecordingProgram.answeringFirst(directory, seen, 30);

        Cli.run("judge", "--moves", CRAM, "line", "--size", "1..3", "--input", "n m; g[n]", "--cases", "30", "--", "bash", echo.toString());

        List<String> lines = Files.readAllLines(seen);
        // A 1x1 empty board, a 3x3 full one, one of a random character (here '.': drawn again, so left out), then a 1x1 full one.
        assertThat(lines.subList(0, 8)).containsExactly("1 1", ".", "3 3", "###", "###", "###", "3 3", "...");
        assertThat(lines.subList(10, 12)).containsExactly("1 1", "#");
        assertThat(lines).allMatch(line -> line.matches("[1-3] [1-3]|[.#]{1,3}"));
    }

    @Test
    void aGridSolutionPassesAndItsPlantedBugIsShrunkToTwoCellsInAColumn() {
        assertThat(cram("--", "python3", "../examples/judge/cram.py").out())
                .isEqualTo("all 1000 cases agree (line: grids of 1..4 rows and 1..4 columns over .#, seed 1)\n");

        // The bug forgets the dominoes laid down: a board one cell wide is the smallest it gets wrong.
        Cli bug = cram("--", "python3", "../examples/judge/cram.py", "bug");
        assertThat(bug.exitCode()).isEqualTo(1);
        assertThat(bug.out()).contains("line . .: the program answered Second, the right answer is First\n"
                + "its input:\n  1\n  2 1\n  .\n  .\n");
    }

    @Test
    void theSymmetricDeclarationJudgesAlike() {
        // The memo shares a board with its images; the program, which knows nothing of it, agrees on every case.
        Cli symmetric = Cli.run("judge", "--moves", "@../examples/lines/cram-symmetric.line", "line", "--input", "t; n m; g[n]",
                "--cases", "300", "--", "python3", "../examples/judge/cram.py");
        assertThat(symmetric.out()).isEqualTo("all 300 cases agree (line: grids of 1..4 rows and 1..4 columns over .#, seed 1)\n");
    }

    @Test
    void sumsOfTreesAreWrittenAsKThenEachTree() throws IOException {
        Path seen = directory.resolve("seen");
        Path echo = RecordingProgram.answeringFirst(directory, seen, 5);

        Cli.run("judge", "--moves", HACKENBUSH, "line", "--components", "0..2", "--size", "1..3", "--input", "t; k; n; e[n-1]",
                "--cases", "5", "--", "bash", echo.toString());

        // The empty sum; two stars of three vertices; two of one repeated step (a star again, as drawn); two paths; one vertex.
        String star = "3|1 2|1 3";
        String path = "3|1 2|2 3";
        assertThat(String.join("|", Files.readAllLines(seen))).startsWith(String.join("|", "5", "0", "2", star, star, "2", star, star,
                "2", path, path, "1", "1|"));
    }

    @Test
    void aWinningDominoIsCheckedByTheEngineInAnyOrderOfItsCells() throws IOException {
        assertThat(cram("--answer", "move", "--", "python3", "../examples/judge/cram.py", "move").exitCode()).isZero();

        Cli bug = cram("--answer", "move", "--", "python3", "../examples/judge/cram.py", "move", "bug");
        assertThat(bug.out()).contains("line . .: the program answered Second, but there is a winning move: '1 1 2 1'\n");

        // The program names the domino's cells the other way round: the same move.
        Path reversed = Files.writeString(directory.resolve("reversed.sh"), "python3 ../examples/judge/cram.py move "
                + "| awk '{ if (NF == 4) print $3, $4, $1, $2; else print }'\n", StandardCharsets.UTF_8);
        assertThat(cram("--answer", "move", "--", "bash", reversed.toString()).exitCode()).isZero();

        // Its first winning move is across; the smallest in row-major order is down, from the top-left cell.
        Cli notSmallest = cram("--answer", "smallest-move", "--", "python3", "../examples/judge/cram.py", "move");
        assertThat(notSmallest.out()).contains("line .# ..: the program answered '2 1 2 2', a winning move, but the smallest is '1 1 2 1'\n");
    }

    @Test
    void aSumOfStringsPassesAndAnOrForTheXorIsShrunkToTwoEqualStrings() {
        assertThat(pairs("--", "python3", "../examples/judge/pairs-sum.py").out())
                .isEqualTo("all 1000 cases agree (line: sums of 1..4 components, strings of length 1..10 over ab, seed 1)\n");

        Cli bug = pairs("--", "python3", "../examples/judge/pairs-sum.py", "bug");
        assertThat(bug.exitCode()).isEqualTo(1);
        assertThat(bug.out()).contains("smallest failing position found (smaller ones tried: 4): line aa + line aa: "
                + "the program answered First, the right answer is Second\nits input:\n  1\n  2\n  aa\n  aa\n");
    }

    @Test
    void aMoveInASumNamesItsStringAndWhatItLeaves() {
        Cli right = Cli.run("judge", "--moves", PAIRS, "line", "--components", "0..4", "--input", "t; k; s", "--answer", "move", "--",
                "python3", "../examples/judge/pairs-sum.py", "move");
        assertThat(right.out()).isEqualTo("all 1000 cases agree (line: sums of 0..4 components, strings of length 1..10 over ab, seed 1)\n");

        Cli bug = pairs("--answer", "move", "--", "python3", "../examples/judge/pairs-sum.py", "move", "bug");
        assertThat(bug.out()).contains("line aa + line aa: the program answered '1 -', but every move loses here: the right answer is Second\n");

        // A move in the wrong string, or to a string the move cannot leave, is illegal.
        Cli wrongString = pairs("--answer", "move", "--cases", "10", "--", "bash", "-c",
                "python3 ../examples/judge/pairs-sum.py move | sed 's/^1 /9 /'");
        assertThat(wrongString.out()).contains("the program answered '9 ");
        assertThat(wrongString.out()).contains("which is no legal move of");
    }

    @Test
    void sumsOfStringsArePlayedInteractively() {
        Cli won = pairs("--interactive", "--cases", "200", "--", "python3", "../examples/judge/pairs-sum.py", "play");
        assertThat(won.out()).isEqualTo("all 200 games won by the program (line: sums of 1..4 components, strings of length 1..10 over ab, seed 1)\n");

        Cli lost = pairs("--interactive", "--cases", "200", "--", "python3", "../examples/judge/pairs-sum.py", "play", "bug");
        assertThat(lost.exitCode()).isEqualTo(1);
        assertThat(lost.out()).contains("the program chose First, the right choice is Second");
    }

    @Test
    void gridsArePlayedInteractivelyTheirMovesWrittenAsCells() {
        Cli won = cram("--interactive", "--cases", "200", "--", "python3", "../examples/judge/cram.py", "play");
        assertThat(won.out()).isEqualTo("all 200 games won by the program (line: grids of 1..4 rows and 1..4 columns over .#, seed 1)\n");

        // Blind to dominoes laid down, it misjudges a column of two cells and says Second.
        Cli lost = cram("--interactive", "--cases", "200", "--", "python3", "../examples/judge/cram.py", "play", "bug");
        assertThat(lost.exitCode()).isEqualTo(1);
        assertThat(lost.out()).contains("smallest failing position found (smaller ones tried: 9): line . .: the program chose Second, "
                + "the right choice is First\n");
    }

    @Test
    void aTreeMoveIsTheEdgeItDeletes() {
        assertThat(Cli.run("judge", "--moves", HACKENBUSH, "line", "--input", "t; n; e[n-1]", "--answer", "move", "--",
                "python3", "../examples/judge/tree-cut.py", "move").exitCode()).isZero();

        Cli bug = Cli.run("judge", "--moves", HACKENBUSH, "line", "--input", "t; n; e[n-1]", "--answer", "move", "--",
                "python3", "../examples/judge/tree-cut.py", "move", "bug");
        assertThat(bug.out()).contains("line 1-2 1-3 3-4: the program answered '1 2', which leaves line 1-2 2-3, where the opponent wins; "
                + "a winning move is '3 4'\n");
    }

    private static Cli treePlay(String... rest) {
        return Cli.run(concat(List.of("judge", "--moves", HACKENBUSH, "line", "--input", "t; n; e[n-1]", "--interactive"), rest));
    }

    @Test
    void treesArePlayedInteractivelyTheirEdgesNamedAsTheInputNumberedThem() {
        // The program keeps the input's numbers through every cut: the judge's edges must be in them too, or it goes astray.
        Cli won = treePlay("--cases", "300", "--", "python3", "../examples/judge/tree-cut.py", "play");
        assertThat(won.out()).isEqualTo("all 300 games won by the program (line: trees of 1..10 vertices "
                + "(edges drawn as a random recursive tree, a path and a star among them), seed 1)\n");

        // The bug values a path of three below the root at 0, and cuts the other edge; what is left is in the input's numbers.
        Cli lost = treePlay("--seed", "2", "--", "python3", "../examples/judge/tree-cut.py", "play", "bug");
        assertThat(lost.exitCode()).isEqualTo(1);
        assertThat(lost.out()).contains("smallest failing position found (smaller ones tried: 16): line 1-2 1-3 3-4: the program "
                + "answered '1 2', which leaves line 1-3 3-4, where the opponent wins; a winning move is '3 4'\n");
    }

    @Test
    void aSumOfTreesNamesTheTreeOfTheInputAndShowsWhatIsLeftInItsNumbers() {
        List<String> sum = List.of("judge", "--moves", HACKENBUSH, "line", "--components", "0..3", "--input", "t; k; n; e[n-1]",
                "--interactive", "--cases", "300", "--", "python3", "../examples/judge/tree-cut.py", "sum", "play");
        assertThat(Cli.run(sum.toArray(String[]::new)).out()).isEqualTo("all 300 games won by the program (line: sums of 0..3 "
                + "components, trees of 1..10 vertices (edges drawn as a random recursive tree, a path and a star among them), seed 1)\n");

        Cli lost = Cli.run(concat(sum, "bug"));
        // After two cuts in the first tree its vertices 2, 6 and 7 are gone; the engine's own tree would be numbered 1..7.
        assertThat(lost.out()).contains("the program answered '1 1 2', which leaves line 1-3 1-4 1-5 3-8 4-9 5-10 + line 1-2 1-3");
        assertThat(lost.out()).contains("smallest failing position found (smaller ones tried: 62): line 1-2 2-3 1-4 1-5 1-6: "
                + "the program answered '1 1 4', which leaves line 1-2 2-3 1-5 1-6, where the opponent wins; a winning move is '1 2 3'\n");
    }

    @Test
    void whenBothPartsStayInPlayTheFallenPartKeepsTheInputsNumbersToo() throws IOException {
        // Every cut keeps both parts, so the game is the parity of the edges; the program forgets each edge named, by its
        // numbers in the input, and fails (KeyError) on an edge it never had.
        Path edges = Files.writeString(directory.resolve("edges.py"), String.join("\n",
                "import sys",
                "r = (w for line in sys.stdin for w in line.split())",
                "for _ in range(int(next(r))):",
                "    n = int(next(r))",
                "    edges = {tuple(sorted((int(next(r)), int(next(r))))) for _ in range(n - 1)}",
                "    mine = len(edges) % 2 == 1",
                "    print('First' if mine else 'Second', flush=True)",
                "    while True:",
                "        if mine:",
                "            edge = max(edges)",
                "            edges.remove(edge)",
                "            print(*edge, flush=True)",
                "        u = int(next(r))",
                "        if u == 0:",
                "            break",
                "        edges.remove(tuple(sorted((u, int(next(r))))))",
                "        mine = True",
                ""), StandardCharsets.UTF_8);
        Cli won = Cli.run("judge", "--moves", "(Tree t) -> { for (int v = 1; v < t.size(); v++) sum(t.cut(v), t.subtree(v)); }",
                "line", "--input", "t; n; e[n-1]", "--interactive", "--cases", "300", "--", "python3", edges.toString());
        assertThat(won.out()).isEqualTo("all 300 games won by the program (line: trees of 1..10 vertices "
                + "(edges drawn as a random recursive tree, a path and a star among them), seed 1)\n");
    }

    @Test
    void anEdgeTheTreeDoesNotHaveIsAnIllegalMove() {
        // The first tree of four vertices is the path 1-2 2-3 3-4, which has no edge 1-3.
        Cli illegal = treePlay("--size", "4", "--cases", "1", "--", "bash", "-c", "head -n 5 > /dev/null; echo First; echo 1 3; cat > /dev/null");
        assertThat(illegal.exitCode()).isEqualTo(1);
        assertThat(illegal.out()).contains("line 1-2 2-3 3-4: the program answered '1 3', which is no legal move of line 1-2 2-3 3-4\n");
    }

    @Test
    void shapeOptionsThatCannotBeMetAreRefusedInOneLine() {
        assertRefused("grundy: --input 't; s' has no k: sums of 1..4 components are written as k, then each component\n",
                "--moves", PAIRS, "line", "--components", "1..4", "--input", "t; s");
        assertRefused("grundy: --input: k (how many components a case sums) stands alone on a line before the lines of a component: 't; s; k'\n",
                "--moves", PAIRS, "line", "--input", "t; s; k");
        assertRefused("grundy: --answer: a move of a game over String is written 'to' or 'i to' (i: the component, from 1); got 'edge'\n",
                "--moves", PAIRS, "line", "--answer", "move edge");
        assertRefused("grundy: --input: the item 'm' is a string's, a tree's or a grid's, for a --moves line over them; this game's positions are numbers (a[n])\n",
                "--moves", PAIRS, "line", "--input", "n m; s");
        assertRefused("grundy: --input 'n; s' has no g[n]: the positions of this game are written with it\n",
                "--moves", CRAM, "line", "--input", "n; s");
    }

    private static void assertRefused(String error, String... options) {
        Cli run = Cli.run(concat(List.of("judge"), concat(List.of(options), "--", "true")));
        assertThat(run.exitCode()).as(String.join(" ", options)).isEqualTo(2);
        assertThat(run.err()).isEqualTo(error);
    }
}
