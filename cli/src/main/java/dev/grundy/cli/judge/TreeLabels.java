package dev.grundy.cli.judge;

import dev.grundy.core.Game;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Term;
import dev.grundy.rules.Tree;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A game of trees as an interactor plays it: each tree keeps the vertex numbers the program was
 * given, whatever numbers the engine's trees take after each cut. An edge {@code [i] u v} on the
 * line is always the input's: u and v as the case's edges number them, i the tree of the case
 * (from 1) the edge came from; the judge translates it to the engine's tree and back. Immutable:
 * a move gives a new one.
 */
final class TreeLabels implements PlayedGame {
    /** One tree of the position: the case's tree it came from, and for each of its vertices the input's number. */
    private record Labelled(int origin, Tree tree, int[] labels) {
        /** @return the vertex the input numbers {@code label}, or −1 when this tree has none */
        int vertex(long label) {
            for (int v = 0; v < labels.length; v++) {
                if (labels[v] == label) {
                    return v;
                }
            }
            return -1;
        }
    }

    private final Game<Tree> game;
    private final List<Labelled> trees;
    private final MoveAnswer engine;
    private final boolean numbered;
    private final Position position;

    private TreeLabels(Game<Tree> game, List<Labelled> trees, MoveAnswer engine, boolean numbered) {
        this.game = game;
        this.trees = List.copyOf(trees);
        this.engine = engine;
        this.numbered = numbered;
        this.position = trees.isEmpty() ? new Position(List.of())
                : new Position(List.of(new Term<>(game, trees.stream().map(Labelled::tree).toList())));
    }

    /**
     * @param judged the case, its trees numbered as its input writes them
     * @param coding how the case's numbers are trees
     * @param engine moves written {@code i edge} in the engine's numbering, the component first
     * @param numbered true when the program writes the tree before the edge
     * @return the case's trees, each vertex labelled by its number in the input
     */
    @SuppressWarnings("unchecked")
    static TreeLabels of(JudgeCase judged, ShapeCoding coding, MoveAnswer engine, boolean numbered) {
        List<Term<?>> terms = judged.solution().position().terms();
        Game<Tree> game = terms.isEmpty() ? null : (Game<Tree>) terms.get(0).game();
        List<Labelled> trees = new ArrayList<>();
        List<List<BigInteger>> components = coding.split(judged.numbers());
        for (int i = 0; i < components.size(); i++) {
            int size = Integer.parseInt(coding.lines("n", components.get(i)).get(0));
            List<String> lines = coding.lines(ShapeCoding.EDGES, components.get(i));
            int[][] edges = new int[lines.size()][];
            for (int e = 0; e < edges.length; e++) {
                String[] ends = lines.get(e).split(" ");
                edges[e] = new int[] {Integer.parseInt(ends[0]) - 1, Integer.parseInt(ends[1]) - 1};
            }
            int[] labels = new int[size];
            for (int v = 0; v < size; v++) {
                labels[v] = v + 1;
            }
            trees.add(new Labelled(i + 1, Tree.ofEdges(size, edges), labels));
        }
        return new TreeLabels(game, trees, engine, numbered);
    }

    /** @return the position, a term of the trees in their order; {@code 0} when none is left */
    @Override
    public Position position() {
        return position;
    }

    /**
     * @param said an edge as the program's format reads it: {@code [i] u v}, u &lt; v in the input's numbers
     * @return the legal move that deletes that edge, or empty when no tree left has it
     */
    @Override
    public Optional<PositionMove> play(List<String> said) {
        int[] edge = locate(said);
        return edge == null ? Optional.empty()
                : engine.play(position, List.of(String.valueOf(edge[0] + 1), String.valueOf(edge[1] + 1), String.valueOf(edge[2] + 1)));
    }

    /** @return the tree (from 0) that has the edge the words name, and its ends there; null when none has both ends */
    private int[] locate(List<String> said) {
        int start = numbered ? 1 : 0;
        long u = Long.parseLong(said.get(start));
        long v = Long.parseLong(said.get(start + 1));
        for (int k = 0; k < trees.size(); k++) {
            Labelled tree = trees.get(k);
            int a = tree.vertex(u);
            int b = tree.vertex(v);
            if ((!numbered || Long.parseLong(said.get(0)) == tree.origin()) && a >= 0 && b >= 0) {
                return new int[] {k, a, b};
            }
        }
        return null;
    }

