package dev.grundy.hackenbush;

import java.util.Arrays;

/**
 * The bridges of a connected undirected multigraph and its 2-edge-connected pieces, the pieces
 * joined by the bridges into a tree rooted at the piece of a given vertex. Bridges by Tarjan's
 * lowpoint method (Tarjan, "A note on finding the bridges of a graph", IPL 2(6), 1974), with an
 * explicit stack so that a path of millions of edges needs no deep recursion; a parallel edge
 * is told apart from the tree edge by its number, so that two edges between the same vertices are
 * never bridges. A piece is the set of vertices joined by tree edges that are not bridges, numbered
 * in the order the search enters them, so that a piece's parent has a smaller number.
 * O(vertices + edges).
 */
final class BridgeTree {
    private final boolean[] bridge;
    private final int[] piece;
    private final int pieces;
    private final int[] parent;
    private final int[] entry;
    private final int[] bridgeInto;
    private final int[] edgesInside;

    /**
     * @param rows the graph
     * @param root the vertex whose piece is the root of the tree; every vertex is reached from it
     */
    BridgeTree(Adjacency rows, int root) {
        int n = rows.vertices();
        int[] discovered = new int[n];
        int[] low = new int[n];
        int[] parentEdge = new int[n];
        int[] cursor = new int[n];
        int[] order = new int[n];
        int[] stack = new int[n];
        Arrays.fill(discovered, -1);
        int time = 0;
        int top = 0;
        discovered[root] = low[root] = time;
        order[time++] = root;
        parentEdge[root] = -1;
        cursor[root] = rows.start(root);
        stack[top++] = root;
        int edgeCount = Math.max(maxEdge(rows) + 1, 0);
        bridge = new boolean[edgeCount];
        while (top > 0) {
            int v = stack[top - 1];
            if (cursor[v] < rows.start(v + 1)) {
                int e = rows.edge(cursor[v]++);
                if (e == parentEdge[v]) {
                    continue;
                }
                int w = rows.other(e, v);
                if (discovered[w] < 0) {
                    discovered[w] = low[w] = time;
                    order[time++] = w;
                    parentEdge[w] = e;
                    cursor[w] = rows.start(w);
                    stack[top++] = w;
                } else {
                    low[v] = Math.min(low[v], discovered[w]);
                }
            } else {
                top--;
                if (parentEdge[v] >= 0) {
                    int p = rows.other(parentEdge[v], v);
                    low[p] = Math.min(low[p], low[v]);
                    bridge[parentEdge[v]] = low[v] > discovered[p];
                }
            }
        }
        piece = new int[n];
        Arrays.fill(piece, -1);
        int[] parentOf = new int[time];
        int[] entryOf = new int[time];
        int[] bridgeOf = new int[time];
        int count = 0;
        for (int i = 0; i < time; i++) {
            int v = order[i];
            int e = parentEdge[v];
            if (e < 0 || bridge[e]) {
                parentOf[count] = e < 0 ? -1 : piece[rows.other(e, v)];
                entryOf[count] = v;
                bridgeOf[count] = e;
                piece[v] = count++;
            } else {
                piece[v] = piece[rows.other(e, v)];
            }
        }
        pieces = count;
        parent = Arrays.copyOf(parentOf, count);
        entry = Arrays.copyOf(entryOf, count);
        bridgeInto = Arrays.copyOf(bridgeOf, count);
        edgesInside = new int[count];
        for (int v = 0; v < n; v++) {
            for (int i = rows.start(v); i < rows.start(v + 1); i++) {
                int e = rows.edge(i);
                if (!bridge[e] && piece[v] >= 0) {
                    edgesInside[piece[v]]++;
                }
            }
        }
        for (int p = 0; p < count; p++) {
            edgesInside[p] /= 2;
        }
    }

    private static int maxEdge(Adjacency rows) {
        int largest = -1;
        for (int i = 0; i < rows.start(rows.vertices()); i++) {
            largest = Math.max(largest, rows.edge(i));
        }
        return largest;
    }

    /** @return true when edge e is a bridge: cutting it disconnects the graph */
    boolean isBridge(int e) {
        return e < bridge.length && bridge[e];
    }

    /** @return the piece of vertex v */
    int piece(int v) {
        return piece[v];
    }

    /** @return how many pieces */
    int pieces() {
        return pieces;
    }

    /** @return the parent of piece p, −1 for the root */
    int parent(int p) {
        return parent[p];
    }

    /** @return the vertex where the search entered piece p: the root, or the child end of its bridge */
    int entry(int p) {
        return entry[p];
    }

    /** @return the bridge from p's parent into p, −1 for the root */
    int bridgeInto(int p) {
        return bridgeInto[p];
    }

    /** @return how many edges, loops included, lie inside piece p: those fused into loops */
    int edgesInside(int p) {
        return edgesInside[p];
    }
}
