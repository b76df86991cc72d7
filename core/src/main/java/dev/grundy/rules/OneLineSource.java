package dev.grundy.rules;

/**
 * A person's one line of Java, set in a generated class so that the compiler's errors can be
 * pointed at the line's own columns.
 */
interface OneLineSource {

    /** @return the line as the person wrote it */
    String text();

    /** @return where the part set inside the generated method starts in {@link #text}, from 0 */
    int bodyStart();

    /** @return the generated class's name, which is also its file's */
    String className();

    /** @return the message key of a line that does not compile: message, line, spaces before the caret */
    String failureKey();

    /** @return the generated source */
    String source();

    /** @return the line of the generated source that holds the person's part alone, from column 1; from 1 */
    int bodyLine();

    /**
     * @param line a line of the generated source, from 1
     * @param column a column of it, from 1
     * @return where that is in the person's line, from 0; its end when it is outside
     */
    default int column(long line, long column) {
        return line == bodyLine() && column >= 1 ? (int) Math.min(bodyStart() + column - 1, text().length()) : text().length();
    }
}
