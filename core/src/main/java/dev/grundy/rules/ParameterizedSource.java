package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;

import java.util.regex.Pattern;

/**
 * A one-line source with the {@code --param} constants declared in its class, on the class's own
 * first line, so that the line numbers of the person's code, and so the compiler's carets, stay
 * where they were.
 */
record ParameterizedSource(OneLineSource line, GameParameters parameters) implements OneLineSource {
    private static final String CLASS_LINE_END = " {\n";

    /**
     * @param line the person's line
     * @param parameters its parameters
     * @param names the names the line gives its own numbers, which a parameter may not take
     * @return the line with the parameters as constants
     * @throws InvalidPositionException for a parameter named like one of the line's numbers, or
     *     (when mustUse) one the line does not name
     */
    static OneLineSource of(OneLineSource line, GameParameters parameters, java.util.List<String> names, boolean mustUse) {
        String body = line.text().substring(line.bodyStart());
        for (String name : parameters.names()) {
            if (names.contains(name)) {
                throw new InvalidPositionException("error.param.clash", name, line.text());
            }
            if (Pattern.compile("(?<![\\w$])" + Pattern.quote(name) + "(?![\\w$])").matcher(body).find()) {
                parameters.marksRead(name);
            }
        }
        if (mustUse) {
            parameters.checkAllRead(line.text());
        }
        return parameters.isEmpty() ? line : new ParameterizedSource(line, parameters);
    }

    @Override
    public String text() {
        return line.text();
    }

    @Override
    public int bodyStart() {
        return line.bodyStart();
    }

    @Override
    public String className() {
        return line.className();
    }

    @Override
    public String failureKey() {
        return line.failureKey();
    }

    @Override
    public String source() {
        String source = line.source();
        int classLine = source.indexOf("public final class ");
        int end = source.indexOf(CLASS_LINE_END, classLine) + CLASS_LINE_END.length() - 1;
        return source.substring(0, end) + parameters.declarations() + source.substring(end);
    }

    @Override
    public int bodyLine() {
        return line.bodyLine();
    }
}
