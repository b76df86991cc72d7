package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Component;
import dev.grundy.core.PositionMove;
import dev.grundy.rules.ShapeKind;
import dev.grundy.rules.Tree;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a move of a string, tree or grid game is written on a line, in the forms contest problems
 * ask for ({@code --answer 'move i cells'}):
 *
 * <pre>
 * MOVE := [ 'i' ] WHAT
 * WHAT := 'to'     the string the move leaves ({@code -} for the empty one); the parts of a split
 *                  separated by spaces, in their order
 *       | 'cells'  the cells of the grid the move changes, {@code r c} each from 1, in any order
 *                  (a cell, or both cells of a domino); a move that changes the board's size has none
 *       | 'edge'   the tree's edge the move removes, {@code u v} as the input numbers them: the
 *                  move that leaves the part with the root (the other part falls), or both parts
 * </pre>
 *
 * {@code i}, the component's number from 1 in the order of the input, starts the line; the default
 * is {@code to}, {@code edge} or {@code cells} after it for sums and alone otherwise. For
 * {@code smallest-move} the words are compared in order, numbers by value and a string in
 * dictionary order: the lexicographically smallest string left; the edge {@code u v} with the
 * smallest u, then v (u &lt; v); the set of cells with the smallest first cell in row-major order.
 */
final class ShapeMoveFormat implements MoveWriting {
    static final String COMPONENT = "i";
    static final String TO = "to";
    static final String CELLS = "cells";
    static final String EDGE = "edge";

    private final ShapeKind kind;
    private final boolean numbered;
    private final String what;

    private ShapeMoveFormat(ShapeKind kind, boolean numbered, String what) {
        this.kind = kind;
        this.numbered = numbered;
        this.what = what;
    }

    /**
     * @param written the format, e.g. {@code i cells}, or null for the default
     * @param coding the shape, and whether the cases are sums
     * @return the format
     * @throws GrundyException for a format that is not {@code [i] WHAT} with the shape's WHAT
     */
    static ShapeMoveFormat parse(String written, ShapeCoding coding) {
        String own = switch (coding.kind()) {
            case STRING -> TO;
            case TREE -> EDGE;
            default -> CELLS;
        };
        if (written == null) {
            return new ShapeMoveFormat(coding.kind(), coding.summed(), own);
        }
        List<String> items = List.of(written.strip().toLowerCase(Locale.ROOT).split("\\s+"));
        boolean numbered = items.size() == 2 && items.get(0).equals(COMPONENT);
        String what = items.get(items.size() - 1);
        boolean known = what.equals(own) || (what.equals(TO) && coding.kind() == ShapeKind.GRID);
        if (items.size() > 2 || (items.size() == 2 && !numbered) || !known) {
            throw new GrundyException(CliText.of("judge.error.shapeMoveFormat", Excerpt.of(written), coding.kind().type(), own));
        }
        return new ShapeMoveFormat(coding.kind(), numbered, what);
    }

    @Override
    public List<String> read(String line) {
        List<String> words = List.of(line.strip().split("\\s+"));
        if (words.equals(List.of(""))) {
            return null;
        }
        int start = numbered ? 1 : 0;
        if (what.equals(TO)) {
            return words.size() > start ? words : null;
        }
        List<BigInteger> numbers = WholeNumbers.readAll(line);
        if (numbers == null || numbers.size() <= start || (numbers.size() - start) % 2 != 0
                || (what.equals(EDGE) && numbers.size() - start != 2)) {
            return null;
        }
        List<long[]> pairs = new ArrayList<>();
        for (int at = start; at < numbers.size(); at += 2) {
            if (numbers.get(at).bitLength() > 31 || numbers.get(at + 1).bitLength() > 31) {
                return null;
            }
            pairs.add(new long[] {numbers.get(at).longValue(), numbers.get(at + 1).longValue()});
        }
        return written(numbered ? numbers.get(0).toString() : null, pairs);
    }

