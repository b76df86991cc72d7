package dev.grundy.cli.judge;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Whole numbers on a line a program printed, read as a checker reads them (testlib's {@code readInt}): optional sign, digits. */
final class WholeNumbers {
    private static final Pattern WHOLE = Pattern.compile("[-+]?\\d{1,1000}");

    private WholeNumbers() {
    }

    /**
     * @param line a line
     * @return its one whole number, or null when it holds anything else
     */
    static BigInteger read(String line) {
        List<BigInteger> numbers = readAll(line);
        return numbers != null && numbers.size() == 1 ? numbers.get(0) : null;
    }

    /**
     * @param line a line
     * @return its whole numbers, separated by white space, or null when it holds anything else
     */
    static List<BigInteger> readAll(String line) {
        String stripped = line.strip();
        List<BigInteger> numbers = new ArrayList<>();
        if (stripped.isEmpty()) {
            return numbers;
        }
        for (String word : stripped.split("\\s+")) {
            if (!WHOLE.matcher(word).matches()) {
                return null;
            }
            numbers.add(new BigInteger(word));
        }
        return numbers;
    }
}
