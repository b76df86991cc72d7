package dev.grundy.graph;

import java.util.Arrays;

/**
 * The generalised Sprague–Grundy function γ of every vertex of a graph that may have cycles, by
 * the labelling algorithm of Fraenkel and Yesha (1986) after Smith (1966). For m = 0, 1, 2, … in
 * turn, while some unlabelled vertex u has no follower labelled m, and each of its followers that
 * is unlabelled or labelled ∞ has a follower labelled m, label u with m and give it the next rank;
 * then label ∞ every unlabelled vertex without a follower labelled m.
 *
 * <p>The rank (Fraenkel's counter) is what makes winning play end: when the opponent moves a
 * token from u, of value m, to a follower of larger or infinite value, that follower has a
 * follower of value m and smaller rank than u, so moving back there makes progress.
 *
 * <p>Each stage keeps, for every unlabelled vertex, how many of its unlabelled or infinite
 * followers still lack a follower labelled m; a vertex is labelled when that count reaches 0 and
 * none of its followers is labelled m. Time O((n + m)·s) for s stages (the largest finite value
 * plus 2), memory O(n + m) with the reversed graph.
 */
final class GeneralizedGrundy {
    private static final int UNLABELLED = -2;

    private final Digraph graph;
    private final Digraph predecessors;
    private final int[] values;
    private final int[] ranks;
    private final int[] need;
    private final int[] blockedAt;
    private final int[] coveredAt;
    private final int[] queue;
    private int head;
    private int tail;
    private int nextRank;

    private GeneralizedGrundy(Digraph graph) {
        int n = graph.vertices();
        this.graph = graph;
        this.predecessors = graph.reversed();
        this.values = new int[n];
        this.ranks = new int[n];
        this.need = new int[n];
        this.blockedAt = new int[n];
        this.coveredAt = new int[n];
        this.queue = new int[n];
        Arrays.fill(values, UNLABELLED);
        Arrays.fill(ranks, Integer.MAX_VALUE);
        Arrays.fill(blockedAt, -1);
        Arrays.fill(coveredAt, -1);
    }

    /**
     * @param graph a directed graph, cycles allowed
     * @return γ of every vertex, finite values ranked in the order they were labelled
     */
    static GraphValues values(Digraph graph) {
        return new GeneralizedGrundy(graph).label();
    }

    private GraphValues label() {
        int[] open = new int[graph.vertices()];
        for (int v = 0; v < open.length; v++) {
            open[v] = v;
        }
        int openCount = open.length;
        for (int m = 0; openCount > 0; m++) {
            startStage(open, openCount);
            while (head < tail) {
                labelWith(queue[head++], m);
            }
            openCount = endStage(open, openCount, m);
        }
        return new GraphValues(graph, values, ranks, false);
    }

    /** Counts each open vertex's unlabelled or infinite followers; a vertex with none is ready. */
    private void startStage(int[] open, int openCount) {
        head = 0;
        tail = 0;
        for (int i = 0; i < openCount; i++) {
            int u = open[i];
            int count = 0;
            for (int e = graph.firstEdge(u); e < graph.endEdge(u); e++) {
                if (values[graph.target(e)] < 0) {
                    count++;
                }
            }
            need[u] = count;
            if (count == 0) {
                queue[tail++] = u;
            }
        }
    }

    /**
     * Labels u with m. Its predecessors may no longer take m; those unlabelled or infinite are now
     * covered, which counts down the need of theirs. A queued vertex never gains a follower
     * labelled m: such a follower would have been covered, hence blocked, before the vertex was
     * queued.
     */
    private void labelWith(int u, int m) {
        values[u] = m;
        ranks[u] = nextRank++;
        for (int e = predecessors.firstEdge(u); e < predecessors.endEdge(u); e++) {
            int p = predecessors.target(e);
            if (values[p] == UNLABELLED) {
                blockedAt[p] = m;
            }
            if (values[p] < 0 && coveredAt[p] != m) {
                coveredAt[p] = m;
                countDown(p, m);
            }
        }
    }

    private void countDown(int covered, int m) {
        for (int e = predecessors.firstEdge(covered); e < predecessors.endEdge(covered); e++) {
            int q = predecessors.target(e);
            if (values[q] == UNLABELLED && --need[q] == 0 && blockedAt[q] != m) {
                queue[tail++] = q;
            }
        }
    }

    /** Labels ∞ each open vertex without a follower labelled m; keeps the rest open. */
    private int endStage(int[] open, int openCount, int m) {
        int kept = 0;
        for (int i = 0; i < openCount; i++) {
            int u = open[i];
            if (values[u] != UNLABELLED) {
                continue;
            }
            if (blockedAt[u] == m) {
                open[kept++] = u;
            } else {
                values[u] = GraphValues.INFINITE;
            }
        }
        return kept;
    }
}
