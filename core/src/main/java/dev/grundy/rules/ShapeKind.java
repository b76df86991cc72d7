package dev.grundy.rules;

import java.util.List;

/**
 * The shapes of positions a one-line game may have besides one to three numbers, each picked by
 * the type its line declares: {@code (String s) -> …}, {@code (long[] a) -> …},
 * {@code (char[][] g) -> …}, {@code (Tree t) -> …}. Each says how a position is written in words
 * (so that it can be typed, summed with other games and printed), what the line is given (a copy,
 * which it may change freely) and how what a move gives becomes a position, remembered by value.
 * A position holds at most {@value #MOST} characters, numbers, cells or vertices.
 */
public enum ShapeKind {
    /** A string, one word without spaces. */
    STRING("String") {
        @Override
        Object position(Object given) {
            String text = (String) given;
            bounded(text.length());
            if (!text.isEmpty() && (text.equals(EMPTY) || text.chars().anyMatch(Character::isWhitespace))) {
                throw new IllegalArgumentException("a string position has no spaces and is not '" + EMPTY + "' (the empty string's word)");
            }
            return text;
        }

        @Override
        Object parse(List<String> words) {
            if (words.size() != 1) {
                throw new IllegalArgumentException("a position is one word, the string (" + EMPTY + " for the empty string), got " + words.size() + " words");
            }
            return position(words.get(0).equals(EMPTY) ? "" : words.get(0));
        }

        @Override
        String format(Object position) {
            String text = (String) position;
            return text.isEmpty() ? EMPTY : text;
        }
    },
    /** A list of whole numbers, one position (not a sum). */
    LIST("long[]") {
        @Override
        Object position(Object given) {
            long[] numbers = (long[]) given;
            bounded(numbers.length);
            return new NumberList(numbers);
        }

        @Override
        Object argument(Object position) {
            return ((NumberList) position).numbers();
        }

        @Override
        Object parse(List<String> words) {
            if (words.equals(List.of(EMPTY))) {
                return position(new long[0]);
            }
            long[] numbers = new long[words.size()];
            for (int i = 0; i < numbers.length; i++) {
                try {
                    numbers[i] = Long.parseLong(words.get(i));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("a position is whole numbers (" + EMPTY + " for the empty list), got '" + words.get(i) + "'");
                }
            }
            return position(numbers);
        }
    },
    /** A board of characters, rows of equal length. */
    GRID("char[][]") {
        @Override
        Object position(Object given) {
            char[][] rows = (char[][]) given;
            for (char[] row : rows) {
                if (row == null || row.length != rows[0].length) {
                    throw new IllegalArgumentException("the rows of a grid have one length");
                }
            }
            bounded(rows.length == 0 ? 0 : (long) rows.length * rows[0].length);
            return new CharGrid(rows);
        }

        @Override
        Object argument(Object position) {
            return ((CharGrid) position).rows();
        }

        @Override
        Object parse(List<String> words) {
            if (words.equals(List.of(EMPTY))) {
                return position(new char[0][]);
            }
            char[][] rows = new char[words.size()][];
            for (int r = 0; r < rows.length; r++) {
                rows[r] = words.get(r).toCharArray();
                if (rows[r].length != rows[0].length) {
                    throw new IllegalArgumentException("a position is the grid's rows, one word each and all of one length, got "
                            + String.join(" ", words));
                }
            }
            return position(rows);
        }
    },
    /** A rooted tree, remembered by its canonical form. */
    TREE("Tree") {
        @Override
        Object position(Object given) {
            return given;
        }

        @Override
        Object parse(List<String> words) {
            if (words.equals(List.of("1"))) {
                return Tree.ofParents(-1);
            }
            int[][] edges = new int[words.size()][];
            for (int i = 0; i < edges.length; i++) {
                String[] ends = words.get(i).split("-", -1);
                try {
                    if (ends.length != 2) {
                        throw new NumberFormatException();
                    }
                    edges[i] = new int[] {Integer.parseInt(ends[0]) - 1, Integer.parseInt(ends[1]) - 1};
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("a position is the tree's edges U-V, its vertices numbered from 1 and "
                            + "rooted at 1 (1 alone for one vertex), got '" + words.get(i) + "'");
                }
            }
            return Tree.ofEdges(words.size() + 1, edges);
        }
    };

    /** The word of the empty string, list or grid. */
    public static final String EMPTY = "-";
    /** The most characters, numbers, cells or vertices a position may hold. */
    public static final int MOST = Tree.MOST_VERTICES;

    private final String type;

    ShapeKind(String type) {
        this.type = type;
    }

    /** @return the Java type a line declares for this shape */
    public String type() {
        return type;
    }

    /**
     * @param type a declared type, e.g. {@code String}
     * @return its shape, or null when none has that type
     */
    public static ShapeKind ofType(String type) {
        String compact = type.replaceAll("\\s+", "");
        for (ShapeKind kind : values()) {
            if (kind.type.equals(compact)) {
                return kind;
            }
        }
        return null;
    }

    /** @return the Java class of what the line is given and what its moves give */
    Class<?> javaClass() {
        return switch (this) {
            case STRING -> String.class;
            case LIST -> long[].class;
            case GRID -> char[][].class;
            case TREE -> Tree.class;
        };
    }

    /**
     * @param given what a move gave, of {@link #javaClass}
     * @return the position it is, remembered by value
     * @throws IllegalArgumentException if it is too large or not a position of the shape
     */
    abstract Object position(Object given);

    /** @param position a position @return what the line is given for it: a copy where the type is mutable */
    Object argument(Object position) {
        return position;
    }

    /** @param words a position's words @return the position @throws IllegalArgumentException if they are none */
    abstract Object parse(List<String> words);

    /** @param position a position @return its words, which {@link #parse} reads back */
    String format(Object position) {
        return position.toString();
    }

    private static void bounded(long size) {
        if (size > MOST) {
            throw new IllegalArgumentException("a position holds at most " + MOST + " characters, numbers, cells or vertices, got " + size);
        }
    }
}
