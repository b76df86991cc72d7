package dev.grundy.cli.option;

import java.util.Locale;

/** A size of memory as a person writes it: bytes, or a number with k, m or g (1024-based), e.g. 512m or 2g. */
public final class MemorySize {
    private MemorySize() {
    }

    /**
     * @param text the size as written
     * @return the bytes, or -1 when the text is no size
     */
    public static long parse(String text) {
        String size = text.trim().toLowerCase(Locale.ROOT);
        int shift = size.endsWith("k") ? 10 : size.endsWith("m") ? 20 : size.endsWith("g") ? 30 : 0;
        String digits = shift == 0 ? size : size.substring(0, size.length() - 1);
        if (digits.isEmpty() || digits.length() > 12 || !digits.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        long bytes = Long.parseLong(digits) << shift;
        return bytes > 0 ? bytes : -1;
    }
}
