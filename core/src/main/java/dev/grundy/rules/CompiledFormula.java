package dev.grundy.rules;

/**
 * What a compiled {@link FormulaLine} extends: its expression becomes the body of the
 * {@code evaluate} of its arity. The result is boxed, a {@code Boolean} for a formula of P, a
 * {@code Number} for a formula of the value.
 */
public abstract class CompiledFormula {

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
        return switch (numbers.length) {
            case 1 -> evaluate(numbers[0]);
            case 2 -> evaluate(numbers[0], numbers[1]);
            default -> evaluate(numbers[0], numbers[1], numbers[2]);
        };
    }
}
