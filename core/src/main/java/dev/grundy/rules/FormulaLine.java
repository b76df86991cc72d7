package dev.grundy.rules;

import java.util.List;

/**
 * A conjectured formula, a Java expression of a position's numbers ({@code n}, or {@code a},
 * {@code b}, {@code c}) giving its value (a whole number) or whether it is a P-position (a
 * boolean), set as the body of a {@link CompiledFormula}. {@code java.lang.Math}'s methods and
 * {@code nimSum}, {@code nimProduct} may be called by their short names.
 *
 * @param text the expression
 * @param arity how many numbers a position has, 1 to 3
 */
public record FormulaLine(String text, int arity) implements FormulaSource {
    private static final String CLASS = "Formula";
    static final int BODY_LINE = 6;
    private static final List<List<String>> NAMES = List.of(List.of("n"), List.of("a", "b"), List.of("a", "b", "c"));

    /** @throws IllegalArgumentException if the arity is not 1, 2 or 3 */
    public FormulaLine {
        if (arity < 1 || arity > 3) {
            throw new IllegalArgumentException("a position has 1 to 3 numbers, got " + arity);
        }
    }

    /** @return the names of the numbers, {@code n} or {@code a, b(, c)} */
    public List<String> names() {
        return NAMES.get(arity - 1);
    }

    @Override
    public String className() {
        return CLASS;
    }

    @Override
    public String source() {
        String parameters = String.join(", ", names().stream().map(name -> "long " + name).toList());
        return source(CLASS, "dev.grundy.rules.CompiledFormula", parameters, text);
    }

    /**
     * The class of a formula, of numbers or of a shape.
     *
     * @param name the class's name
     * @param base the class it extends, with the {@code evaluate} it overrides
     * @param parameters the parameters of {@code evaluate}, declared
     * @param text the person's expression
     * @return its source, the expression alone on line {@value #BODY_LINE} from column 1
     */
    static String source(String name, String base, String parameters, String text) {
        return "import static java.lang.Math.*;\n"
                + "import static dev.grundy.arithmetic.Nimbers.nimSum;\n"
                + "import static dev.grundy.arithmetic.Nimbers.nimProduct; import dev.grundy.rules.Tree;\n"
                + "public final class " + name + " extends " + base + " {\n"
                + "    @Override protected Object evaluate(" + parameters + ") { return (\n"
                + text + "\n"
                + "    ); }\n"
                + "}\n";
    }
}
