package dev.grundy.graph;

import dev.grundy.core.Value;
import dev.grundy.core.Outcome;

import java.math.BigInteger;
import java.util.TreeSet;

/**
 * The value of every vertex of a graph, read as a game: a token on a vertex moves along an edge,
 * and whoever cannot move loses. On an acyclic graph these are Grundy values, found in linear time
 * ({@link AcyclicGrundy}); with cycles, the generalised Sprague–Grundy function γ, whose value is a
 * finite m or ∞(K) ({@link GeneralizedGrundy}). Each finite value has a rank, the order in which
 * it was found, which winning play uses to make progress.
 */
public final class GraphValues {
    /** The mark of an infinite value. */
    static final int INFINITE = -1;

    private final Digraph graph;
    private final int[] values;
    private final int[] ranks;
    private final boolean acyclic;

    GraphValues(Digraph graph, int[] values, int[] ranks, boolean acyclic) {
        this.graph = graph;
        this.values = values;
        this.ranks = ranks;
        this.acyclic = acyclic;
    }

    /**
     * @param graph a directed graph
     * @return the values of its vertices: by the linear algorithm when it is acyclic, by the
     *     generalised labelling otherwise
     */
    public static GraphValues of(Digraph graph) {
        GraphValues acyclicValues = AcyclicGrundy.values(graph);
        return acyclicValues != null ? acyclicValues : GeneralizedGrundy.values(graph);
    }

    /** @return true when the graph has no cycle, so that every play ends and every value is finite */
    public boolean acyclic() {
        return acyclic;
    }

    /** @return true when vertex v has a finite value */
    public boolean isFinite(int v) {
        return values[v] != INFINITE;
    }

    /**
     * @param v a vertex of finite value
     * @return its value
     * @throws IllegalStateException if the value is ∞(K)
     */
    public int finite(int v) {
        if (values[v] == INFINITE) {
            throw new IllegalStateException("vertex " + v + " has an infinite value");
        }
        return values[v];
    }

    /**
     * @param v a vertex of finite value
     * @return the order in which its value was found: a follower of smaller rank is nearer the end
     */
    public int rank(int v) {
        return ranks[v];
    }

    /** @return the value of vertex v: finite, or ∞(K) with K the finite values of its followers */
    public Value value(int v) {
        if (values[v] != INFINITE) {
            return Value.nimber(values[v]);
        }
        TreeSet<BigInteger> finiteFollowers = new TreeSet<>();
        for (int e = graph.firstEdge(v); e < graph.endEdge(v); e++) {
            int w = graph.target(e);
            if (values[w] != INFINITE) {
                finiteFollowers.add(BigInteger.valueOf(values[w]));
            }
        }
        return Value.infinite(finiteFollowers);
    }

    /** @return who wins with one token on v: P for value 0, N for another finite value or ∞(K) with 0 in K, D otherwise */
    public Outcome outcome(int v) {
        return value(v).outcome();
    }
}
