package dev.grundy.rules;

import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a compiled {@link FormulaLine} extends: its expression becomes the body of the
 * {@code evaluate} of its arity. The result is boxed, a {@code Boolean} for a formula of P, a
 * {@code Number} for a formula of the value. Not thread-safe.
 */
public abstract class CompiledFormula {
    /** How the formula is named in messages. */
    private static final String WHO = "--check";
    private static final Function<long[], String> WORDS =
            numbers -> Arrays.stream(numbers).mapToObj(Long::toString).collect(Collectors.joining(" "));

    // Each evaluation is recorded while it runs, for a watchdog: a formula may loop.
    private final CodeCall call = new CodeCall(WHO, CodeCall.Kind.FORMULA, null);

    /** The formula of one number; overridden by the compiled formula of that arity. */
    protected Object evaluate(long n) {
        throw new IllegalStateException("a formula of one number");
    }

    /** The formula of two numbers; overridden by the compiled formula of that arity. */
    protected Object evaluate(long a, long b) {
        throw new IllegalStateException("a formula of two numbers");
    }

    /** The formula of three numbers; overridden by the compiled formula of that arity. */
    protected Object evaluate(long a, long b, long c) {
        throw new IllegalStateException("a formula of three numbers");
    }

    /**
     * @param numbers a position's numbers, as many as the formula's arity
     * @return the formula's result there
     */
    public final Object at(long[] numbers) {
        call.enter(WHO, CodeCall.Kind.FORMULA, numbers, WORDS);
        try {
            return switch (numbers.length) {
                case 1 -> evaluate(numbers[0]);
                case 2 -> evaluate(numbers[0], numbers[1]);
                default -> evaluate(numbers[0], numbers[1], numbers[2]);
            };
        } finally {
            call.exit();
        }
    }
}
