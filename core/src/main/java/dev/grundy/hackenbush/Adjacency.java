package dev.grundy.hackenbush;

/**
 * The edges at each vertex of an undirected multigraph, in compressed rows: vertex v's edges are
 * {@code edge(i)} for {@code start(v) ≤ i < start(v + 1)}; a loop appears twice at its vertex.
 * Two passes over the edges, O(vertices + edges), and no object per edge.
 */
final class Adjacency {
    private final int[] start;
    private final int[] edges;
    private final int[] from;
    private final int[] to;

    private Adjacency(int[] start, int[] edges, int[] from, int[] to) {
        this.start = start;
        this.edges = edges;
        this.from = from;
        this.to = to;
    }

    /**
     * @param vertices how many vertices
     * @param from one end of each edge
     * @param to the other end of each edge
     * @param count how many edges the arrays hold
     * @param skipped an edge to leave out, or −1
     * @return the rows
     */
    static Adjacency of(int vertices, int[] from, int[] to, int count, int skipped) {
        int[] start = new int[vertices + 1];
        for (int e = 0; e < count; e++) {
            if (e != skipped) {
                start[from[e] + 1]++;
                start[to[e] + 1]++;
            }
        }
        for (int v = 0; v < vertices; v++) {
            start[v + 1] += start[v];
        }
        int[] next = java.util.Arrays.copyOf(start, vertices);
        int[] edges = new int[start[vertices]];
        for (int e = 0; e < count; e++) {
            if (e != skipped) {
                edges[next[from[e]]++] = e;
                edges[next[to[e]]++] = e;
            }
        }
        return new Adjacency(start, edges, from, to);
    }

    int vertices() {
        return start.length - 1;
    }

    int start(int v) {
        return start[v];
    }

    int edge(int i) {
        return edges[i];
    }

    /** @return the end of edge e that is not v (v itself for a loop) */
    int other(int e, int v) {
        return from[e] == v ? to[e] : from[e];
    }

    /**
     * Breadth-first search. O(vertices + edges).
     *
     * @param root where to start
     * @return which vertices are connected to the root
     */
    boolean[] reachedFrom(int root) {
        boolean[] reached = new boolean[vertices()];
        int[] queue = new int[vertices()];
        int head = 0;
        int tail = 0;
        reached[root] = true;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int i = start[v]; i < start[v + 1]; i++) {
                int w = other(edges[i], v);
                if (!reached[w]) {
                    reached[w] = true;
                    queue[tail++] = w;
                }
            }
        }
        return reached;
    }
}
