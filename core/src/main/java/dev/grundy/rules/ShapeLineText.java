package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A one-line game over strings, lists, grids or trees as written: {@code (TYPE NAME) -> BODY},
 * the parameter declared as in Java, its type picking the shape ({@link ShapeKind}):
 * {@code (String s) -> …}, {@code (long[] a) -> …}, {@code (char[][] g) -> …},
 * {@code (Tree t) -> …}. The declared type is what the body sees, so the line reads as the lambda
 * it looks like, and a line of numbers ({@code n -> …}, {@code (a, b) -> …}, no types) is told
 * apart by the type alone. Like {@link OneLineText}, the body sits alone on a known line of the
 * generated class so that compiler errors point at the person's columns.
 *
 * <p>A line over grids may declare its rule symmetric, {@code (@Symmetric char[][] g) -> …}: its
 * moves commute with the board's rotations and reflections, so boards equal under them share one
 * memo entry ({@link GridSymmetry}, which checks the claim before the line is used).
 *
 * @param text the whole line
 * @param kind the shape of the positions
 * @param name the parameter's name
 * @param bodyStart where the body starts in the line
 * @param symmetric true when the line declares {@value #SYMMETRIC} before its type (grids only)
 */
public record ShapeLineText(String text, ShapeKind kind, String name, int bodyStart, boolean symmetric) implements MovesSource {
    /** The declaration that a grid game's rule is symmetric. */
    public static final String SYMMETRIC = "@Symmetric";
    private static final String CLASS = "ShapeLine";

    private static final Pattern HEAD = Pattern.compile("\\s*\\(\\s*(@Symmetric\\s+)?([A-Za-z_][\\w\\[\\]\\s]*?)\\s*\\b([A-Za-z_]\\w*)\\s*\\)\\s*->\\s*");
    private static final Pattern TYPED = Pattern.compile("\\s*\\(\\s*(@Symmetric\\s+)?[A-Za-z_][\\w\\[\\]]*(\\s*\\[\\s*\\])*\\s+[A-Za-z_]\\w*\\s*\\)\\s*->.*", Pattern.DOTALL);
    private static final Set<String> TAKEN = Set.of("move", "sum", "remove", "set", "fresh", "moves", "options", "kind");

    /**
     * @param text a line
     * @return true when its head declares a typed parameter, {@code (TYPE NAME) ->}: a line of a shape, not of numbers
     */
    public static boolean declares(String text) {
        return TYPED.matcher(text).matches();
    }

    /**
     * @param text the line
     * @return it, read
     * @throws InvalidPositionException if its head is not {@code (TYPE NAME) ->} of a known type, or the body is empty, or
     *     it declares {@value #SYMMETRIC} of a type that is no grid
     */
    public static ShapeLineText read(String text) {
        Matcher head = HEAD.matcher(text);
        if (!head.lookingAt() || head.end() == text.length()) {
            throw new InvalidPositionException("error.shape.head", text);
        }
        ShapeKind kind = ShapeKind.ofType(head.group(2));
        String name = head.group(3);
        if (kind == null || TAKEN.contains(name)) {
            throw new InvalidPositionException("error.shape.head", text);
        }
        boolean symmetric = head.group(1) != null;
        if (symmetric && kind != ShapeKind.GRID) {
            throw new InvalidPositionException("error.shape.symmetricKind", SYMMETRIC, kind.type());
        }
        return new ShapeLineText(text, kind, name, head.end(), symmetric);
    }

    /** @return the body, the statement after {@code ->} */
    public String body() {
        return text.substring(bodyStart);
    }

    @Override
    public String className() {
        return CLASS;
    }

    /** @return the Java source of the class that extends {@link ShapeMoves} with the body */
    @Override
    public String source() {
        return OneLineText.source(CLASS, "dev.grundy.rules.ShapeMoves", kind.type() + " " + name, body());
    }
}
