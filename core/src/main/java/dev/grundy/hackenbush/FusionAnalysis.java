package dev.grundy.hackenbush;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.List;

/**
 * The nim-value of a Green Hackenbush graph and the cuts that reach a value, by the fusion and
 * colon principles (Winning Ways, ch. 7; Berlekamp, Conway and Guy): the vertices of each
 * 2-edge-connected piece fuse into one, its edges becoming loops, each loop worth a stalk of one
 * edge, so a piece with e edges inside is worth e mod 2 before its branches; on the tree of pieces
 * joined by bridges a piece is worth that ⊕ (G(c) + 1) over its children c (the colon principle).
 * O(vertices + edges) with the {@link BridgeTree}.
 *
 * <p>The cuts to a value t: a cut changes one piece, and a piece's value reaches the ground through
 * x ↦ a ⊕ (x + 1) at each bridge above it, an injective map; so going down from the ground, where
 * the value must be t, each piece has at most one value it must take for the whole to be t — a
 * second linear pass. Cutting a bridge drops a branch, a loop flips its piece's parity: each is
 * checked in O(1). Cutting another edge of a cycle leaves its piece connected but perhaps no longer
 * 2-edge-connected, so that piece is worked out again with its branches as stalks, in O(size of
 * the piece); these recomputations are bounded by {@value #MOST_RECOMPUTED} edge visits a request,
 * beyond which the list says it is incomplete. A cut that drops nothing changes the value's parity
 * (G ≡ the number of edges, mod 2, by induction on the colon principle, a loop counting one), so
 * only cuts in pieces that must take a value of the other parity are recomputed.
 */
public final class FusionAnalysis {
    /** The most edge visits spent recomputing pieces for the cuts inside cycles. */
    public static final long MOST_RECOMPUTED = 10_000_000L;

    private final HackenbushGraph graph;
    private final BridgeTree tree;
    private final int[] value;
    private PieceMembers members;

    FusionAnalysis(HackenbushGraph graph) {
        this.graph = graph;
        this.tree = new BridgeTree(Adjacency.of(graph.vertices(), graph.fromArray(), graph.toArray(), graph.edges(), -1), 0);
        this.value = pieceValues(tree, graph.vertices(), null);
    }

    /**
     * The colon principle on the tree of pieces, leaves first.
     *
     * @param tree the pieces
     * @param vertices how many vertices
     * @param weight a value hanging at each vertex (branches replaced by stalks), or null for none
     * @return the value of each piece with what hangs below it
     */
    static int[] pieceValues(BridgeTree tree, int vertices, int[] weight) {
        int[] value = new int[tree.pieces()];
        for (int p = 0; p < value.length; p++) {
            value[p] = tree.edgesInside(p) & 1;
        }
        if (weight != null) {
            for (int v = 0; v < vertices; v++) {
                value[tree.piece(v)] ^= weight[v];
            }
        }
        for (int p = value.length - 1; p > 0; p--) {
            value[tree.parent(p)] ^= value[p] + 1;
        }
        return value;
    }

    /** @return the graph's nim-value */
    public int grundy() {
        return value[0];
    }

    BridgeTree tree() {
        return tree;
    }

    /** @return the value of piece p with everything hanging below it */
    int value(int p) {
        return value[p];
    }

    /**
     * The edges whose cut leaves a graph of value {@code target}, one of each set of edges written
     * alike.
     *
     * @param target the value to reach
     * @param budget stops the work if the thread is interrupted
     * @return the edges, in the order written, and whether every edge was tested
     */
    public Cuts cutsTo(long target, SearchBudget budget) {
        int[] required = required(target);
        List<Integer> found = new ArrayList<>();
        long work = 0;
        int untested = 0;
        for (int e : graph.distinctEdges()) {
            int piece = tree.piece(graph.from(e));
            if (tree.isBridge(e)) {
                int child = tree.bridgeInto(piece) == e ? piece : tree.piece(graph.to(e));
                int above = tree.parent(child);
                if (required[above] >= 0 && required[above] == (value[above] ^ (value[child] + 1))) {
                    found.add(e);
                }
            } else if (graph.from(e) == graph.to(e)) {
                if (required[piece] == (value[piece] ^ 1)) {
                    found.add(e);
                }
            } else if (required[piece] >= 0 && (required[piece] & 1) == (~value[piece] & 1)) {
                PieceMembers pieces = members();
                int size = pieces.size(piece);
                if (work + size > MOST_RECOMPUTED) {
                    untested++;
                    continue;
                }
                work += size;
                SearchBudget.stopIfInterrupted();
                if (pieces.valueWithout(piece, e, value) == required[piece]) {
                    found.add(e);
                }
            }
        }
        return new Cuts(found.stream().mapToInt(Integer::intValue).toArray(), untested);
    }

    /**
     * The value of what cutting an edge leaves, from this analysis rather than a new one: the piece
     * the cut changes takes its new value — a branch dropped, a loop's parity flipped, or the piece
     * worked out again — and the change climbs the bridges to the ground. O(depth of the piece in
     * the tree of pieces), plus O(size of the piece) for a cut inside a cycle.
     *
     * @param e an edge
     * @return the graph's value once e is cut, 0 when nothing is left
     */
    public int valueAfterCut(int e) {
        int piece = tree.piece(graph.from(e));
        int changed;
        int now;
        if (tree.isBridge(e)) {
            int child = tree.bridgeInto(piece) == e ? piece : tree.piece(graph.to(e));
            changed = tree.parent(child);
            now = value[changed] ^ (value[child] + 1);
        } else {
            changed = piece;
            now = graph.from(e) == graph.to(e) ? value[piece] ^ 1 : members().valueWithout(piece, e, value);
        }
        for (int p = changed; p > 0; p = tree.parent(p)) {
            int above = tree.parent(p);
            now = value[above] ^ (value[p] + 1) ^ (now + 1);
        }
        return now;
    }

    /** The value each piece must take for the whole to be the target, −1 where none will do. */
    private int[] required(long target) {
        int[] required = new int[tree.pieces()];
        required[0] = target > Integer.MAX_VALUE ? -1 : (int) target;
        for (int p = 1; p < required.length; p++) {
            int above = tree.parent(p);
            int plusOne = required[above] < 0 ? 0 : required[above] ^ value[above] ^ (value[p] + 1);
            required[p] = plusOne - 1;
        }
        return required;
    }

    private PieceMembers members() {
        if (members == null) {
            members = new PieceMembers(graph, tree);
        }
        return members;
    }

    /**
     * The edges whose cuts reach a value.
     *
     * @param edges the edges, in the order written
     * @param untested how many cuts inside cycles were not tested, past the work bound
     */
    public record Cuts(int[] edges, int untested) {
        /** @return true when every edge was tested, so that the list holds every cut to the value */
        public boolean complete() {
            return untested == 0;
        }
    }
}
