package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.rules.ShapeKind;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Strings and trees as the lists of numbers {@code judge} draws and shrinks, so that the cases of
 * a one-line game over strings or trees are drawn, cut down and written like any other: the
 * shrinker's steps — a number fewer, a number lowered — become a character fewer or nearer the
 * alphabet's start, a vertex fewer or a parent nearer along the path.
 *
 * <ul>
 *   <li>A string of length L is L numbers from 0 to k − 1, each the index of a character of the
 *       alphabet. The boundaries drawn first are the shortest string, and strings of the greatest
 *       length of one character repeated (the last, a random one, the first).</li>
 *   <li>A tree of n vertices (vertex 1 the root) is n − 1 numbers v₂ … vₙ from 0 to the most
 *       vertices N: vertex i hangs below vertex max(1, i − 1 − vᵢ). So all 0 is a path from the
 *       root, all N a star around it, and random numbers make trees of every depth.</li>
 * </ul>
 *
 * The contest's input writes a string as {@code s} (the characters on one line) and a tree as
 * {@code n} (its vertices) and {@code e[n-1]} (its edges, a line {@code u v} each, u the parent).
 *
 * @param kind the shape, a string or a tree
 * @param alphabet a string's characters, in order
 * @param sizes the lengths of the strings, or the vertices of the trees
 */
record ShapeCoding(ShapeKind kind, String alphabet, NumberCount sizes) {
    /** The item of a string on the input. */
    static final String STRING = "s";
    /** The item of a tree's edges on the input, a line each. */
    static final String EDGES = "e[n-1]";
    /** The longest string, or most vertices, drawn unless --size says otherwise. */
    private static final int DEFAULT_MOST = 10;

    /**
     * @param kind the shape of the game's positions
     * @param alphabet the characters of strings
     * @param sizes the lengths of strings or the vertices of trees, as written, or null for the default
     * @return the coding
     * @throws GrundyException for a shape the judge does not draw (grids; lists are drawn as numbers), a bad alphabet or sizes
     */
    static ShapeCoding of(ShapeKind kind, String alphabet, String sizes) {
        if (kind != ShapeKind.STRING && kind != ShapeKind.TREE) {
            throw new GrundyException(CliText.of("judge.error.shape", kind.type()));
        }
        if (alphabet.isEmpty() || alphabet.chars().distinct().count() != alphabet.length()
                || alphabet.chars().anyMatch(Character::isWhitespace) || alphabet.contains(ShapeKind.EMPTY)) {
            throw new GrundyException(CliText.of("judge.error.alphabet", alphabet));
        }
        int fewest = kind == ShapeKind.STRING ? 0 : 1;
        NumberCount counted;
        try {
            counted = sizes == null ? new NumberCount(1, DEFAULT_MOST) : NumberCount.parseComponents(sizes);
        } catch (GrundyException e) {
            counted = null;
        }
        if (counted == null || counted.fewest() < fewest) {
            throw new GrundyException(CliText.of("judge.error.size", Excerpt.of(sizes), fewest, NumberCount.LARGEST));
        }
        return new ShapeCoding(kind, alphabet, counted);
    }

    /** @return the input of a case unless --input says otherwise: the string, or the vertices and then the edges */
    String defaultInput() {
        return kind == ShapeKind.STRING ? STRING : "n; " + EDGES;
    }

    /** @return the shape of a case: one position, of as many numbers as its size asks */
    CaseShape shape() {
        int offset = kind == ShapeKind.TREE ? 1 : 0;
        return new CaseShape(new NumberCount(1, 1), new NumberCount(sizes.fewest() - offset, sizes.most() - offset), false);
    }

    /** @return the largest number drawn: the alphabet's last index, or the most vertices */
    BigInteger most() {
        return BigInteger.valueOf(kind == ShapeKind.STRING ? alphabet.length() - 1 : sizes.most());
    }

    /**
     * @param numbers a case's numbers
     * @return the position's words in the position language
     */
    String words(List<BigInteger> numbers) {
        if (kind == ShapeKind.STRING) {
            return numbers.isEmpty() ? ShapeKind.EMPTY : text(numbers);
        }
        if (numbers.isEmpty()) {
            return "1";
        }
        List<String> edges = new ArrayList<>();
        int[] parents = parents(numbers);
        for (int i = 1; i < parents.length; i++) {
            edges.add(parents[i] + "-" + (i + 1));
        }
        return String.join(" ", edges);
    }

    /** @return the size a contest calls n: the string's length, or the tree's vertices */
    int size(List<BigInteger> numbers) {
        return numbers.size() + (kind == ShapeKind.TREE ? 1 : 0);
    }

    /**
     * @param item an item of the input, {@value #STRING} or {@value #EDGES}
     * @param numbers a case's numbers
     * @return its lines: the string, or the edges {@code u v}, a line each (none for one vertex)
     */
    List<String> lines(String item, List<BigInteger> numbers) {
        if (item.equals(STRING)) {
            return List.of(text(numbers));
        }
        List<String> edges = new ArrayList<>();
        int[] parents = parents(numbers);
        for (int i = 1; i < parents.length; i++) {
            edges.add(parents[i] + " " + (i + 1));
        }
        return edges;
    }

    /** @return for each vertex from 1 its parent from 1, vertex 1's left 0 */
    private static int[] parents(List<BigInteger> numbers) {
        int[] parents = new int[numbers.size() + 1];
        for (int i = 1; i < parents.length; i++) {
            // Vertex i + 1 below vertex max(1, i − v).
            long back = numbers.get(i - 1).min(BigInteger.valueOf(i)).longValue();
            parents[i] = (int) Math.max(1, i - back);
        }
        return parents;
    }

    private String text(List<BigInteger> numbers) {
        StringBuilder text = new StringBuilder();
        for (BigInteger number : numbers) {
            text.append(alphabet.charAt(number.intValue() % alphabet.length()));
        }
        return text.toString();
    }
}
