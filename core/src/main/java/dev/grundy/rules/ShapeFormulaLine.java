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
record ShapeFormulaLine(String text, ShapeKind kind, String name) implements FormulaSource {
    private static final String CLASS = "ShapeFormulaOf";

    @Override
    public String className() {
        return CLASS;
    }

    @Override
    public String source() {
        return FormulaLine.source(CLASS, "dev.grundy.rules.ShapeFormula", kind.type() + " " + name, text);
    }
}
