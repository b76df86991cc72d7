package dev.grundy.core;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * What a message may quote of a person's input or of a file: a short excerpt, escaped. A line of
 * 100 MB stays a line of a hundred characters, and nothing quoted can drive a terminal: control
 * characters (escape sequences among them), invisible format characters such as the bidirectional
 * overrides, line separators and lone surrogates are written as Java escapes ({@code \u001B},
 * {@code \n}).
 *
 * <p>Text longer than {@value #MOST} code points keeps its first {@value #HEAD} and last
 * {@value #TAIL}, joined by {@code …}: the start says what it is, the end where it ends (a file's
 * name, a number's last digits).
 */
public final class Excerpt {
    /** The most code points quoted whole. */
    public static final int MOST = 100;
    /** Code points kept from the start of a longer text. */
    public static final int HEAD = 60;
    /** Code points kept from its end. */
    public static final int TAIL = 30;

    /** Enough bytes of UTF-8 for HEAD or TAIL code points, at most four bytes each. */
    private static final int BYTES_KEPT = 4 * HEAD;

    private Excerpt() {
    }

    /**
     * @param text any text
     * @return the text as it may be quoted: escaped, and shortened when long
     */
    public static String of(String text) {
        int length = text.codePointCount(0, text.length());
        if (length <= MOST) {
            return escape(text);
        }
        int headEnd = text.offsetByCodePoints(0, HEAD);
        int tailStart = text.offsetByCodePoints(text.length(), -TAIL);
        return escape(text.substring(0, headEnd)) + "…" + escape(text.substring(tailStart));
    }

    /**
     * Quotes part of a buffer of UTF-8 without decoding more of it than the excerpt needs.
     *
     * @param utf8 bytes of UTF-8 text, possibly malformed
     * @param start the first byte quoted
     * @param end the byte after the last
     * @return the excerpt
     */
    public static String of(byte[] utf8, int start, int end) {
        if (end - start <= 2 * BYTES_KEPT) {
            return of(new String(utf8, start, end - start, StandardCharsets.UTF_8));
        }
        int headEnd = start + BYTES_KEPT;
        while (headEnd > start && isContinuation(utf8[headEnd])) {
            headEnd--;
        }
        int tailStart = end - BYTES_KEPT;
        while (tailStart < end && isContinuation(utf8[tailStart])) {
            tailStart++;
        }
        String head = new String(utf8, start, headEnd - start, StandardCharsets.UTF_8);
        String tail = new String(utf8, tailStart, end - tailStart, StandardCharsets.UTF_8);
        return escape(head.substring(0, head.offsetByCodePoints(0, Math.min(HEAD, head.codePointCount(0, head.length())))))
                + "…" + escape(tail.substring(tail.offsetByCodePoints(tail.length(),
                -Math.min(TAIL, tail.codePointCount(0, tail.length())))));
    }

    /**
     * @param text any text
     * @return true when the text would be quoted as it is
     */
    public static boolean isSafe(String text) {
        return text.length() <= MOST && text.codePoints().noneMatch(Excerpt::needsEscape);
    }

    private static String escape(String text) {
        if (text.codePoints().noneMatch(Excerpt::needsEscape)) {
            return text;
        }
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case '\t' -> escaped.append("\\t");
                default -> {
                    if (needsEscape(c)) {
                        for (char unit : Character.toChars(c)) {
                            escaped.append(String.format(Locale.ROOT, "\\u%04X", (int) unit));
                        }
                    } else {
                        escaped.appendCodePoint(c);
                    }
                }
            }
        });
        return escaped.toString();
    }

    private static boolean needsEscape(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE -> true;
            default -> false;
        };
    }

    private static boolean isContinuation(byte b) {
        return (b & 0xC0) == 0x80;
    }
}
