package dev.grundy.graph;

import dev.grundy.FuzzFiles;
import dev.grundy.text.GrundyException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.language.Messages;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What fuzzing checks of the graph-file reader: any bytes are a graph or one clear error naming
 * the file, quoting the line short and escaped; every vertex of a graph read gets a value, a
 * nim-value or ∞(K); and on an acyclic graph that value is the mex of its followers' values.
 */
public final class GraphFileFuzzing {
    private static final Path FILE = FuzzFiles.temporary("graph-fuzz", ".txt");

    private GraphFileFuzzing() {
    }

    /**
     * @param input any bytes, as the file's contents
     * @throws IOException if the temporary file cannot be written
     */
    public static void check(byte[] input) throws IOException {
        Files.write(FILE, input);
        Graph graph;
        try {
            graph = GraphFile.read(FILE, "fuzz.txt", SearchBudget.of(1_000_000));
        } catch (GrundyException e) {
            Messages.assertQuotable(e);
            assertThat(e.getMessage()).startsWith("fuzz.txt");
            return;
        }
        assertThat(graph.names().size()).isPositive();
        assertThat(graph.edges().edges()).isLessThanOrEqualTo(input.length);
        Digraph edges = graph.edges();
        GraphValues values = GraphValues.of(edges);
        for (int v = 0; v < graph.names().size(); v++) {
            assertThat(values.value(v)).isNotNull();
            if (values.acyclic()) {
                assertThat(values.finite(v)).as("mex of the followers of %s", graph.names().name(v)).isEqualTo(mexOfFollowers(edges, values, v));
            }
        }
    }

    private static int mexOfFollowers(Digraph edges, GraphValues values, int v) {
        BitSet seen = new BitSet();
        for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
            seen.set(values.finite(edges.target(e)));
        }
        return seen.nextClearBit(0);
    }
}
