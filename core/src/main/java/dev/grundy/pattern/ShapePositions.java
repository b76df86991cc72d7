package dev.grundy.pattern;

import dev.grundy.rules.ShapeKind;
import dev.grundy.rules.Tree;
import dev.grundy.text.InvalidPositionException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every small position of a shape, for {@code table} of a one-line game over strings, lists, grids
 * or trees, described by words as the table of numbers is by ranges:
 *
 * <ul>
 *   <li>strings: {@code ALPHABET LENGTHS}, e.g. {@code ab 0..6}: every string over the alphabet's
 *       characters with a length in the range, shorter first, then in the alphabet's order;</li>
 *   <li>lists: {@code VALUES LENGTHS}, e.g. {@code 0..3 0..4}: every list of numbers in the
 *       first range with a length in the second;</li>
 *   <li>grids: {@code ALPHABET ROWS COLUMNS}, e.g. {@code .# 1..2 1..3}: every board of those
 *       characters and sizes;</li>
 *   <li>trees: {@code VERTICES}, e.g. {@code 1..7}: every rooted tree with that many vertices, up to
 *       isomorphism (one per AHU canonical form; grown a leaf at a time from the smaller ones).</li>
 * </ul>
 *
 * At most {@value #MOST} positions: the count is known before any is made, so a table too large
 * is refused at once (the rooted trees, 1, 1, 2, 4, 9, 20, 48, … of OEIS A000081, are counted as
 * they grow). Cost: O(positions × size).
 */
public final class ShapePositions {
    /** The most positions a table of a shape holds. */
    public static final int MOST = 100_000;
    private static final int MOST_TREE_VERTICES = 14;

    private ShapePositions() {
    }

    /**
     * @param kind the shape
     * @param words the table's description, as above
     * @return the positions, in the order above, each as the words the game reads
     * @throws InvalidPositionException if the words do not describe a table of the shape, or it is too large
     */
    public static List<List<String>> of(ShapeKind kind, List<String> words) {
        return switch (kind) {
            case STRING -> strings(words);
            case LIST -> lists(words);
            case GRID -> grids(words);
            case TREE -> trees(words);
        };
    }

    private static List<List<String>> strings(List<String> words) {
        expect(words, 2, "error.shape.tableString");
        String alphabet = alphabet(words.get(0), "error.shape.tableString");
        TableRange lengths = TableRange.parse(words.get(1));
        count(lengths, alphabet.length(), words);
        List<List<String>> positions = new ArrayList<>();
        for (long length = lengths.from(); length <= lengths.to(); length++) {
            for (String text : words(alphabet, (int) length)) {
                positions.add(List.of(text.isEmpty() ? ShapeKind.EMPTY : text));
            }
        }
        return positions;
    }

    private static List<List<String>> lists(List<String> words) {
        expect(words, 2, "error.shape.tableList");
        TableRange values = TableRange.parse(words.get(0));
        TableRange lengths = TableRange.parse(words.get(1));
        count(lengths, values.size(), words);
        List<List<String>> positions = new ArrayList<>();
        for (long length = lengths.from(); length <= lengths.to(); length++) {
            long[] list = new long[(int) length];
            Arrays.fill(list, values.from());
            while (true) {
                List<String> position = new ArrayList<>();
                for (long number : list) {
                    position.add(Long.toString(number));
                }
                positions.add(position.isEmpty() ? List.of(ShapeKind.EMPTY) : position);
                int i = list.length - 1;
                while (i >= 0 && list[i] == values.to()) {
                    list[i--] = values.from();
                }
                if (i < 0) {
                    break;
                }
                list[i]++;
            }
        }
        return positions;
    }

    private static List<List<String>> grids(List<String> words) {
        expect(words, 3, "error.shape.tableGrid");
        String alphabet = alphabet(words.get(0), "error.shape.tableGrid");
        TableRange rows = TableRange.parse(words.get(1));
        TableRange columns = TableRange.parse(words.get(2));
        if (rows.from() < 1 || columns.from() < 1) {
            throw new InvalidPositionException("error.shape.tableGrid", String.join(" ", words));
        }
        List<List<String>> positions = new ArrayList<>();
        long total = 0;
        for (long r = rows.from(); r <= rows.to(); r++) {
            for (long c = columns.from(); c <= columns.to(); c++) {
                total += count(new TableRange(r * c, r * c), alphabet.length(), words);
                if (total > MOST) {
                    throw tooLarge(words);
                }
                for (String cells : words(alphabet, (int) (r * c))) {
                    List<String> grid = new ArrayList<>();
                    for (int row = 0; row < r; row++) {
                        grid.add(cells.substring((int) (row * c), (int) ((row + 1) * c)));
                    }
                    positions.add(grid);
                }
            }
        }
        return positions;
    }

    private static List<List<String>> trees(List<String> words) {
        expect(words, 1, "error.shape.tableTree");
        TableRange sizes = TableRange.parse(words.get(0));
        if (sizes.from() < 1 || sizes.to() > MOST_TREE_VERTICES) {
            throw new InvalidPositionException("error.shape.tableTree", String.join(" ", words));
        }
        List<List<String>> positions = new ArrayList<>();
        Set<Tree> level = new LinkedHashSet<>(List.of(Tree.ofParents(-1)));
        for (int size = 1; size <= sizes.to(); size++) {
            if (size >= sizes.from()) {
                for (Tree tree : level) {
                    positions.add(List.of(tree.toString().split(" ")));
                }
            }
            if (size < sizes.to()) {
                level = grown(level);
            }
        }
        return positions;
    }

    /** Every tree with one vertex more: a leaf added below each vertex of each tree, isomorphic ones once. */
    private static Set<Tree> grown(Set<Tree> trees) {
        Set<Tree> grown = new LinkedHashSet<>();
        for (Tree tree : trees) {
            int[] parent = new int[tree.size() + 1];
            for (int v = 0; v < tree.size(); v++) {
                parent[v] = tree.parent(v);
            }
            for (int v = 0; v < tree.size(); v++) {
                parent[tree.size()] = v;
                grown.add(Tree.ofParents(parent));
            }
        }
        return grown;
    }

    /** Every word of the given length over the alphabet, in its order. */
    private static List<String> words(String alphabet, int length) {
        List<String> words = new ArrayList<>(List.of(""));
        for (int i = 0; i < length; i++) {
            List<String> longer = new ArrayList<>(words.size() * alphabet.length());
            for (String word : words) {
                for (char c : alphabet.toCharArray()) {
                    longer.add(word + c);
                }
            }
            words = longer;
        }
        return words;
    }

    /** @return how many positions lengths of that range over that many symbols make; refused above {@link #MOST} */
    private static long count(TableRange lengths, long symbols, List<String> words) {
        long total = 0;
        for (long length = lengths.from(); length <= lengths.to(); length++) {
            long these = 1;
            for (long i = 0; i < length; i++) {
                these *= symbols;
                if (these > MOST) {
                    throw tooLarge(words);
                }
            }
            total += these;
            if (total > MOST) {
                throw tooLarge(words);
            }
        }
        return total;
    }

    private static String alphabet(String word, String key) {
        // Distinct characters, none a space; a string's are not the empty string's word either.
        boolean distinct = word.chars().distinct().count() == word.length();
        if (!distinct || word.chars().anyMatch(Character::isWhitespace) || key.endsWith("String") && word.contains(ShapeKind.EMPTY)) {
            throw new InvalidPositionException(key, word);
        }
        return word;
    }

    private static void expect(List<String> words, int count, String key) {
        if (words.size() != count) {
            throw new InvalidPositionException(key, String.join(" ", words));
        }
    }

    private static InvalidPositionException tooLarge(List<String> words) {
        return new InvalidPositionException("error.table.tooLarge", String.join(" ", words), MOST);
    }
}