    /** @return the words of pairs in a canonical order: cells in row-major order, an edge's ends smaller first */
    private List<String> written(String component, List<long[]> pairs) {
        List<String> words = new ArrayList<>();
        if (component != null) {
            words.add(component);
        }
        if (what.equals(EDGE)) {
            long[] edge = pairs.get(0);
            words.add(Long.toString(Math.min(edge[0], edge[1])));
            words.add(Long.toString(Math.max(edge[0], edge[1])));
            return words;
        }
        pairs.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        for (long[] cell : pairs) {
            words.add(Long.toString(cell[0]));
            words.add(Long.toString(cell[1]));
        }
        return words;
    }

    @Override
    public List<String> write(PositionMove move) {
        String component = numbered ? String.valueOf(move.component().number()) : null;
        List<Component<?>> parts = move.becomes().components();
        if (what.equals(TO)) {
            List<String> words = new ArrayList<>();
            if (component != null) {
                words.add(component);
            }
            parts.forEach(part -> words.addAll(List.of(part.written().split(" "))));
            if (parts.isEmpty()) {
                words.add(ShapeKind.EMPTY);
            }
            return words;
        }
        List<long[]> pairs = what.equals(EDGE) ? edge(move) : cells(move.component().written(), parts);
        return pairs == null || pairs.isEmpty() ? null : written(component, pairs);
    }

    /** @return the cells where the board the move leaves differs from the board it was, from 1; null when it is no such board */
    private static List<long[]> cells(String before, List<Component<?>> parts) {
        String after = parts.size() == 1 ? parts.get(0).written() : "";
        if (after.length() != before.length()) {
            return null;
        }
        List<long[]> cells = new ArrayList<>();
        String[] rows = before.split(" ");
        String[] changed = after.split(" ");
        if (rows.length != changed.length) {
            return null;
        }
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].length() != changed[r].length()) {
                return null;
            }
            for (int c = 0; c < rows[r].length(); c++) {
                if (rows[r].charAt(c) != changed[r].charAt(c)) {
                    cells.add(new long[] {r + 1, c + 1});
                }
            }
        }
        return cells;
    }

    /** @return the least edge whose removal leaves what the move leaves (the root's part, or both parts), its ends from 1; null when none */
    private static List<long[]> edge(PositionMove move) {
        if (!(move.component().position() instanceof Tree tree)) {
            return null;
        }
        long[] least = null;
        for (int v = 1; v < tree.size(); v++) {
            long[] edge = {Math.min(tree.parent(v), v) + 1, Math.max(tree.parent(v), v) + 1};
            if (leaves(move, tree, v) && (least == null || edge[0] < least[0] || edge[0] == least[0] && edge[1] < least[1])) {
                least = edge;
            }
        }
        return least == null ? null : List.<long[]>of(least);
    }

    /** @return true when removing the edge above vertex v leaves what the move leaves: the root's part, or both parts */
    private static boolean leaves(PositionMove move, Tree tree, int v) {
        List<String> left = move.parts().stream().map(part -> ((Tree) part).canonical()).sorted().toList();
        String kept = tree.cut(v).canonical();
        List<String> both = new ArrayList<>(List.of(kept, tree.subtree(v).canonical()));
        both.sort(null);
        return left.equals(List.of(kept)) || left.equals(both);
    }

    /** An edge names every move that removing it makes, whichever edge the engine would write for it. */
    @Override
    public boolean names(PositionMove move, List<String> said) {
        if (!what.equals(EDGE)) {
            return MoveWriting.super.names(move, said);
        }
        if (!(move.component().position() instanceof Tree tree) || numbered && component(said) != move.component().number()) {
            return false;
        }
        int start = numbered ? 1 : 0;
        // Read as u < v: the child is whichever end has the other for its parent.
        int u = Integer.parseInt(said.get(start)) - 1;
        int v = Integer.parseInt(said.get(start + 1)) - 1;
        if (u < 0 || v >= tree.size()) {
            return false;
        }
        int child = tree.parent(v) == u ? v : tree.parent(u) == v ? u : -1;
        return child > 0 && leaves(move, tree, child);
    }

    /** @return true when a move names its component first: {@code i WHAT} */
    boolean numbered() {
        return numbered;
    }

    @Override
    public int component(List<String> said) {
        return numbered ? MoveFormat.named(0, said) : 0;
    }

    /** @return the format as {@code --answer} takes it, e.g. {@code i cells} */
    @Override
    public String toString() {
        return numbered ? COMPONENT + " " + what : what;
    }
}
