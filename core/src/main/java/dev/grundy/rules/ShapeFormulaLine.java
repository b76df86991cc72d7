package dev.grundy.rules;

/**
 * A conjecture over the positions of a one-line game of a shape ({@code --check}): a Java
 * expression of the position, named and typed as the game's line declares it (e.g. {@code s} of
 * {@code (String s) -> …}), giving the value (a whole number) or whether the position is P (a
 * boolean), set as the body of a {@link ShapeFormula}. {@code java.lang.Math}'s methods and
 * {@code nimSum}, {@code nimProduct} may be called by their short names.
 *
 * @param text the expression
 * @param kind the shape of the positions
 * @param name the position's name
 */
record ShapeFormulaLine(String text, ShapeKind kind, String name) implements OneLineSource {
    private static final String CLASS = "ShapeFormulaOf";

    /** @return 0: the whole formula is set inside the method */
    @Override
    public int bodyStart() {
        return 0;
    }

    @Override
    public String failureKey() {
        return "error.check.compile";
    }

    @Override
    public String className() {
        return CLASS;
    }

    @Override
    public String source() {
        return FormulaLine.source(CLASS, "dev.grundy.rules.ShapeFormula", kind.type() + " " + name, text);
    }

    @Override
    public int bodyLine() {
        return FormulaLine.BODY_LINE;
    }
}
