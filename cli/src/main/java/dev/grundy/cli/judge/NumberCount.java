package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many numbers a drawn component has ({@code --numbers 1..5} or {@code --numbers 2}), or how
 * many components a drawn sum has ({@code --components 0..5}).
 *
 * @param fewest the fewest, at least 0
 * @param most the most
 */
record NumberCount(int fewest, int most) {
    /** The most numbers a position may have: a line of a contest's input, not a file of its own. */
    static final int LARGEST = 1000;

    private static final Pattern RANGE = Pattern.compile("(\\d{1,9})(?:\\.\\.(\\d{1,9}))?");

    /**
     * @param written {@code A..B} or {@code A}
     * @return the range
     * @throws GrundyException unless 1 ≤ A ≤ B ≤ {@value #LARGEST}
     */
    static NumberCount parse(String written) {
        return parse(written, 1, "judge.error.numbers");
    }

    /**
     * @param written {@code A..B} or {@code A}
     * @return the range
     * @throws GrundyException unless 0 ≤ A ≤ B ≤ {@value #LARGEST}
     */
    static NumberCount parseComponents(String written) {
        return parse(written, 0, "judge.error.components");
    }

    private static NumberCount parse(String written, int least, String error) {
        Matcher matcher = RANGE.matcher(written.strip());
        if (matcher.matches()) {
            int fewest = Integer.parseInt(matcher.group(1));
            int most = matcher.group(2) == null ? fewest : Integer.parseInt(matcher.group(2));
            if (least <= fewest && fewest <= most && most <= LARGEST) {
                return new NumberCount(fewest, most);
            }
        }
        throw new GrundyException(CliText.of(error, Excerpt.of(written), LARGEST));
    }

    /** @return true when the count is one number */
    boolean single() {
        return fewest == most;
    }

    /** @return {@code 1..5}, or {@code 2} for a single count */
    @Override
    public String toString() {
        return single() ? String.valueOf(fewest) : fewest + ".." + most;
    }
}
