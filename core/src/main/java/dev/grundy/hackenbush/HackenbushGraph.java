package dev.grundy.hackenbush;

import java.util.Arrays;

/**
 * A position of Green Hackenbush: undirected edges between named vertices, vertex 0 the ground,
 * every edge connected to the ground (the others fall when the position is made). Loops and
 * parallel edges are allowed. The edges keep the order they were written in and the vertices are
 * numbered by first appearance along them, the ground first, so that two graphs written alike are
 * equal. Immutable; its {@link FusionAnalysis} is worked out once, when first asked for. What a
 * cut leaves is worked out when first looked at, so that listing the winning cuts of a graph of a
 * million edges does not copy it for each.
 */
public final class HackenbushGraph {
    /** How the ground is named. */
    public static final String GROUND = "0";

    private volatile Edges state;
    private final HackenbushGraph uncut;
    private final int cutEdge;
    private volatile FusionAnalysis analysis;
    private int groundEdges = -1;

    /** The graph itself: its vertices' names, its edges' ends, how many edges fell when it was made. */
    private record Edges(String[] names, int[] from, int[] to, int dropped, int hash) {
        Edges(String[] names, int[] from, int[] to, int dropped) {
            this(names, from, to, dropped, 31 * (31 * Arrays.hashCode(from) + Arrays.hashCode(to)) + Arrays.hashCode(names));
        }
    }

    private HackenbushGraph(Edges state) {
        this.state = state;
        this.uncut = null;
        this.cutEdge = -1;
    }

    /** What cutting an edge of a graph leaves, worked out when first looked at. */
    private HackenbushGraph(HackenbushGraph uncut, int cutEdge) {
        this.uncut = uncut;
        this.cutEdge = cutEdge;
    }

    private Edges state() {
        Edges known = state;
        if (known == null) {
            Edges before = uncut.state();
            known = grounded(before.names, 0, before.from, before.to, before.from.length, cutEdge).state();
            known = new Edges(known.names, known.from, known.to, 0, known.hash);
            state = known;
        }
        return known;
    }

    /**
     * The graph of the given edges that stays connected to the ground: the edges not connected to
     * it are dropped. O(vertices + edges).
     *
     * @param names the vertices' names, vertex {@code v} named {@code names[v]}
     * @param ground the ground vertex
     * @param from one end of each edge
     * @param to the other end of each edge
     * @param edges how many edges the arrays hold
     * @param skipped an edge to leave out (a cut), or −1
     * @return the grounded graph, or null when no edge is connected to the ground
     */
    static HackenbushGraph grounded(String[] names, int ground, int[] from, int[] to, int edges, int skipped) {
        boolean[] reached = Adjacency.of(names.length, from, to, edges, skipped).reachedFrom(ground);
        int[] number = new int[names.length];
        Arrays.fill(number, -1);
        number[ground] = 0;
        int vertices = 1;
        int kept = 0;
        for (int e = 0; e < edges; e++) {
            if (e != skipped && reached[from[e]]) {
                kept++;
            }
        }
        if (kept == 0) {
            return null;
        }
        int[] keptFrom = new int[kept];
        int[] keptTo = new int[kept];
        int k = 0;
        for (int e = 0; e < edges; e++) {
            if (e == skipped || !reached[from[e]]) {
                continue;
            }
            if (number[from[e]] < 0) {
                number[from[e]] = vertices++;
            }
            if (number[to[e]] < 0) {
                number[to[e]] = vertices++;
            }
            keptFrom[k] = number[from[e]];
            keptTo[k++] = number[to[e]];
        }
        String[] keptNames = new String[vertices];
        for (int v = 0; v < names.length; v++) {
            if (number[v] >= 0) {
                keptNames[number[v]] = v == ground ? GROUND : names[v];
            }
        }
        return new HackenbushGraph(new Edges(keptNames, keptFrom, keptTo, edges - kept - (skipped >= 0 ? 1 : 0)));
    }