    /**
     * @param move a move of {@link #position()}
     * @return it as the program writes it, {@code [i] u v} in the input's numbers; null when it deletes no edge
     */
    @Override
    public List<String> written(PositionMove move) {
        List<String> edge = engine.written(move);
        if (edge == null) {
            return null;
        }
        Labelled tree = trees.get(component(move, edge));
        int u = tree.labels()[Integer.parseInt(edge.get(1)) - 1];
        int v = tree.labels()[Integer.parseInt(edge.get(2)) - 1];
        List<String> words = new ArrayList<>();
        if (numbered) {
            words.add(String.valueOf(tree.origin()));
        }
        words.add(String.valueOf(Math.min(u, v)));
        words.add(String.valueOf(Math.max(u, v)));
        return words;
    }

    /**
     * The edge is the one on the line, not the one the engine would write for the move: both leave
     * the same trees, but only that edge leaves the vertices the program knows.
     *
     * @param move a legal move of {@link #position()} that deletes an edge
     * @param said the edge as written on the line, {@code [i] u v} in the input's numbers
     * @return the trees it leaves: the root's part in place of the tree, and the fallen part after it when the move keeps both
     */
    @Override
    public TreeLabels after(PositionMove move, List<String> said) {
        int[] edge = locate(said);
        int k = edge[0];
        Labelled tree = trees.get(k);
        int child = tree.tree().parent(edge[2]) == edge[1] ? edge[2] : edge[1];
        boolean[] fallen = new boolean[tree.tree().size()];
        List<Integer> open = new ArrayList<>(List.of(child));
        while (!open.isEmpty()) {
            int at = open.remove(open.size() - 1);
            fallen[at] = true;
            for (int below : tree.tree().children(at)) {
                open.add(below);
            }
        }
        List<Labelled> left = new ArrayList<>(trees);
        left.set(k, part(tree, fallen, false, 0));
        if (move.parts().size() == 2) {
            left.add(k + 1, part(tree, fallen, true, child));
        }
        return new TreeLabels(game, left, engine, numbered);
    }

    /** @return which of the trees the move is in: the very tree (a solver may hand out the position's components in its own order), else as written */
    private int component(PositionMove move, List<String> edge) {
        for (int k = 0; k < trees.size(); k++) {
            if (trees.get(k).tree() == move.component().position()) {
                return k;
            }
        }
        return Integer.parseInt(edge.get(0)) - 1;
    }

    /** @return the vertices marked {@code in}, root first then in order, as a tree of their own with their labels */
    private static Labelled part(Labelled whole, boolean[] marked, boolean in, int root) {
        Tree tree = whole.tree();
        int[] index = new int[tree.size()];
        List<Integer> kept = new ArrayList<>(List.of(root));
        for (int v = 0; v < tree.size(); v++) {
            if (marked[v] == in && v != root) {
                kept.add(v);
            }
        }
        for (int i = 0; i < kept.size(); i++) {
            index[kept.get(i)] = i;
        }
        int[] parents = new int[kept.size()];
        int[] labels = new int[kept.size()];
        for (int i = 0; i < kept.size(); i++) {
            parents[i] = i == 0 ? -1 : index[tree.parent(kept.get(i))];
            labels[i] = whole.labels()[kept.get(i)];
        }
        return new Labelled(whole.origin(), Tree.ofParents(parents), labels);
    }

    /** @return the trees in the input's numbers, e.g. {@code line 1-2 1-4 + line 3-5}, a lone vertex by its number */
    @Override
    public String toString() {
        if (trees.isEmpty()) {
            return Position.EMPTY;
        }
        return trees.stream().map(labelled -> {
            Tree tree = labelled.tree();
            List<String> edges = new ArrayList<>();
            for (int v = 1; v < tree.size(); v++) {
                edges.add(labelled.labels()[tree.parent(v)] + "-" + labelled.labels()[v]);
            }
            return game.name() + " " + (edges.isEmpty() ? String.valueOf(labelled.labels()[0]) : String.join(" ", edges));
        }).collect(Collectors.joining(" + "));
    }
}
