package dev.grundy.text;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * What a message may quote of a person's input or of a file: a short excerpt, escaped. A line of
 * 100 MB stays a line of a hundred characters, and nothing quoted can drive a terminal: control
 * characters (escape sequences among them), invisible format characters such as the bidirectional
 * overrides, line separators and lone surrogates are written as Java escapes ({@code \u001B},
 * {@code \n}).
 *
 * <p>An excerpt is at most {@value #MOST} characters once escaped. Longer text keeps its first
 * {@value #HEAD} and last {@value #TAIL} characters, joined by {@code …}: the start says what it
 * is, the end where it ends (a file's name, a number's last digits). Escapes are never cut in half.
 */
public final class Excerpt {
    /** The most characters an excerpt has. */
    public static final int MOST = 100;
    /** Characters kept from the start of a longer text. */
    public static final int HEAD = 60;
    /** Characters kept from its end. */
    public static final int TAIL = 30;

    /** Bytes of UTF-8 that always decode to more than HEAD characters once escaped: 3 bytes give at least one. */
    private static final int BYTES_KEPT = 3 * (HEAD + 1);

    private Excerpt() {
    }

    /**
     * @param text any text
     * @return the text as it may be quoted: escaped, and shortened when long
     */
    public static String of(String text) {
        if (prefixEnd(text, MOST) == text.length()) {
            return escape(text);
        }
        return escape(text.substring(0, prefixEnd(text, HEAD))) + "…" + escape(text.substring(suffixStart(text, TAIL)));
    }

    /**
     * Quotes part of a buffer of UTF-8 without decoding more of it than the excerpt needs.
     *
     * @param utf8 bytes of UTF-8 text, possibly malformed
     * @param start the first byte quoted
     * @param end the byte after the last
     * @return the excerpt, the same as {@link #of(String)} gives for the decoded text
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
        return escape(head.substring(0, prefixEnd(head, HEAD))) + "…" + escape(tail.substring(suffixStart(tail, TAIL)));
    }

    /**
     * @param text any text
     * @return true when the text would be quoted as it is
     */
    public static boolean isSafe(String text) {
        return text.length() <= MOST && text.codePoints().noneMatch(Excerpt::needsEscape);
    }

    /** @return where the text's first code points end, as many as fit in {@code most} characters once escaped */
    private static int prefixEnd(String text, int most) {
        int length = 0;
        int i = 0;
        while (i < text.length()) {
            int c = text.codePointAt(i);
            length += escape(c).length();
            if (length > most) {
                break;
            }
            i += Character.charCount(c);
        }
        return i;
    }

    /** @return where the text's last code points start, as many as fit in {@code most} characters once escaped */
    private static int suffixStart(String text, int most) {
        int length = 0;
        int i = text.length();
        while (i > 0) {
            int c = text.codePointBefore(i);
            length += escape(c).length();
            if (length > most) {
                break;
            }
            i -= Character.charCount(c);
        }
        return i;
    }

    private static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> escaped.append(escape(c)));
        return escaped.toString();
    }

    private static String escape(int c) {
        switch (c) {
            case '\n' -> {
                return "\\n";
            }
            case '\r' -> {
                return "\\r";
            }
            case '\t' -> {
                return "\\t";
            }
            default -> {
                if (!needsEscape(c)) {
                    return new String(Character.toChars(c));
                }
                StringBuilder units = new StringBuilder(12);
                for (char unit : Character.toChars(c)) {
                    units.append(String.format(Locale.ROOT, "\\u%04X", (int) unit));
                }
                return units.toString();
            }
        }
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
