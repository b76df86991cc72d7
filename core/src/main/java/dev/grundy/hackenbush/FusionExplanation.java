package dev.grundy.hackenbush;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * The reasoning behind a Hackenbush graph's value, in the theory's terms: which vertices the
 * fusion principle fuses and into how many loops, then the colon principle at each vertex with
 * branches, "G(1) = (G(2) + 1) ⊕ (G(3) + 1) = 1 ⊕ 1 = 0". A large graph gets a summary and the
 * line at the ground, not a line per vertex.
 */
final class FusionExplanation {
    /** The most pieces explained one by one. */
    private static final int MOST_PIECES = 16;
    /** The most terms written out in one colon line. */
    private static final int MOST_TERMS = 6;
    /** The most fused vertices named in one line. */
    private static final int MOST_NAMES = 8;

    private final HackenbushGraph graph;
    private final FusionAnalysis analysis;
    private final BridgeTree tree;

    FusionExplanation(HackenbushGraph graph) {
        this.graph = graph;
        this.analysis = graph.analysis();
        this.tree = analysis.tree();
    }

    List<Phrase> lines() {
        List<Phrase> lines = new ArrayList<>();
        if (graph.dropped() > 0) {
            lines.add(Phrase.of("explain.hackenbush.dropped", graph.dropped()));
        }
        if (tree.pieces() > MOST_PIECES) {
            List<Integer> atTheGround = new ArrayList<>();
            for (int p = 1; p < tree.pieces(); p++) {
                if (tree.parent(p) == 0) {
                    atTheGround.add(p);
                }
            }
            lines.add(summary());
            lines.add(colon(0, atTheGround));
            return lines;
        }
        List<List<Integer>> children = children();
        PieceMembers members = new PieceMembers(graph, tree);
        for (int p = 0; p < tree.pieces(); p++) {
            if (tree.edgesInside(p) > 0) {
                lines.add(fused(p, members.vertices(p)));
            }
        }
        for (int p = tree.pieces() - 1; p >= 0; p--) {
            if (!children.get(p).isEmpty()) {
                lines.add(colon(p, children.get(p)));
            }
        }
        if (tree.pieces() == 1) {
            lines.add(Phrase.of("explain.hackenbush.loopsOnly", analysis.grundy()));
        }
        return lines;
    }

    private Phrase summary() {
        int bridges = tree.pieces() - 1;
        int cyclePieces = 0;
        int fusedEdges = 0;
        for (int p = 0; p < tree.pieces(); p++) {
            if (tree.edgesInside(p) > 0) {
                cyclePieces++;
                fusedEdges += tree.edgesInside(p);
            }
        }
        if (cyclePieces == 0) {
            return Phrase.of("explain.hackenbush.tree", graph.edges());
        }
        return Phrase.of("explain.hackenbush.summary", graph.edges(), graph.vertices(), bridges, cyclePieces, fusedEdges);
    }

    /** "vertices 2, 3, 4 fused into one: 3 edges → 3 loops, worth 1". */
    private Phrase fused(int p, int[] vertices) {
        StringJoiner names = new StringJoiner(", ");
        for (int i = 0; i < Math.min(vertices.length, MOST_NAMES); i++) {
            names.add(graph.name(vertices[i]));
        }
        if (vertices.length > MOST_NAMES) {
            names.add("…");
        }
        int loops = tree.edgesInside(p);
        if (vertices.length == 1) {
            return Phrase.of(loops == 1 ? "explain.hackenbush.loop" : "explain.hackenbush.loops", names.toString(), loops, loops & 1);
        }
        return Phrase.of("explain.hackenbush.fused", names.toString(), vertices.length, loops, loops & 1);
    }

    /** "G(1) = (G(2) + 1) ⊕ (G(3) + 1) = 1 ⊕ 1 = 0", the loops' worth first where the piece has loops. */
    private Phrase colon(int p, List<Integer> below) {
        StringJoiner terms = new StringJoiner(" ⊕ ");
        StringJoiner values = new StringJoiner(" ⊕ ");
        if (tree.edgesInside(p) > 0) {
            terms.add(String.valueOf(tree.edgesInside(p) & 1));
            values.add(String.valueOf(tree.edgesInside(p) & 1));
        }
        for (int i = 0; i < below.size(); i++) {
            if (i == MOST_TERMS) {
                terms.add("… (" + below.size() + ")");
                values.add("…");
                break;
            }
            int child = below.get(i);
            terms.add("(G(" + graph.name(tree.entry(child)) + ") + 1)");
            boolean alone = below.size() == 1 && tree.edgesInside(p) == 0;
            values.add(alone ? analysis.value(child) + " + 1" : String.valueOf(analysis.value(child) + 1));
        }
        return Phrase.of("explain.hackenbush.colon", graph.name(tree.entry(p)), terms.toString(), values.toString(),
                analysis.value(p));
    }

    private List<List<Integer>> children() {
        List<List<Integer>> children = new ArrayList<>(tree.pieces());
        for (int p = 0; p < tree.pieces(); p++) {
            children.add(new ArrayList<>());
        }
        for (int p = 1; p < tree.pieces(); p++) {
            children.get(tree.parent(p)).add(p);
        }
        return children;
    }
}
