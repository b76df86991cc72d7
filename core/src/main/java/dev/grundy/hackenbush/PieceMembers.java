package dev.grundy.hackenbush;

/**
 * The vertices and inside edges of each 2-edge-connected piece, grouped by a counting sort, so
 * that one piece can be worked out again without the rest: after a cut inside a cycle, the piece
 * minus that edge, with each branch hanging from it replaced by a stalk of the branch's value
 * (the colon principle). O(vertices + edges) to group, O(size of the piece) per cut.
 */
final class PieceMembers {
    private final HackenbushGraph graph;
    private final BridgeTree tree;
    private final int[] vertexStart;
    private final int[] vertexList;
    private final int[] edgeStart;
    private final int[] edgeList;
    /** Each vertex's place among its piece's vertices. */
    private final int[] place;
    private final int[] childStart;
    private final int[] childList;

    PieceMembers(HackenbushGraph graph, BridgeTree tree) {
        this.graph = graph;
        this.tree = tree;
        int pieces = tree.pieces();
        vertexStart = new int[pieces + 1];
        edgeStart = new int[pieces + 1];
        for (int v = 0; v < graph.vertices(); v++) {
            vertexStart[tree.piece(v) + 1]++;
        }
        for (int e = 0; e < graph.edges(); e++) {
            if (!tree.isBridge(e)) {
                edgeStart[tree.piece(graph.from(e)) + 1]++;
            }
        }
        for (int p = 0; p < pieces; p++) {
            vertexStart[p + 1] += vertexStart[p];
            edgeStart[p + 1] += edgeStart[p];
        }
        vertexList = new int[graph.vertices()];
        edgeList = new int[edgeStart[pieces]];
        int[] nextVertex = java.util.Arrays.copyOf(vertexStart, pieces);
        int[] nextEdge = java.util.Arrays.copyOf(edgeStart, pieces);
        place = new int[graph.vertices()];
        for (int v = 0; v < graph.vertices(); v++) {
            int p = tree.piece(v);
            place[v] = nextVertex[p] - vertexStart[p];
            vertexList[nextVertex[p]++] = v;
        }
        for (int e = 0; e < graph.edges(); e++) {
            if (!tree.isBridge(e)) {
                edgeList[nextEdge[tree.piece(graph.from(e))]++] = e;
            }
        }
        childStart = new int[pieces + 1];
        for (int child = 1; child < pieces; child++) {
            childStart[tree.parent(child) + 1]++;
        }
        for (int p = 0; p < pieces; p++) {
            childStart[p + 1] += childStart[p];
        }
        childList = new int[Math.max(pieces - 1, 0)];
        int[] nextChild = java.util.Arrays.copyOf(childStart, pieces);
        for (int child = 1; child < pieces; child++) {
            childList[nextChild[tree.parent(child)]++] = child;
        }
    }

    /** @return the work of recomputing piece p: its vertices and edges */
    int size(int p) {
        return vertexStart[p + 1] - vertexStart[p] + edgeStart[p + 1] - edgeStart[p];
    }

    /** @return the vertices of piece p */
    int[] vertices(int p) {
        return java.util.Arrays.copyOfRange(vertexList, vertexStart[p], vertexStart[p + 1]);
    }

    /**
     * @param p a piece
     * @param cut an edge inside it, not a loop
     * @param value each piece's value with its branches
     * @return the value of piece p, with its branches, once the edge is cut
     */
    int valueWithout(int p, int cut, int[] value) {
        int first = vertexStart[p];
        int vertices = vertexStart[p + 1] - first;
        int edges = edgeStart[p + 1] - edgeStart[p];
        int[] from = new int[edges];
        int[] to = new int[edges];
        int skipped = -1;
        for (int i = 0; i < edges; i++) {
            int e = edgeList[edgeStart[p] + i];
            from[i] = place[graph.from(e)];
            to[i] = place[graph.to(e)];
            if (e == cut) {
                skipped = i;
            }
        }
        int[] weight = new int[vertices];
        for (int i = childStart[p]; i < childStart[p + 1]; i++) {
            int child = childList[i];
            int bridge = tree.bridgeInto(child);
            int hangsFrom = graph.from(bridge) == tree.entry(child) ? graph.to(bridge) : graph.from(bridge);
            weight[place[hangsFrom]] ^= value[child] + 1;
        }
        BridgeTree after = new BridgeTree(Adjacency.of(vertices, from, to, edges, skipped), place[tree.entry(p)]);
        return FusionAnalysis.pieceValues(after, vertices, weight)[0];
    }
}
