package dev.grundy.graph;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Reading graph files: both line forms, comments, names as words, and one clear error per bad line. */
class GraphFileTest {
    @TempDir
    Path folder;

    @Test
    void readsEdgesAdjacencyListsCommentsAndWordsAsNames() {
        Graph graph = read("""
                # a comment line
                start: left right   # an adjacency list
                left right
                right : end
                end:
                \tgauche\t droite \r
                left  end
                """);

        assertThat(followers(graph, "start")).containsExactly("left", "right");
        assertThat(followers(graph, "left")).containsExactly("right", "end");
        assertThat(followers(graph, "right")).containsExactly("end");
        assertThat(followers(graph, "end")).isEmpty();
        assertThat(followers(graph, "gauche")).containsExactly("droite");
        assertThat(graph.names().size()).isEqualTo(6);
        assertThat(graph.edges().edges()).isEqualTo(6);
    }

    @Test
    void namesAreAnyWordsInUtf8WithOrWithoutAByteOrderMarkAndALastLineNeedsNoNewline() {
        Graph graph = read("\uFEFF起点 终点\nnaïve -1");

        assertThat(followers(graph, "起点")).containsExactly("终点");
        assertThat(followers(graph, "naïve")).containsExactly("-1");
        assertThat(graph.names().find("nowhere")).isEqualTo(-1);
    }

    @Test
    void aLargeFileTellsHowFarItsReadingHasGotAndStopsWhenInterrupted() throws IOException {
        Path file = folder.resolve("path.txt");
        StringBuilder text = new StringBuilder();
        for (int v = 0; v < 300_000; v++) {
            text.append(v).append(' ').append(v + 1).append('\n');
        }
        Files.writeString(file, text);
        long size = Files.size(file);
        List<long[]> told = new ArrayList<>();
        ProgressListener listener = new ProgressListener() {
            @Override
            public void explored(long states) {
            }

            @Override
            public void read(String source, long bytes, long total) {
                assertThat(source).isEqualTo("path.txt");
                told.add(new long[] {bytes, total});
            }
        };

        GraphFile.read(file, "path.txt", new SearchBudget(1, listener));

        assertThat(told).hasSizeGreaterThan(2).allSatisfy(progress -> assertThat(progress[1]).isEqualTo(size));
        assertThat(told.stream().mapToLong(progress -> progress[0]).toArray()).isSorted().endsWith(size);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> GraphFile.read(file, "path.txt", SearchBudget.standard())).isInstanceOf(CancellationException.class);
        } finally {
            Thread.interrupted();
        }
    }

    @Property(tries = 100)
    void whatIsWrittenIsWhatIsRead(@ForAll("graphs") SmallGraph small) throws IOException {
        Path file = Files.createTempFile("graph", ".txt");
        try {
            Files.writeString(file, small.text());
            Graph graph = GraphFile.read(file, "random", SearchBudget.standard());

            for (int v = 0; v < small.vertices(); v++) {
                int vertex = v;
                List<String> expected = small.edges().stream().filter(edge -> edge[0] == vertex)
                        .map(edge -> String.valueOf(edge[1])).toList();
                assertThat(followers(graph, String.valueOf(v))).containsExactlyElementsOf(expected);
            }
        } finally {
            Files.delete(file);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a b c          | g.txt:2: 3 words: write one edge per line, 'u v', or a vertex and all it leads to, 'u: v1 v2 …'",
        "lonely         | g.txt:2: 'lonely' alone is no edge: write an edge as 'u v', a vertex without moves as 'u:'",
        "a: b:c         | g.txt:2: a vertex's name cannot hold ':', got 'b:c'",
        "a +            | g.txt:2: '+' cannot name a vertex: it joins the terms of a position",
        "a:b c          | g.txt:2: a vertex's name cannot hold ':', got 'a:b'",
    })
    void aMalformedLineIsNamedWithItsFileAndNumber(String line, String message) {
        assertThatThrownBy(() -> read("x y\n" + line + "\n")).isInstanceOf(InvalidPositionException.class).hasMessage(message);
    }

    @Test
    void aHugeLineIsQuotedAsAShortExcerpt() {
        String huge = "start" + "x".repeat(10_000_000) + "end";

        assertThatThrownBy(() -> read("x y\n" + huge + "\n")).isInstanceOf(InvalidPositionException.class)
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(200)
                        .startsWith("g.txt:2: 'startxxx").contains("xxx…xxx").endsWith("xxxend' alone is no edge: write an edge as 'u v', a vertex without moves as 'u:'"));
        assertThatThrownBy(() -> read("x y\na " + huge + ":b\n"))
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(200).contains("got 'startxxx").endsWith("xxxend:b'"));
    }

    @Test
    void controlCharactersFromTheFileAreEscapedNotSentToTheTerminal() {
        assertThatThrownBy(() -> read("x y\n\u001b[2J\u0007\u202e\n"))
                .hasMessage("g.txt:2: '\\u001B[2J\\u0007\\u202E' alone is no edge: write an edge as 'u v', a vertex without moves as 'u:'");
    }

    @Test
    void aMissingOrEmptyFileIsOneClearError() {
        assertThatThrownBy(() -> GraphFile.read(folder.resolve("none.txt"), "none.txt", SearchBudget.standard())).hasMessage("none.txt: no such file");
        assertThatThrownBy(() -> read("# only a comment\n\n"))
                .hasMessage("g.txt: the graph has no vertices; write one edge per line, 'u v'");
    }

    @Test
    void aLargeGraphIsReadWhole() {
        StringBuilder text = new StringBuilder();
        IntStream.range(0, 200_000).forEach(v -> text.append("v").append(v).append(" v").append(v + 1).append('\n'));
        Graph graph = read(text.toString());

        assertThat(graph.names().size()).isEqualTo(200_001);
        assertThat(followers(graph, "v123456")).containsExactly("v123457");
    }

    @Provide
    Arbitrary<SmallGraph> graphs() {
        return SmallGraph.digraphs(8);
    }

    private Graph read(String text) {
        try {
            Path file = folder.resolve("g.txt");
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return GraphFile.read(file, "g.txt", SearchBudget.standard());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> followers(Graph graph, String name) {
        int v = graph.names().find(name);
        assertThat(v).as(name).isGreaterThanOrEqualTo(0);
        List<String> names = new ArrayList<>();
        for (int e = graph.edges().firstEdge(v); e < graph.edges().endEdge(v); e++) {
            names.add(graph.names().name(graph.edges().target(e)));
        }
        return names;
    }
}
