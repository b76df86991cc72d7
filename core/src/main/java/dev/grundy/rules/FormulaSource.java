package dev.grundy.rules;

/**
 * A conjectured formula's source, of numbers ({@link FormulaLine}) or of a shape
 * ({@link ShapeFormulaLine}): the whole expression is set alone on one line of the generated
 * {@code evaluate}, and does not compile as a {@code --check} error.
 */
interface FormulaSource extends OneLineSource {

    /** @return 0: the whole formula is set inside the method */
    @Override
    default int bodyStart() {
        return 0;
    }

    @Override
    default String failureKey() {
        return "error.check.compile";
    }

    @Override
    default int bodyLine() {
        return FormulaLine.BODY_LINE;
    }
}
