package dev.grundy.rules;

/**
 * What a compiled {@link ShapeFormulaLine} extends: its expression becomes the body of the
 * {@code evaluate} of its shape's type. The result is boxed, a {@code Boolean} for a formula of P,
 * a {@code Number} for a formula of the value. Not thread-safe.
 */
public abstract class ShapeFormula {
    /** How the formula is named in messages. */
    private static final String WHO = "--check";

    // Each evaluation is recorded while it runs, for a watchdog: a formula may loop.
    private final CodeCall call = new CodeCall(WHO, CodeCall.Kind.FORMULA, null);

    /** The formula of a string; overridden by the compiled formula of that type. @param s the string */
    protected Object evaluate(String s) {
        throw new IllegalStateException("a formula of strings");
    }

    /** The formula of a list; overridden by the compiled formula of that type. @param a the list, a copy */
    protected Object evaluate(long[] a) {
        throw new IllegalStateException("a formula of lists");
    }

    /** The formula of a grid; overridden by the compiled formula of that type. @param g the rows, a copy */
    protected Object evaluate(char[][] g) {
        throw new IllegalStateException("a formula of grids");
    }

    /** The formula of a tree; overridden by the compiled formula of that type. @param t the tree */
    protected Object evaluate(Tree t) {
        throw new IllegalStateException("a formula of trees");
    }

    /**
     * @param rules the game whose position it is
     * @param position a position of the game
     * @return the formula's result there
     */
    public final Object at(ShapeRules rules, Object position) {
        call.enter(WHO, CodeCall.Kind.FORMULA, position, rules::format);
        try {
            Object argument = rules.kind().argument(position);
            return switch (rules.kind()) {
                case STRING -> evaluate((String) argument);
                case LIST -> evaluate((long[]) argument);
                case GRID -> evaluate((char[][]) argument);
                case TREE -> evaluate((Tree) argument);
            };
        } finally {
            call.exit();
        }
    }
}
