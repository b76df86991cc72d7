package dev.grundy.rules;

import dev.grundy.core.Move;
import dev.grundy.core.Rules;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * The rules of a one-line game over strings, lists, grids or trees ({@link ShapeLineText}): a
 * position is a value of its shape ({@link ShapeKind}), remembered by the generic search under
 * that value — a string by its characters, a list by its numbers, a grid by its cells, a tree by
 * its AHU canonical form, so that isomorphic trees share one entry. Its game is named
 * {@value OneLineRules#NAME}, like a line of numbers, and is used wherever that is: solved, summed
 * with other games, played, tabled ({@link ShapePositions}) and judged. Whatever the line throws is
 * told in one line with the position it was asked about. A grid line declared {@code @Symmetric}
 * remembers a board by its canonical form under the eight symmetries ({@link GridSymmetry}), the
 * declaration checked when the rules are made.
 */
public final class ShapeRules implements Rules<Object> {
    private final ShapeLineText line;
    private final ShapeMoves prototype;
    // One instance a thread: an instance keeps the options being listed.
    private final ThreadLocal<ShapeMoves> listers;

    ShapeRules(ShapeLineText line, ShapeMoves prototype) {
        this.line = line;
        this.prototype = prototype;
        this.listers = ThreadLocal.withInitial(() -> this.prototype.freshFor(line.kind()));
    }

    /** @return the line as written */
    public ShapeLineText line() {
        return line;
    }

    /** @return the shape of the positions */
    public ShapeKind kind() {
        return line.kind();
    }

    @Override
    public String name() {
        return OneLineRules.NAME;
    }

    @Override
    public Object parse(List<String> words) {
        return remembered(kind().parse(words));
    }

    /** @return the position as the memo keeps it: a board of a symmetric line equal to its images */
    private Object remembered(Object position) {
        return line.symmetric() ? ((CharGrid) position).underSymmetries() : position;
    }

    @Override
    public String format(Object position) {
        return kind().format(position);
    }

    @Override
    public Iterable<Move<Object>> moves(Object position) {
        List<Object[]> options;
        try {
            options = listers.get().list(kind().argument(position));
        } catch (RuntimeException | StackOverflowError e) {
            String message = e.getMessage();
            String what = e.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
            throw new GrundyException(Phrase.of("error.line.threw", what, format(position)));
        }
        List<Move<Object>> moves = new ArrayList<>(options.size());
        for (Object[] made : options) {
            Object[] parts = Arrays.stream(made).map(this::remembered).toArray();
            StringJoiner text = new StringJoiner(" + ", "to ", "");
            for (Object part : parts) {
                text.add(format(part));
            }
            moves.add(new Move<>(parts.length == 0 ? "to nothing" : text.toString(), Arrays.asList(parts)));
        }
        return moves;
    }
}
