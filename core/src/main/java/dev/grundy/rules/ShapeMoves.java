package dev.grundy.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * What a one-line game over strings, lists, grids or trees may call ({@link ShapeLineText}): the
 * class Grundy compiles from the line extends this one, its body becoming the body of the
 * {@code moves} of the declared type. The line tells each option by calling
 *
 * <ul>
 *   <li>{@code move(x)}: the position the move leaves, of the line's own type;</li>
 *   <li>{@code sum(x, y, …)}: a move that leaves a sum of independent positions, e.g. a string
 *       cut in two ({@code sum(s.substring(0, i), s.substring(j))}) or a tree's pieces
 *       ({@code sum(t.without(v))});</li>
 *   <li>helpers that make the common new positions: {@code remove(a, i, j)} (a list without
 *       {@code a[i..j)}), {@code set(a, i, x)}, {@code set(g, r, c, ch)}, and the methods of
 *       {@link Tree} ({@code cut}, {@code subtree}, {@code without}).</li>
 * </ul>
 *
 * An instance is one search's scratch space: not thread-safe, and a fresh one is made for each
 * search ({@link #fresh}).
 */
public abstract class ShapeMoves {
    /** The most options one position may list, so that a runaway line stops. */
    static final int MOST_OPTIONS = 1 << 20;

    private ShapeKind kind;
    private final List<Object[]> options = new ArrayList<>();

    /** @return a new instance of the same line */
    protected abstract ShapeMoves fresh();

    /** The line's body for a string; overridden by the compiled line of that type. @param s the string */
    protected void moves(String s) {
        throw new IllegalStateException("a line of strings");
    }

    /** The line's body for a list; overridden by the compiled line of that type. @param a the list, a copy */
    protected void moves(long[] a) {
        throw new IllegalStateException("a line of lists");
    }

    /** The line's body for a grid; overridden by the compiled line of that type. @param g the rows, a copy */
    protected void moves(char[][] g) {
        throw new IllegalStateException("a line of grids");
    }

    /** The line's body for a tree; overridden by the compiled line of that type. @param t the tree */
    protected void moves(Tree t) {
        throw new IllegalStateException("a line of trees");
    }

    /** @param kind the shape of the positions @return a new instance of the line for them */
    final ShapeMoves freshFor(ShapeKind kind) {
        ShapeMoves moves = fresh();
        moves.kind = kind;
        return moves;
    }

    /**
     * @param argument what the line is given, of the shape's Java type
     * @return the options: per option the positions its parts are
     */
    final List<Object[]> list(Object argument) {
        options.clear();
        switch (kind) {
            case STRING -> moves((String) argument);
            case LIST -> moves((long[]) argument);
            case GRID -> moves((char[][]) argument);
            case TREE -> moves((Tree) argument);
        }
        return new ArrayList<>(options);
    }

    /** @param s the string a move leaves */
    protected final void move(String s) {
        add(s);
    }

    /** @param a the list a move leaves */
    protected final void move(long[] a) {
        add((Object) a);
    }

    /** @param g the grid a move leaves */
    protected final void move(char[][] g) {
        add((Object) g);
    }

    /** @param t the tree a move leaves */
    protected final void move(Tree t) {
        add(t);
    }

    /** @param parts the independent strings a move leaves */
    protected final void sum(String... parts) {
        add((Object[]) parts);
    }

    /** @param parts the independent lists a move leaves */
    protected final void sum(long[]... parts) {
        add((Object[]) parts);
    }

    /** @param parts the independent grids a move leaves */
    protected final void sum(char[][]... parts) {
        add((Object[]) parts);
    }

    /** @param parts the independent trees a move leaves */
    protected final void sum(Tree... parts) {
        add((Object[]) parts);
    }

    /**
     * @param a a list
     * @param from the first index removed
     * @param to the index after the last removed
     * @return a new list without {@code a[from..to)}
     */
    protected static long[] remove(long[] a, int from, int to) {
        long[] left = new long[a.length - (to - from)];
        System.arraycopy(a, 0, left, 0, from);
        System.arraycopy(a, to, left, from, a.length - to);
        return left;
    }

    /** @param a a list @param i an index @param x a number @return a new list with {@code a[i] = x} */
    protected static long[] set(long[] a, int i, long x) {
        long[] changed = a.clone();
        changed[i] = x;
        return changed;
    }

    /** @param g a grid @param r a row @param c a column @param ch a character @return a new grid with {@code g[r][c] = ch} */
    protected static char[][] set(char[][] g, int r, int c, char ch) {
        char[][] changed = new char[g.length][];
        for (int row = 0; row < g.length; row++) {
            changed[row] = g[row].clone();
        }
        changed[r][c] = ch;
        return changed;
    }

    private void add(Object... parts) {
        if (options.size() >= MOST_OPTIONS) {
            throw new IllegalStateException("more than " + MOST_OPTIONS + " options from one position");
        }
        for (Object part : parts) {
            if (!kind.javaClass().isInstance(part)) {
                throw new IllegalArgumentException("a move of this game leaves " + kind.type() + " positions");
            }
        }
        // A list or grid given by the line may be changed by it afterwards: it is copied into its position at once.
        Object[] positions = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
            positions[i] = kind.position(parts[i]);
        }
        options.add(positions);
    }
}
