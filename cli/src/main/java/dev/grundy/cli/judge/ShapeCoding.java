package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Position;
import dev.grundy.rules.ShapeKind;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Strings, trees and grids — and sums of them — as the lists of numbers {@code judge} draws and
 * shrinks, so that a case of a one-line game over them is drawn ({@link ShapeDraws}), cut down
 * ({@link ShapeShrinks}) and written like any other. A case is its components' numbers in turn,
 * each a header that says its size and then its body:
 *
 * <ul>
 *   <li>a string: {@code L}, then L numbers from 0 to k − 1, each the index of a character of the alphabet;</li>
 *   <li>a tree of n vertices (vertex 1 the root): {@code n − 1}, then v₂ … vₙ from 0 to the most
 *       vertices N: vertex i hangs below vertex max(1, i − 1 − vᵢ). So all 0 is a path from the
 *       root, all N a star around it, and random numbers make trees of every depth;</li>
 *   <li>a grid: {@code r c}, then its r × c cells row by row, each the index of a character of the
 *       alphabet (the first, e.g. {@code .}, an empty cell).</li>
 * </ul>
 *
 * The contest's input writes them with the items {@code s} (a string on a line), {@code e[n-1]}
 * (a tree's edges, a line {@code u v} each, u the parent) and {@code g[n]} (a grid's rows, a line
 * each), sizes {@code n} (length, vertices or rows) and {@code m} (columns), and a sum's count {@code k}.
 *
 * @param kind the shape
 * @param alphabet the characters of strings and cells, in order
 * @param sizes the lengths of strings, the vertices of trees, the rows and the columns of grids
 * @param components how many components a case has
 */
record ShapeCoding(ShapeKind kind, String alphabet, NumberCount sizes, NumberCount components) {
    /** The item of a string on the input. */
    static final String STRING = "s";
    /** The item of a tree's edges on the input, a line each. */
    static final String EDGES = "e[n-1]";
    /** The item of a grid's rows on the input, a line each. */
    static final String ROWS = "g[n]";
    /** The item of a grid's columns. */
    static final String COLUMNS = "m";
    /** The item of the number of components of a sum. */
    static final String COMPONENTS = "k";
    private static final NumberCount ONE = new NumberCount(1, 1);

    /**
     * @param kind the shape of the game's positions
     * @param alphabet the characters of strings and cells
     * @param sizes the sizes, as written, or null for the default (1..10; 1..4 rows and columns for grids)
     * @param components how many components a case has, as written ({@code --components}), or null for one
     * @return the coding
     * @throws GrundyException for lists (drawn as numbers), a bad alphabet or sizes
     */
    static ShapeCoding of(ShapeKind kind, String alphabet, String sizes, String components) {
        if (kind == ShapeKind.LIST) {
            throw new IllegalArgumentException("a list is drawn as numbers");
        }
        if (alphabet.isEmpty() || alphabet.chars().distinct().count() != alphabet.length()
                || alphabet.chars().anyMatch(Character::isWhitespace) || alphabet.contains(ShapeKind.EMPTY)) {
            throw new GrundyException(CliText.of("judge.error.alphabet", alphabet));
        }
        int fewest = kind == ShapeKind.STRING ? 0 : 1;
        NumberCount counted;
        try {
            counted = sizes == null ? new NumberCount(1, kind == ShapeKind.GRID ? 4 : 10) : NumberCount.parseComponents(sizes);
        } catch (GrundyException e) {
            counted = null;
        }
        if (counted == null || counted.fewest() < fewest || (kind == ShapeKind.GRID && (long) counted.most() * counted.most() > ShapeKind.MOST)) {
            throw new GrundyException(CliText.of("judge.error.size", Excerpt.of(sizes), fewest, NumberCount.LARGEST));
        }
        return new ShapeCoding(kind, alphabet, counted, components == null ? ONE : NumberCount.parseComponents(components));
    }

    /** @return true when a case may have other than one component, which the input must then count ({@value #COMPONENTS}) */
    boolean summed() {
        return !components.equals(ONE);
    }

    /** @return the item that writes a component's body: {@value #STRING}, {@value #EDGES} or {@value #ROWS} */
    String item() {
        return switch (kind) {
            case STRING -> STRING;
            case TREE -> EDGES;
            default -> ROWS;
        };
    }

    /** @return the input of a case unless --input says otherwise */
    String defaultInput() {
        String one = switch (kind) {
            case STRING -> STRING;
            case TREE -> "n; " + EDGES;
            default -> "n " + COLUMNS + "; " + ROWS;
        };
        return summed() ? COMPONENTS + "; " + one : one;
    }

    /** @return how many numbers a component's header has: its size, or a grid's rows and columns */
    int headerSize() {
        return kind == ShapeKind.GRID ? 2 : 1;
    }

    /** @return the largest number of a body: the alphabet's last index, or the most vertices */
    int most() {
        return kind == ShapeKind.TREE ? sizes.most() : alphabet.length() - 1;
    }

    /**
     * @param numbers a case's numbers
     * @return its components' numbers, each with its header
     */
    List<List<BigInteger>> split(List<BigInteger> numbers) {
        List<List<BigInteger>> parts = new ArrayList<>();
        int at = 0;
        while (at < numbers.size()) {
            int body = kind == ShapeKind.GRID ? numbers.get(at).intValueExact() * numbers.get(at + 1).intValueExact()
                    : numbers.get(at).intValueExact();
            int end = at + headerSize() + body;
            parts.add(numbers.subList(at, end));
            at = end;
        }
        return parts;
    }

    /**
     * @param game the game as written
     * @param numbers a case's numbers
     * @return the case in the position language: its components joined by {@code +}, {@code 0} for the empty sum
     */
    String position(String game, List<BigInteger> numbers) {
        List<String> terms = split(numbers).stream().map(part -> game + " " + words(part)).toList();
        return terms.isEmpty() ? Position.EMPTY : String.join(" + ", terms);
    }

    /** @return a component's words in the position language */
    private String words(List<BigInteger> component) {
        return switch (kind) {
            case STRING -> component.size() == 1 ? ShapeKind.EMPTY : String.join("", lines(STRING, component));
            case TREE -> component.size() == 1 ? "1" : String.join(" ", edges(component, "-"));
            default -> String.join(" ", lines(ROWS, component));
        };
    }

    /**
     * @param item an item of the input: {@code n}, {@value #COLUMNS}, or the shape's own
     * @param component a component's numbers
     * @return its lines: a size, the string, the edges {@code u v} (none for one vertex), or the grid's rows
     */
    List<String> lines(String item, List<BigInteger> component) {
        int header = headerSize();
        return switch (item) {
            case "n" -> List.of(String.valueOf(component.get(0).intValue() + (kind == ShapeKind.TREE ? 1 : 0)));
            case COLUMNS -> List.of(component.get(1).toString());
            case EDGES -> edges(component, " ");
            case STRING -> List.of(text(component.subList(header, component.size())));
            default -> {
                int width = component.get(1).intValue();
                List<String> rows = new ArrayList<>();
                for (int at = header; at < component.size(); at += width) {
                    rows.add(text(component.subList(at, at + width)));
                }
                yield rows;
            }
        };
    }

    /** @return a tree's edges, parent first, joined by the separator */
    private static List<String> edges(List<BigInteger> component, String separator) {
        List<String> edges = new ArrayList<>();
        int[] parents = parents(component.subList(1, component.size()));
        for (int i = 1; i < parents.length; i++) {
            edges.add(parents[i] + separator + (i + 1));
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
