package dev.grundy.graph;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.play.TypedMoves;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.SumSolver;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Tokens on graphs through the position language: the classic sample problems, typed moves, errors. */
class GraphGameTest {
    private final PositionParser parser = new PositionParser(StandardGames.withFiles());

    @TempDir
    Path folder;

    /**
     * POJ 2425 "A Chess Game": several tokens on a DAG; WIN when the first player wins. The two
     * graphs and five queries of the problem's sample, whose answers are WIN WIN WIN LOSE WIN.
     */
    @Test
    void theSampleOfPoj2425() {
        String first = file("first.txt", "0: 1 2\n1:\n2: 3\n3:\n");
        String second = file("second.txt", "0: 1\n1: 2\n2:\n3:\n");

        assertThat(answer(first, "0")).isEqualTo("WIN");
        assertThat(answer(first, "0 2")).isEqualTo("WIN");
        assertThat(answer(second, "0 1")).isEqualTo("WIN");
        assertThat(answer(second, "1 1")).isEqualTo("LOSE");
        assertThat(answer(second, "0 1 3")).isEqualTo("WIN");
    }

    /** 信息学奥赛一本通 T1676 移棋子游戏: the sample's answer is "win". */
    @Test
    void theSampleOfTheMovingTokensGame() {
        String graph = file("tokens.txt", "2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n");

        assertThat(answer(graph, "1 2 4 6")).isEqualTo("WIN");
    }

    /**
     * KöMaL S. 13 (December 2005): one token on a graph with cycles; the answer for vertices 1 to
     * 5 is D D D W L.
     */
    @Test
    void theSampleOfKomalS13WithDraws() {
        String graph = file("komal.txt", "1 1\n1 2\n2 3\n2 4\n3 1\n4 3\n4 5\n");
        SumSolver solver = new SumSolver(SearchBudget.standard());

        assertThat(solver.solve(parse(graph, "1")).outcome()).isEqualTo(Outcome.D);
        assertThat(solver.solve(parse(graph, "2")).outcome()).isEqualTo(Outcome.D);
        assertThat(solver.solve(parse(graph, "3")).outcome()).isEqualTo(Outcome.D);
        assertThat(solver.solve(parse(graph, "4")).outcome()).isEqualTo(Outcome.N);
        assertThat(solver.solve(parse(graph, "5")).outcome()).isEqualTo(Outcome.P);
        assertThat(solver.solve(parse(graph, "4")).winningMoves()).extracting(move -> move.to().toString())
                .containsExactly(graph + " 5");
        assertThat(solver.solve(parse(graph, "4")).value()).hasToString("∞(0)");
    }

    @Test
    void aMoveIsTypedAsTheVertexItLeavesAndTheOneItReaches() {
        String graph = file("dag.txt", "a: b c\nb: c\nc:\n");
        Position position = parse(graph, "a a b");

        PositionMove move = TypedMoves.read(position, "a c");
        assertThat(move.to()).hasToString(graph + " c a b");
        assertThat(move.text().in(Locale.ROOT)).isEqualTo("move token 1 from a to c");
        assertThatThrownBy(() -> TypedMoves.read(position, "c a")).hasMessage("no token stands on c");
        assertThatThrownBy(() -> TypedMoves.read(position, "b a")).hasMessage("there is no edge from b to a");
        assertThatThrownBy(() -> TypedMoves.read(position, "a")).hasMessage("type the vertex a token stands on and the vertex it moves to, e.g. 'a b'");
    }

    @Test
    void whatIsPrintedReadsBackAndBadTokensAreNamed() {
        String graph = file("dag.txt", "a: b c\nb: c\nc:\n");

        Position position = parse(graph, "a b + nim 3");
        assertThat(position).hasToString(graph + " a b + nim 3");
        assertThat(parser.parse(position.toString(), SearchBudget.standard())).isEqualTo(position);
        assertThatThrownBy(() -> parse(graph, "z")).isInstanceOf(InvalidPositionException.class)
                .hasMessage(graph + ": no vertex is named 'z'");
    }

    private String answer(String graph, String tokens) {
        return new SumSolver(SearchBudget.standard()).solve(parse(graph, tokens)).outcome() == Outcome.N ? "WIN" : "LOSE";
    }

    private Position parse(String graph, String tokens) {
        return parser.parse(graph + " " + tokens, SearchBudget.standard());
    }

    private String file(String name, String text) {
        try {
            Path file = folder.resolve(name);
            Files.writeString(file, text);
            return "graph:" + file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
