package dev.grundy.rules;

import dev.grundy.core.Move;
import dev.grundy.text.InvalidPositionException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The eight symmetries of a board (the dihedral group of the square: the identity, three
 * rotations, four reflections), as a transpose followed by flips of the rows and of the columns;
 * a board's canonical form under them; and the check of a line declared {@code @Symmetric}.
 *
 * <p>A memo may merge a board with its images only when the rule commutes with the symmetries:
 * the options of a turned board are the turned options. Grundy cannot know that of a line, so a
 * line that declares it is tried first on every board of 1 to {@value #LARGEST} rows and columns
 * over the characters it names (its char literals; {@code .} and {@code #} when it names fewer than
 * two), at most {@value #MOST_BOARDS} boards a size, each under all eight symmetries: O(boards ×
 * 8 × the line's work on a board). Non-square boards are turned into their transposes too, so a
 * 2×3 board and its 3×2 image also share an entry.
 */
final class GridSymmetry {
    /** The most rows and columns of the boards a declaration is checked on. */
    static final int LARGEST = 3;
    /** The most boards of one size checked; a larger alphabet checks the smaller sizes only. */
    static final int MOST_BOARDS = 20_000;
    private static final int SYMMETRIES = 8;
    private static final Pattern CHAR_LITERAL = Pattern.compile("'(\\\\u[0-9A-Fa-f]{4}|\\\\.|[^'\\\\])'");

    private GridSymmetry() {
    }

    /**
     * @param rows a board
     * @param symmetry 0 to 7: bit 4 transposes, then bit 2 reverses the rows' order, bit 1 each row
     * @return the board turned
     */
    static char[][] turned(char[][] rows, int symmetry) {
        int height = rows.length;
        int width = height == 0 ? 0 : rows[0].length;
        boolean transpose = (symmetry & 4) != 0;
        char[][] turned = new char[transpose ? width : height][transpose ? height : width];
        for (int r = 0; r < turned.length; r++) {
            for (int c = 0; c < turned[r].length; c++) {
                int row = (symmetry & 2) != 0 ? turned.length - 1 - r : r;
                int column = (symmetry & 1) != 0 ? turned[r].length - 1 - c : c;
                turned[r][c] = transpose ? rows[column][row] : rows[row][column];
            }
        }
        return turned;
    }

    /** @param rows a board @return the least, as words, of its eight images: equal for boards equal under a symmetry */
    static String canonical(char[][] rows) {
        String least = null;
        for (int symmetry = 0; symmetry < SYMMETRIES; symmetry++) {
            String words = CharGrid.words(turned(rows, symmetry));
            if (least == null || words.compareTo(least) < 0) {
                least = words;
            }
        }
        return least;
    }

    /**
     * @param rules a line over grids
     * @throws InvalidPositionException naming the first small board whose turned options are not the options of the turned board
     */
    static void check(ShapeRules rules) {
        char[] alphabet = alphabet(rules.line().body());
        for (int height = 1; height <= LARGEST; height++) {
            for (int width = 1; width <= LARGEST; width++) {
                double boards = Math.pow(alphabet.length, height * width);
                for (int index = 0; boards <= MOST_BOARDS && index < boards; index++) {
                    checkBoard(rules, board(alphabet, height, width, index));
                }
            }
        }
    }

    private static void checkBoard(ShapeRules rules, char[][] board) {
        List<List<String>> options = options(rules, board, 0);
        for (int symmetry = 1; symmetry < SYMMETRIES; symmetry++) {
            char[][] turned = turned(board, symmetry);
            List<List<String>> expected = options(rules, board, symmetry);
            List<List<String>> found = options(rules, turned, 0);
            if (!expected.equals(found)) {
                throw new InvalidPositionException("error.shape.notSymmetric", ShapeLineText.SYMMETRIC, CharGrid.words(board),
                        CharGrid.words(turned), options.size(), found.size());
            }
        }
    }

    /** @return the options of the board, each part turned by the symmetry, sorted so that their order does not count */
    private static List<List<String>> options(ShapeRules rules, char[][] board, int symmetry) {
        List<List<String>> options = new ArrayList<>();
        for (Move<Object> move : rules.moves(new CharGrid(board))) {
            List<String> turned = new ArrayList<>();
            for (Object part : move.to()) {
                turned.add(CharGrid.words(turned(((CharGrid) part).rows(), symmetry)));
            }
            Collections.sort(turned);
            options.add(turned);
        }
        options.sort((a, b) -> a.toString().compareTo(b.toString()));
        return options;
    }

    private static char[][] board(char[] alphabet, int height, int width, int index) {
        char[][] board = new char[height][width];
        int rest = index;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                board[r][c] = alphabet[rest % alphabet.length];
                rest /= alphabet.length;
            }
        }
        return board;
    }

    /** @return the characters the body's char literals name, or {@code .} and {@code #} added when it names fewer than two */
    static char[] alphabet(String body) {
        Set<Character> named = new LinkedHashSet<>();
        Matcher literal = CHAR_LITERAL.matcher(body);
        while (literal.find()) {
            char character = unescaped(literal.group(1));
            if (!Character.isWhitespace(character)) {
                named.add(character);
            }
        }
        if (named.size() < 2) {
            named.add('.');
            named.add('#');
        }
        char[] alphabet = new char[named.size()];
        int i = 0;
        for (char c : named) {
            alphabet[i++] = c;
        }
        return alphabet;
    }

    private static char unescaped(String literal) {
        if (literal.length() == 1) {
            return literal.charAt(0);
        }
        // An escape names a quote, a backslash or a control character; only \\uXXXX can name a board's character.
        return literal.startsWith("\\u") ? (char) Integer.parseInt(literal.substring(2), 16) : literal.charAt(1);
    }
}
