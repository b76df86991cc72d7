package dev.grundy.pattern;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;
import dev.grundy.rules.CompiledFormula;

import java.math.BigInteger;

/**
 * A person's conjecture checked on every position of a table, in index order: a formula that gives
 * a whole number is compared with the value, one that gives a boolean with "is a P-position". The
 * first position where they differ is the counterexample. O(table) evaluations of the formula.
 */
public final class FormulaCheck {
    private FormulaCheck() {
    }

    /**
     * The outcome of a check.
     *
     * @param counterexample the first position where the formula is wrong, −1 when it holds everywhere
     * @param said what the formula gave there
     */
    public record Result(int counterexample, Object said) {
        /** @return true when the formula holds on every position */
        public boolean holds() {
            return counterexample < 0;
        }

        /**
         * @param table the table checked
         * @return the outcome in words
         */
        public Phrase says(ValueTable table) {
            if (holds()) {
                return Phrase.of("check.holds", table.size(), table.written());
            }
            long value = table.value(counterexample);
            return Phrase.of(said instanceof Boolean ? "check.failsP" : "check.fails",
                    position(table.numbers(counterexample)), value, Phrase.of(value == 0 ? "check.p" : "check.n"), said);
        }
    }

    /**
     * @param table the values
     * @param formula the conjecture, of as many numbers as the table's positions have
     * @return where it fails first, or that it holds everywhere
     * @throws InvalidPositionException if the formula throws, or gives neither a whole number nor a boolean
     */
    public static Result check(ValueTable table, CompiledFormula formula) {
        for (int i = 0; i < table.size(); i++) {
            long[] numbers = table.numbers(i);
            Object said;
            try {
                said = formula.at(numbers);
            } catch (RuntimeException | StackOverflowError e) {
                String message = e.getMessage();
                String what = e.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
                throw new InvalidPositionException("error.check.threw", what, position(numbers));
            }
            if (!agrees(said, table.value(i))) {
                return new Result(i, said);
            }
        }
        return new Result(-1, null);
    }

    /** @return true when what a formula gave agrees with the value: the same number, or P exactly when the value is 0 */
    static boolean agrees(Object said, long value) {
        if (said instanceof Boolean p) {
            return p == (value == 0);
        }
        if (said instanceof Long || said instanceof Integer || said instanceof Short || said instanceof Byte) {
            return ((Number) said).longValue() == value;
        }
        if (said instanceof BigInteger big) {
            return big.equals(BigInteger.valueOf(value));
        }
        throw new InvalidPositionException("error.check.type", said == null ? "null" : said.getClass().getSimpleName());
    }

    /** @return the position as its named numbers, {@code n = 7} or {@code (a, b) = (3, 5)} */
    static String position(long[] numbers) {
        if (numbers.length == 1) {
            return "n = " + numbers[0];
        }
        String names = numbers.length == 2 ? "(a, b)" : "(a, b, c)";
        StringBuilder values = new StringBuilder();
        for (long number : numbers) {
            values.append(values.length() == 0 ? "" : ", ").append(number);
        }
        return names + " = (" + values + ")";
    }
}
