package dev.grundy.graph;

import dev.grundy.arithmetic.NumberChecks;

import java.util.Arrays;

/**
 * A directed graph on the vertices 0 … n−1 in compressed sparse rows: the followers of v are
 * {@code target(e)} for e from {@code firstEdge(v)} to {@code endEdge(v)} − 1. Two {@code int}
 * arrays hold it all (4 bytes per edge and per vertex), so graphs of tens of millions of edges fit,
 * with no object per edge. Immutable.
 */
public final class Digraph {
    private final int[] offsets;
    private final int[] targets;

    private Digraph(int[] offsets, int[] targets) {
        this.offsets = offsets;
        this.targets = targets;
    }

    /**
     * Builds the rows by counting sort, in time O(n + m); parallel edges are kept.
     *
     * @param vertices n, the number of vertices
     * @param from the tail of each edge, in 0 … n−1
     * @param to the head of each edge, in 0 … n−1
     * @param edges m, how many entries of {@code from} and {@code to} are edges
     * @return the graph
     * @throws IllegalArgumentException if a vertex is out of range, or there are more edges than
     *     entries
     */
    public static Digraph of(int vertices, int[] from, int[] to, int edges) {
        NumberChecks.nonNegative("vertices", vertices);
        if (edges < 0 || edges > from.length || edges > to.length) {
            throw new IllegalArgumentException("edges must be from 0 to the arrays' length, got " + edges);
        }
        int[] offsets = new int[vertices + 1];
        for (int e = 0; e < edges; e++) {
            check(from[e], vertices);
            check(to[e], vertices);
            offsets[from[e] + 1]++;
        }
        for (int v = 0; v < vertices; v++) {
            offsets[v + 1] += offsets[v];
        }
        int[] next = Arrays.copyOf(offsets, vertices);
        int[] targets = new int[edges];
        for (int e = 0; e < edges; e++) {
            targets[next[from[e]]++] = to[e];
        }
        return new Digraph(offsets, targets);
    }

    private static void check(int vertex, int vertices) {
        if (vertex < 0 || vertex >= vertices) {
            throw new IllegalArgumentException("vertex " + vertex + " is not in 0.." + (vertices - 1));
        }
    }

    /** @return the same vertices with every edge turned round: the followers become the predecessors */
    public Digraph reversed() {
        int vertices = vertices();
        int[] from = new int[targets.length];
        for (int v = 0; v < vertices; v++) {
            Arrays.fill(from, offsets[v], offsets[v + 1], v);
        }
        return of(vertices, targets, from, targets.length);
    }

    /** @return n, the number of vertices */
    public int vertices() {
        return offsets.length - 1;
    }

    /** @return m, the number of edges */
    public int edges() {
        return targets.length;
    }

    /** @return the index of v's first edge */
    public int firstEdge(int v) {
        return offsets[v];
    }

    /** @return one past the index of v's last edge */
    public int endEdge(int v) {
        return offsets[v + 1];
    }

    /** @return how many edges leave v */
    public int outDegree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /** @return the vertex edge e leads to */
    public int target(int edge) {
        return targets[edge];
    }
}
