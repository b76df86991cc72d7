package dev.grundy.pattern;

import dev.grundy.rules.ShapeKind;
import dev.grundy.rules.Tree;
import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The features of a position that contest solutions for games over shapes name, per shape:
 *
 * <ul>
 *   <li>strings: the length, the number of each letter of the alphabet, the number of runs of equal
 *       letters, whether it is a palindrome, whether its first letter is its last;</li>
 *   <li>lists: the length, the sum, the xor, the largest and the smallest number, the largest minus
 *       the sum of the others, how many are not 0, how many are odd, whether it is sorted;</li>
 *   <li>grids: the area, the rows, the columns, the number of cells of each character;</li>
 *   <li>trees: the vertices, the edges, the leaves, the height, the root's children, and the colon-principle
 *       value (a vertex's value is the xor of its children's values plus one: Green Hackenbush,
 *       <i>Winning Ways</i> ch. 7).</li>
 * </ul>
 *
 * Each costs O(size of the position).
 */
public final class ShapeFeatures {
    private ShapeFeatures() {
    }

    /**
     * @param kind the shape
     * @param alphabet the table's characters, for strings and grids (their counts); ignored for the others
     * @return the features, in the order findings are stated
     */
    public static List<ShapeFeature> of(ShapeKind kind, String alphabet) {
        return switch (kind) {
            case STRING -> strings(alphabet);
            case LIST -> lists();
            case GRID -> grids(alphabet);
            case TREE -> trees();
        };
    }

    /**
     * @param kind the shape
     * @param words a position's words, as {@link ShapePositions} makes them
     * @param parsed the position as the game parsed it (a {@link Tree} for trees)
     * @return the position as a line over the shape is given it, which the features read
     */
    public static Object argument(ShapeKind kind, List<String> words, Object parsed) {
        boolean empty = words.equals(List.of(ShapeKind.EMPTY));
        return switch (kind) {
            case STRING -> empty ? "" : words.get(0);
            case LIST -> empty ? new long[0] : words.stream().mapToLong(Long::parseLong).toArray();
            case GRID -> empty ? new char[0][] : words.stream().map(String::toCharArray).toArray(char[][]::new);
            case TREE -> parsed;
        };
    }

    private static List<ShapeFeature> strings(String alphabet) {
        List<ShapeFeature> features = new ArrayList<>();
        features.add(number("feature.length", s -> ((String) s).length()));
        for (char letter : alphabet.toCharArray()) {
            features.add(new ShapeFeature(Phrase.of("feature.letters", String.valueOf(letter)), false,
                    s -> ((String) s).chars().filter(c -> c == letter).count()));
        }
        features.add(number("feature.runs", s -> runs((String) s)));
        features.add(yesNo("feature.palindrome", s -> new StringBuilder((String) s).reverse().toString().equals(s)));
        features.add(yesNo("feature.firstIsLast", s -> !((String) s).isEmpty()
                && ((String) s).charAt(0) == ((String) s).charAt(((String) s).length() - 1)));
        return features;
    }

    private static long runs(String s) {
        long runs = s.isEmpty() ? 0 : 1;
        for (int i = 1; i < s.length(); i++) {
            runs += s.charAt(i) != s.charAt(i - 1) ? 1 : 0;
        }
        return runs;
    }

    private static List<ShapeFeature> lists() {
        return List.of(number("feature.length", a -> ((long[]) a).length),
                number("feature.sum", a -> Arrays.stream((long[]) a).sum()),
                number("feature.xor", a -> Arrays.stream((long[]) a).reduce(0, (x, y) -> x ^ y)),
                number("feature.max", a -> Arrays.stream((long[]) a).max().orElse(0)),
                number("feature.min", a -> Arrays.stream((long[]) a).min().orElse(0)),
                number("feature.largestMinusRest", a -> {
                    long max = Arrays.stream((long[]) a).max().orElse(0);
                    return max - (Arrays.stream((long[]) a).sum() - max);
                }),
                number("feature.nonzero", a -> Arrays.stream((long[]) a).filter(x -> x != 0).count()),
                number("feature.odd", a -> Arrays.stream((long[]) a).filter(x -> x % 2 != 0).count()),
                yesNo("feature.sorted", a -> {
                    long[] numbers = (long[]) a;
                    for (int i = 1; i < numbers.length; i++) {
                        if (numbers[i] < numbers[i - 1]) {
                            return false;
                        }
                    }
                    return true;
                }));
    }

    private static List<ShapeFeature> grids(String alphabet) {
        List<ShapeFeature> features = new ArrayList<>();
        features.add(number("feature.area", g -> ((char[][]) g).length == 0 ? 0 : (long) ((char[][]) g).length * ((char[][]) g)[0].length));
        features.add(number("feature.rows", g -> ((char[][]) g).length));
        features.add(number("feature.columns", g -> ((char[][]) g).length == 0 ? 0 : ((char[][]) g)[0].length));
        for (char symbol : alphabet.toCharArray()) {
            features.add(new ShapeFeature(Phrase.of("feature.cells", String.valueOf(symbol)), false, g -> {
                long count = 0;
                for (char[] row : (char[][]) g) {
                    for (char c : row) {
                        count += c == symbol ? 1 : 0;
                    }
                }
                return count;
            }));
        }
        return features;
    }

    private static List<ShapeFeature> trees() {
        return List.of(number("feature.vertices", t -> ((Tree) t).size()),
                number("feature.edges", t -> ((Tree) t).edges()),
                number("feature.leaves", t -> {
                    Tree tree = (Tree) t;
                    long leaves = 0;
                    for (int v = 0; v < tree.size(); v++) {
                        leaves += tree.isLeaf(v) ? 1 : 0;
                    }
                    return leaves;
                }),
                number("feature.height", t -> {
                    Tree tree = (Tree) t;
                    long height = 0;
                    for (int v = 0; v < tree.size(); v++) {
                        height = Math.max(height, tree.depth(v));
                    }
                    return height;
                }),
                number("feature.rootChildren", t -> ((Tree) t).children(0).length),
                number("feature.colon", t -> colon((Tree) t, 0)));
    }

    /** The colon principle's value of the subtree at v: the xor of (each child's value + 1). */
    private static long colon(Tree tree, int v) {
        long value = 0;
        for (int child : tree.children(v)) {
            value ^= colon(tree, child) + 1;
        }
        return value;
    }

    private static ShapeFeature number(String key, ToLongFunction<Object> of) {
        return new ShapeFeature(Phrase.of(key), false, of);
    }

    private static ShapeFeature yesNo(String key, java.util.function.Predicate<Object> holds) {
        return new ShapeFeature(Phrase.of(key), true, position -> holds.test(position) ? 1 : 0);
    }
}
