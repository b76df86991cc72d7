package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Keeps a person's line inside the method it is compiled into: before javac sees it, the line is
 * read as Java tokens (strings, text blocks, characters and comments skipped as javac would) and
 * refused when a bracket closes one it did not open, when one it opened is left open, when a string
 * or comment runs to its end, or when it holds a Unicode escape ({@code \u007d} is a {@code '}'} to
 * javac before it parses). So a line cannot end its method and add a static initialiser, a member
 * or a class of its own that would run or exist outside it. One pass, linear in the line's length.
 */
final class ConfinedBody {
    private static final String OPENS = "({[";
    private static final String CLOSES = ")}]";

    private final String text;
    private final int start;
    private int at;

    private ConfinedBody(String text, int start) {
        this.text = text;
        this.start = start;
        this.at = start;
    }

    /**
     * @param text the person's whole line
     * @param start where the body, the part set inside the method, starts in it
     * @throws InvalidPositionException naming the column of the first thing that could leave the method
     */
    static void check(String text, int start) {
        new ConfinedBody(text, start).scan();
    }

    private void scan() {
        refuseUnicodeEscapes();
        Deque<Integer> open = new ArrayDeque<>();
        while (at < text.length()) {
            char c = text.charAt(at);
            if (text.startsWith("\"\"\"", at)) {
                skipPast("\"\"\"", at + 3, true);
            } else if (c == '"' || c == '\'') {
                skipQuoted(c);
            } else if (text.startsWith("//", at)) {
                skipLineComment();
            } else if (text.startsWith("/*", at)) {
                skipPast("*/", at + 2, false);
            } else if (OPENS.indexOf(c) >= 0) {
                open.push(at++);
            } else if (CLOSES.indexOf(c) >= 0) {
                if (open.isEmpty() || OPENS.indexOf(text.charAt(open.peek())) != CLOSES.indexOf(c)) {
                    throw refused("error.code.closes", c, at);
                }
                open.pop();
                at++;
            } else {
                at++;
            }
        }
        if (!open.isEmpty()) {
            int first = open.peekLast();
            throw refused("error.code.leavesOpen", text.charAt(first), first);
        }
    }

    /** javac turns {@code \}{@code uXXXX} into its character before anything else, inside strings and comments too. */
    private void refuseUnicodeEscapes() {
        int backslashes = 0;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                backslashes++;
            } else {
                if (c == 'u' && backslashes % 2 == 1) {
                    throw new InvalidPositionException("error.code.unicode", i, text);
                }
                backslashes = 0;
            }
        }
    }

    /** A string or a character, whose escapes are a backslash and one more character. */
    private void skipQuoted(char quote) {
        int from = at;
        at++;
        while (at < text.length() && text.charAt(at) != quote && !lineEnd(text.charAt(at))) {
            at += text.charAt(at) == '\\' ? 2 : 1;
        }
        if (at >= text.length() || text.charAt(at) != quote) {
            throw new InvalidPositionException("error.code.unterminated", from + 1, text);
        }
        at++;
    }

    private void skipPast(String end, int from, boolean escapes) {
        int opened = at;
        int i = from;
        while (i < text.length() && !text.startsWith(end, i)) {
            i += escapes && text.charAt(i) == '\\' ? 2 : 1;
        }
        if (i >= text.length()) {
            throw new InvalidPositionException("error.code.unterminated", opened + 1, text);
        }
        at = i + end.length();
    }

    private void skipLineComment() {
        while (at < text.length() && !lineEnd(text.charAt(at))) {
            at++;
        }
    }

    private static boolean lineEnd(char c) {
        return c == '\n' || c == '\r';
    }

    private InvalidPositionException refused(String key, char bracket, int column) {
        return new InvalidPositionException(key, String.valueOf(bracket), column + 1, text);
    }
}
