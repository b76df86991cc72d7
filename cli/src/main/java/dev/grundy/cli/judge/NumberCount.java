package dev.grundy.cli.judge;

import dev.grundy.cli.CliText;
import dev.grundy.core.Excerpt;
import dev.grundy.core.GrundyException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many numbers a drawn position has ({@code --numbers 1..5} or {@code --numbers 2}).
 *
 * @param fewest the fewest, at least 1
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
        Matcher matcher = RANGE.matcher(written.strip());
        if (matcher.matches()) {
            int fewest = Integer.parseInt(matcher.group(1));
            int most = matcher.group(2) == null ? fewest : Integer.parseInt(matcher.group(2));
            if (1 <= fewest && fewest <= most && most <= LARGEST) {
                return new NumberCount(fewest, most);
            }
        }
        throw new GrundyException(CliText.of("judge.error.numbers", Excerpt.of(written), LARGEST));
    }

    /** @return {@code 1..5}, or {@code 2} for a single count */
    @Override
    public String toString() {
        return fewest == most ? String.valueOf(fewest) : fewest + ".." + most;
    }
}