    /**
     * O(1), or O(edges) once for the graph: nothing is left only when the cut edge is the ground's
     * one edge (a loop at the ground stays).
     *
     * @param edge the edge to cut
     * @return what is left connected to the ground, worked out when first looked at; null when nothing is
     */
    public HackenbushGraph cut(int edge) {
        Edges edges = state();
        boolean atGround = edges.from[edge] == 0 || edges.to[edge] == 0;
        return atGround && groundEdges(edges) == 1 ? null : new HackenbushGraph(this, edge);
    }

    private int groundEdges(Edges edges) {
        if (groundEdges < 0) {
            int count = 0;
            for (int e = 0; e < edges.from.length; e++) {
                count += edges.from[e] == 0 || edges.to[e] == 0 ? 1 : 0;
            }
            groundEdges = count;
        }
        return groundEdges;
    }

    /** @return how many edges */
    public int edges() {
        return state().from.length;
    }

    /** @return how many vertices, the ground included */
    public int vertices() {
        return state().names.length;
    }

    /** @return one end of edge e (the one written first) */
    public int from(int e) {
        return state().from[e];
    }

    /** @return the other end of edge e */
    public int to(int e) {
        return state().to[e];
    }

    /** @return the name of vertex v */
    public String name(int v) {
        return state().names[v];
    }

    /** @return how many written edges were dropped for not being connected to the ground */
    public int dropped() {
        return state().dropped;
    }

    /** @return edge e as written, {@code u-v} */
    public String written(int e) {
        Edges edges = state();
        return edges.names[edges.from[e]] + "-" + edges.names[edges.to[e]];
    }

    /**
     * The edges to list as moves: one of each set of edges written alike ({@code 0-1 0-1}), whose
     * cuts leave the same; the first of them. O(edges).
     *
     * @return the edges, in the order written
     */
    public int[] distinctEdges() {
        int[] from = state().from;
        int[] to = state().to;
        int[] distinct = new int[from.length];
        int count = 0;
        long[] seen = new long[Integer.highestOneBit(Math.max(4 * from.length, 4))];
        Arrays.fill(seen, -1L);
        int mask = seen.length - 1;
        for (int e = 0; e < from.length; e++) {
            long key = (long) from[e] << 32 | to[e];
            int slot = (int) (key * 0x9E3779B97F4A7C15L >>> 32) & mask;
            while (seen[slot] != -1L && seen[slot] != key) {
                slot = (slot + 1) & mask;
            }
            if (seen[slot] == -1L) {
                seen[slot] = key;
                distinct[count++] = e;
            }
        }
        return count == distinct.length ? distinct : Arrays.copyOf(distinct, count);
    }

    /**
     * @return the graph's nim-value; for what a cut left, from the analysis of the graph it was
     *     cut from, without building it (see {@link FusionAnalysis#valueAfterCut})
     */
    public int grundy() {
        return analysis == null && state == null ? uncut.analysis().valueAfterCut(cutEdge) : analysis().grundy();
    }

    /** @return the value's analysis by the fusion principle, worked out on first use */
    public FusionAnalysis analysis() {
        FusionAnalysis known = analysis;
        if (known == null) {
            known = new FusionAnalysis(this);
            analysis = known;
        }
        return known;
    }

    int[] fromArray() {
        return state().from;
    }

    int[] toArray() {
        return state().to;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof HackenbushGraph graph)) {
            return false;
        }
        Edges mine = state();
        Edges theirs = graph.state();
        return mine.hash == theirs.hash && Arrays.equals(mine.from, theirs.from) && Arrays.equals(mine.to, theirs.to)
                && Arrays.equals(mine.names, theirs.names);
    }

    @Override
    public int hashCode() {
        return state().hash;
    }

    /** @return the edges in the position language, {@code 0-1 1-2} */
    @Override
    public String toString() {
        Edges edges = state();
        StringBuilder text = new StringBuilder(edges.from.length * 6);
        for (int e = 0; e < edges.from.length; e++) {
            if (e > 0) {
                text.append(' ');
            }
            text.append(edges.names[edges.from[e]]).append('-').append(edges.names[edges.to[e]]);
        }
        return text.toString();
    }
}
