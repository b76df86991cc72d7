package dev.grundy.rules;

/**
 * A one-line game's source, of numbers ({@link OneLineText}) or of a shape ({@link ShapeLineText}):
 * the statement after {@code ->} is set alone on one line of the generated {@code moves}, and
 * does not compile as a {@code --moves} error.
 */
interface MovesSource extends OneLineSource {

    @Override
    default String failureKey() {
        return "error.line.compile";
    }

    @Override
    default int bodyLine() {
        return OneLineText.BODY_LINE;
    }
}
