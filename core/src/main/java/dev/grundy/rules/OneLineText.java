package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A one-line game as written: {@code NAMES -> BODY}, the names of the position's numbers (one, or
 * two or three in parentheses) and a Java statement that lists the moves with {@link OneLineMoves}'
 * calls, e.g. {@code n -> take(n, 1, 3, 4)} or
 * {@code (a, b) -> { for (long k = 1; k <= a; k++) move(a - k, b); }}. This class turns it into a
 * Java source file whose body sits alone on one line at a known place, so that a compiler error
 * can be pointed at the column of the person's own line.
 *
 * @param text the whole line
 * @param names the numbers' names
 * @param bodyStart where the body starts in the line
 */
public record OneLineText(String text, List<String> names, int bodyStart) implements MovesSource {
    /** The compiled class's name, and so its file's. */
    static final String CLASS = "OneLine";
    /** The line of the generated source the body is on, from 1. */
    static final int BODY_LINE = 5;

    private static final Pattern HEAD = Pattern.compile("\\s*(?:([A-Za-z_]\\w*)|\\(([^)]*)\\))\\s*->\\s*");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_]\\w*");
    private static final Set<String> TAKEN = Set.of("out", "move", "sum", "take", "fresh", "moves");

    /**
     * @param text the line
     * @return it, read
     * @throws InvalidPositionException if it does not start with one to three distinct names and {@code ->}
     */
    public static OneLineText read(String text) {
        Matcher head = HEAD.matcher(text);
        if (!head.lookingAt() || head.end() == text.length()) {
            throw new InvalidPositionException("error.line.head", text);
        }
        List<String> names = new ArrayList<>();
        String list = head.group(1) != null ? head.group(1) : head.group(2);
        for (String name : list.split(",", -1)) {
            names.add(name.trim());
        }
        Set<String> distinct = new HashSet<>(names);
        boolean named = names.stream().allMatch(name -> NAME.matcher(name).matches() && !TAKEN.contains(name));
        if (names.size() > 3 || distinct.size() != names.size() || !named) {
            throw new InvalidPositionException("error.line.head", text);
        }
        return new OneLineText(text, List.copyOf(names), head.end());
    }

    /** @return how many numbers a position has */
    public int arity() {
        return names.size();
    }

    /** @return the body, the statement after {@code ->} */
    public String body() {
        return text.substring(bodyStart);
    }

    @Override
    public String className() {
        return CLASS;
    }

    /** @return the Java source of the class that extends {@link OneLineMoves} with the body */
    @Override
    public String source() {
        StringBuilder parameters = new StringBuilder();
        for (String name : names) {
            parameters.append(parameters.length() == 0 ? "" : ", ").append("long ").append(name);
        }
        return source(CLASS, "dev.grundy.rules.OneLineMoves", parameters.toString(), body());
    }

    /**
     * The class of a line that lists moves, of numbers or of a shape.
     *
     * @param name the class's name
     * @param base the class it extends, with {@code fresh} and the {@code moves} it overrides
     * @param parameters the parameters of {@code moves}, declared
     * @param body the person's statement
     * @return its source, the body alone on line {@value #BODY_LINE} from column 1, so that its columns are the line's shifted by where it starts
     */
    static String source(String name, String base, String parameters, String body) {
        return "import java.util.*; import dev.grundy.rules.Tree;\n"
                + "public final class " + name + " extends " + base + " {\n"
                + "    @Override protected " + base + " fresh() { return new " + name + "(); }\n"
                + "    @Override protected void moves(" + parameters + ") {\n"
                + body + (ends(body) ? "\n" : ";\n")
                + "    }\n"
                + "}\n";
    }

    /** A block or a statement with its semicolon needs none more: one more would be unreachable after a loop for ever. */
    private static boolean ends(String body) {
        String end = body.strip();
        return end.endsWith("}") || end.endsWith(";");
    }
}
