package dev.grundy.heap;

import dev.grundy.text.InvalidPositionException;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * Take-and-break codes in the standard notation d0.d1d2…dt (Winning Ways, ch. 4), read and
 * written: digit d_k says what removing k tokens may leave — bit 1 no heap, bit 2 one heap, bit 4
 * two non-empty heaps, bit 8 three (hexadecimal digits) — and d0 what a split without removing may
 * leave (4: two heaps, 8: three). Octal codes are those of digits 0–7. O(t) either way.
 */
public final class OctalCode {
    /** A digit's bit for leaving no heap. */
    static final int LEAVE_NONE = 1;
    /** A digit's bit for leaving one heap. */
    static final int LEAVE_ONE = 2;
    /** A digit's bit for leaving two non-empty heaps. */
    static final int LEAVE_TWO = 4;
    /** A digit's bit for leaving three non-empty heaps. */
    static final int LEAVE_THREE = 8;

    private OctalCode() {
    }

    /**
     * @param code a code such as {@code 0.77}, {@code .6}, {@code 4.7} or {@code 0.F}
     * @return its digits d0 … dt, without trailing zeros after the point
     * @throws InvalidPositionException if the code is not of that form, or d0 asks for something
     *     the notation cannot mean (removing no tokens and leaving no heap or one heap)
     * @throws NullPointerException if code is null
     */
    public static int[] digits(String code) {
        Objects.requireNonNull(code, "code");
        String trimmed = code.strip();
        int point = trimmed.indexOf('.');
        String whole = point < 0 ? "" : trimmed.substring(0, point);
        String fraction = point < 0 ? "" : trimmed.substring(point + 1);
        if (point < 0 || whole.length() > 1 || fraction.isEmpty() || !hexDigits(whole + fraction)) {
            throw new InvalidPositionException("error.octalCode", code);
        }
        int[] digits = new int[fraction.length() + 1];
        digits[0] = whole.isEmpty() ? 0 : Character.digit(whole.charAt(0), 16);
        if ((digits[0] & (LEAVE_NONE | LEAVE_ONE)) != 0) {
            throw new InvalidPositionException("error.octalWhole", code);
        }
        for (int k = 1; k < digits.length; k++) {
            digits[k] = Character.digit(fraction.charAt(k - 1), 16);
        }
        int last = digits.length - 1;
        while (last > 0 && digits[last] == 0) {
            last--;
        }
        return Arrays.copyOf(digits, last + 1);
    }

    /**
     * @param digits d0 … dt
     * @return the code in the standard notation, e.g. {@code 0.77}; {@code 4.0} when t = 0
     */
    public static String written(int[] digits) {
        StringBuilder code = new StringBuilder().append(Integer.toHexString(digits[0]).toUpperCase(Locale.ROOT)).append('.');
        for (int k = 1; k < digits.length; k++) {
            code.append(Integer.toHexString(digits[k]).toUpperCase(Locale.ROOT));
        }
        return digits.length == 1 ? code.append('0').toString() : code.toString();
    }

    private static boolean hexDigits(String text) {
        return !text.isEmpty() && text.chars().allMatch(c -> c < 128 && Character.digit(c, 16) >= 0);
    }
}
