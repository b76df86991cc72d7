package dev.grundy.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * A rooted tree, a position of a one-line game over trees ({@code (Tree t) -> …}): vertices
 * {@code 0 … size() − 1}, vertex 0 the root, each other vertex with its parent. Immutable.
 *
 * <p>Two trees are equal when they are isomorphic as rooted trees, so that a search remembers
 * isomorphic positions under one entry. The test is the AHU canonical encoding (Aho, Hopcroft and
 * Ullman, <i>The Design and Analysis of Computer Algorithms</i>, 1974, §3.2, Example 3.2): a leaf
 * is {@code ()}, a vertex is {@code (} its children's codes in sorted order {@code )}; two rooted
 * trees are isomorphic exactly when their root's codes are equal. Computed once, when the tree is
 * made, in O(n²) character work at worst (a path's codes nest n deep), which the size limit of
 * {@value #MOST_VERTICES} vertices keeps small. A cut, a subtree or the pieces without a vertex
 * cost O(n) and the new tree's code.
 */
public final class Tree {
    /** The most vertices a tree may have: positions are remembered whole. */
    public static final int MOST_VERTICES = 4096;

    private final int[] parent;
    private final int[][] children;
    private final String canonical;

    private Tree(int[] parent) {
        this.parent = parent;
        this.children = childrenOf(parent);
        this.canonical = encode();
    }

    /**
     * @param parent for each vertex its parent; {@code parent[0]} is −1 (the root), every other
     *     vertex's parent comes before it is reached from the root (any order that makes a tree)
     * @return the tree
     * @throws IllegalArgumentException if it is no tree rooted at 0, or has more than {@value #MOST_VERTICES} vertices
     */
    public static Tree ofParents(int... parent) {
        int[] copy = parent.clone();
        check(copy);
        return new Tree(copy);
    }

    /**
     * @param size the number of vertices, at least 1
     * @param edges the n − 1 edges, each two vertices from 0, in either order; the root is vertex 0
     * @return the tree
     * @throws IllegalArgumentException if the edges do not make one tree on the vertices
     */
    public static Tree ofEdges(int size, int[][] edges) {
        if (size < 1 || size > MOST_VERTICES) {
            throw new IllegalArgumentException("a tree has 1 to " + MOST_VERTICES + " vertices, got " + size);
        }
        if (edges.length != size - 1) {
            throw new IllegalArgumentException("a tree of " + size + " vertices has " + (size - 1) + " edges, got " + edges.length);
        }
        List<List<Integer>> near = new ArrayList<>();
        for (int v = 0; v < size; v++) {
            near.add(new ArrayList<>());
        }
        for (int[] edge : edges) {
            if (edge[0] < 0 || edge[0] >= size || edge[1] < 0 || edge[1] >= size || edge[0] == edge[1]) {
                throw new IllegalArgumentException("an edge joins two different vertices of the tree, got " + (edge[0] + 1) + "-" + (edge[1] + 1));
            }
            near.get(edge[0]).add(edge[1]);
            near.get(edge[1]).add(edge[0]);
        }
        int[] parent = new int[size];
        Arrays.fill(parent, -2);
        parent[0] = -1;
        Deque<Integer> open = new ArrayDeque<>(List.of(0));
        int reached = 1;
        while (!open.isEmpty()) {
            int v = open.pop();
            for (int w : near.get(v)) {
                if (parent[w] == -2) {
                    parent[w] = v;
                    reached++;
                    open.push(w);
                }
            }
        }
        if (reached != size) {
            throw new IllegalArgumentException("the edges do not join all " + size + " vertices into one tree");
        }
        return new Tree(parent);
    }

    private static void check(int[] parent) {
        if (parent.length < 1 || parent.length > MOST_VERTICES) {
            throw new IllegalArgumentException("a tree has 1 to " + MOST_VERTICES + " vertices, got " + parent.length);
        }
        if (parent[0] != -1) {
            throw new IllegalArgumentException("the root, vertex 0, has no parent (-1), got " + parent[0]);
        }
        for (int v = 1; v < parent.length; v++) {
            // Walk up: a tree reaches the root within size steps, a cycle does not.
            int at = v;
            for (int steps = 0; at != 0; steps++) {
                if (at < 0 || at >= parent.length || steps > parent.length) {
                    throw new IllegalArgumentException("vertex " + v + " does not reach the root through its parents");
                }
                at = parent[at];
            }
        }
    }

    private static int[][] childrenOf(int[] parent) {
        int[] counts = new int[parent.length];
        for (int v = 1; v < parent.length; v++) {
            counts[parent[v]]++;
        }
        int[][] children = new int[parent.length][];
        for (int v = 0; v < parent.length; v++) {
            children[v] = new int[counts[v]];
            counts[v] = 0;
        }
        for (int v = 1; v < parent.length; v++) {
            children[parent[v]][counts[parent[v]]++] = v;
        }
        return children;
    }

    /** AHU codes bottom-up, children before parents (reverse breadth-first order), without recursion. */
    private String encode() {
        int[] order = breadthFirst();
        String[] codes = new String[parent.length];
        for (int i = order.length - 1; i >= 0; i--) {
            int v = order[i];
            String[] below = new String[children[v].length];
            for (int c = 0; c < below.length; c++) {
                below[c] = codes[children[v][c]];
            }
            Arrays.sort(below);
            StringBuilder code = new StringBuilder("(");
            for (String child : below) {
                code.append(child);
            }
            codes[v] = code.append(')').toString();
            for (int child : children[v]) {
                codes[child] = null;
            }
        }
        return codes[0];
    }

    private int[] breadthFirst() {
        int[] order = new int[parent.length];
        int end = 1;
        for (int i = 0; i < end; i++) {
            for (int child : children[order[i]]) {
                order[end++] = child;
            }
        }
        return order;
    }

    /** @return the number of vertices */
    public int size() {
        return parent.length;
    }

    /** @return the number of edges, {@code size() − 1} */
    public int edges() {
        return parent.length - 1;
    }

    /** @param v a vertex @return its parent, −1 for the root */
    public int parent(int v) {
        return parent[v];
    }

    /** @param v a vertex @return its children, a copy */
    public int[] children(int v) {
        return children[v].clone();
    }

    /** @param v a vertex @return true when it has no children (the root of a one-vertex tree included) */
    public boolean isLeaf(int v) {
        return children[v].length == 0;
    }

    /** @param v a vertex @return its number of neighbours */
    public int degree(int v) {
        return children[v].length + (v == 0 ? 0 : 1);
    }

    /** @param v a vertex @return its distance from the root */
    public int depth(int v) {
        int depth = 0;
        for (int at = v; at != 0; at = parent[at]) {
            depth++;
        }
        return depth;
    }

    /**
     * The tree left when the edge above {@code v} is cut and the part without the root falls away
     * (Green Hackenbush on a tree); for a leaf, the leaf removed.
     *
     * @param v a vertex other than the root
     * @return the tree without v's subtree
     */
    public Tree cut(int v) {
        if (v <= 0 || v >= parent.length) {
            throw new IllegalArgumentException("cut(" + v + "): the vertex must be 1 to " + (parent.length - 1) + ", not the root");
        }
        return kept(below(v), 0);
    }

    /**
     * @param v a vertex
     * @return the subtree rooted at v, as a tree of its own
     */
    public Tree subtree(int v) {
        boolean[] gone = below(v);
        for (int u = 0; u < parent.length; u++) {
            gone[u] = !gone[u];
        }
        return kept(gone, v);
    }

    /**
     * The trees left when vertex v and its edges are removed, each rooted at the vertex nearest the
     * root (e.g. a game where a move deletes a vertex and the pieces go on as a sum).
     *
     * @param v a vertex
     * @return the pieces, the root's first unless v is the root
     */
    public Tree[] without(int v) {
        List<Tree> pieces = new ArrayList<>();
        if (v != 0) {
            pieces.add(kept(below(v), 0));
        }
        for (int child : children[v]) {
            pieces.add(subtree(child));
        }
        return pieces.toArray(new Tree[0]);
    }

    /** @return which vertices are v or below it: O(size of v's subtree), down its children */
    private boolean[] below(int v) {
        boolean[] below = new boolean[parent.length];
        Deque<Integer> open = new ArrayDeque<>(List.of(v));
        while (!open.isEmpty()) {
            int u = open.pop();
            below[u] = true;
            for (int child : children[u]) {
                open.push(child);
            }
        }
        return below;
    }

    /** The vertices not gone, renumbered in order with {@code root} first. */
    private Tree kept(boolean[] gone, int root) {
        int[] index = new int[parent.length];
        int next = 1;
        index[root] = 0;
        for (int u = 0; u < parent.length; u++) {
            if (!gone[u] && u != root) {
                index[u] = next++;
            }
        }
        int[] kept = new int[next];
        kept[0] = -1;
        for (int u = 0; u < parent.length; u++) {
            if (!gone[u] && u != root) {
                kept[index[u]] = index[parent[u]];
            }
        }
        return new Tree(kept);
    }

    /** @return the AHU code of the root: equal for isomorphic rooted trees, e.g. {@code (()(()))} */
    public String canonical() {
        return canonical;
    }

    /** Rooted trees are equal when isomorphic: when their canonical codes are. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Tree tree && canonical.equals(tree.canonical);
    }

    @Override
    public int hashCode() {
        return canonical.hashCode();
    }

    /** @return the edges as {@code parent-child} pairs of vertices from 1 (the root is 1); {@code 1} for a single vertex */
    @Override
    public String toString() {
        if (parent.length == 1) {
            return "1";
        }
        StringBuilder words = new StringBuilder();
        for (int v = 1; v < parent.length; v++) {
            words.append(v == 1 ? "" : " ").append(parent[v] + 1).append('-').append(v + 1);
        }
        return words.toString();
    }
}
