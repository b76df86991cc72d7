package dev.grundy.pattern;

import dev.grundy.text.InvalidPositionException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The numbers from {@code from} to {@code to}, both included, written {@code 0..30}.
 *
 * @param from the first number, at least 0
 * @param to the last number, at least from
 */
public record TableRange(long from, long to) {
    private static final Pattern WRITTEN = Pattern.compile("(\\d{1,18})\\.\\.(\\d{1,18})");

    /** @throws InvalidPositionException if from is negative or the range is upside down */
    public TableRange {
        if (from < 0 || to < from) {
            throw new InvalidPositionException("error.table.range", from + ".." + to);
        }
    }

    /**
     * @param text a range as written, e.g. {@code 1..100}
     * @return it
     * @throws InvalidPositionException if it is not {@code FROM..TO} with 0 ≤ FROM ≤ TO
     */
    public static TableRange parse(String text) {
        Matcher written = WRITTEN.matcher(text.strip());
        if (!written.matches()) {
            throw new InvalidPositionException("error.table.range", text);
        }
        return new TableRange(Long.parseLong(written.group(1)), Long.parseLong(written.group(2)));
    }

    /** @param text a word @return true when it looks like a range rather than a game */
    public static boolean looksLikeRange(String text) {
        return text.contains("..");
    }

    /** @return how many numbers it holds */
    public long size() {
        return to - from + 1;
    }

    @Override
    public String toString() {
        return from + ".." + to;
    }
}
