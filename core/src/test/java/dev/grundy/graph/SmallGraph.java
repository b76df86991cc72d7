package dev.grundy.graph;

import dev.grundy.core.Position;
import dev.grundy.core.Term;
import dev.grundy.games.Nim;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A small directed graph for tests: vertices named 0 … n−1 and a list of edges, which may repeat,
 * form cycles or loop on a vertex.
 *
 * @param vertices n
 * @param edges each edge as {tail, head}
 */
public record SmallGraph(int vertices, List<int[]> edges) {

    /** @return random graphs of 1 to {@code most} vertices, cycles and loops allowed */
    public static Arbitrary<SmallGraph> digraphs(int most) {
        return Arbitraries.integers().between(1, most).flatMap(n -> edge(n, n).list().ofMaxSize(2 * n + 2)
                .map(edges -> new SmallGraph(n, edges)));
    }

    /** @return random acyclic graphs of 1 to {@code most} vertices: every edge leads to a larger number */
    public static Arbitrary<SmallGraph> acyclic(int most) {
        return Arbitraries.integers().between(2, most).flatMap(n -> edge(n, n).filter(e -> e[0] < e[1]).list()
                .ofMaxSize(3 * n).map(edges -> new SmallGraph(n, edges)));
    }

    private static Arbitrary<int[]> edge(int tails, int heads) {
        return Combinators.combine(Arbitraries.integers().between(0, tails - 1), Arbitraries.integers().between(0, heads - 1))
                .as((tail, head) -> new int[] {tail, head});
    }

    /** @return the graph with its vertices named by their numbers */
    public Graph graph() {
        VertexNames names = new VertexNames();
        for (int v = 0; v < vertices; v++) {
            byte[] name = String.valueOf(v).getBytes(StandardCharsets.UTF_8);
            names.intern(name, 0, name.length);
        }
        int[] from = edges.stream().mapToInt(edge -> edge[0]).toArray();
        int[] to = edges.stream().mapToInt(edge -> edge[1]).toArray();
        return new Graph("test", names, Digraph.of(vertices, from, to, edges.size()));
    }

    /** @return the graph in the file format, one edge per line */
    public String text() {
        StringBuilder text = new StringBuilder();
        IntStream.range(0, vertices).forEach(v -> text.append(v).append(":\n"));
        edges.forEach(edge -> text.append(edge[0]).append(' ').append(edge[1]).append('\n'));
        return text.toString();
    }

    /**
     * @param game this graph's game
     * @param tokens the vertices holding tokens
     * @param heap a Nim heap added to the sum, or −1 for none
     * @return the position
     */
    public static Position position(GraphGame game, List<Integer> tokens, int heap) {
        List<Term<?>> terms = new ArrayList<>();
        terms.add(new Term<>(game, tokens));
        if (heap >= 0) {
            terms.add(new Term<>(new Nim(), List.of(BigInteger.valueOf(heap))));
        }
        return new Position(terms);
    }
}
