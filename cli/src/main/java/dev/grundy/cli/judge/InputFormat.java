package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the cases are written on a contest solution's standard input, described once as the
 * statement's "Input" section describes it ({@code --input 't; n a[n]'}):
 *
 * <pre>
 * INPUT := LINE { ';' LINE }          each LINE is one line of the input
 * LINE  := ITEM { ' ' ITEM }          its items, separated by spaces
 * ITEM  := 't'                        the number of cases: the whole first line; the lines after it
 *                                     are written once for every case
 *        | 'n'                        the number of the case's components (for one component, its numbers)
 *        | 'a[n]'                     the numbers of the case's components, in turn
 *        | 's'                        a string, its characters on one line (a one-line game over strings)
 *        | 'e[n-1]'                   a tree's edges, a line {@code u v} each (a one-line game over trees;
 *                                     {@code n} is then its number of vertices)
 * </pre>
 *
 * Without {@code t} the lines are written for every case one after another, the program reading
 * to the end of its input. A string or a tree is drawn as numbers ({@link ShapeCoding}) and
 * written here as itself.
 */
final class InputFormat {
    private static final String COUNT_OF_CASES = "t";
    private static final String COUNT = "n";
    private static final String NUMBERS = "a[n]";

    private final boolean header;
    private final List<List<String>> lines;
    private final ShapeCoding coding;

    private InputFormat(boolean header, List<List<String>> lines, ShapeCoding coding) {
        this.header = header;
        this.lines = lines;
        this.coding = coding;
    }

    /**
     * @param coding how the cases' strings or trees are drawn
     * @return the same format for them
     * @throws GrundyException unless the format has the shape's item ({@code s}, or {@code e[n-1]})
     */
    InputFormat coded(ShapeCoding coding) {
        String item = coding.kind() == dev.grundy.rules.ShapeKind.STRING ? ShapeCoding.STRING : ShapeCoding.EDGES;
        if (lines.stream().noneMatch(line -> line.contains(item))) {
            throw new GrundyException(CliText.of("judge.error.inputShape", Excerpt.of(toString()), item));
        }
        return new InputFormat(header, lines, coding);
    }

    /**
     * @return the format, for a game whose positions are numbers
     * @throws GrundyException if it writes a string or a tree, which only a one-line game over them has
     */
    InputFormat uncoded() {
        for (String item : List.of(ShapeCoding.STRING, ShapeCoding.EDGES)) {
            if (lines.stream().anyMatch(line -> line.contains(item))) {
                throw new GrundyException(CliText.of("judge.error.inputNotShape", Excerpt.of(item)));
            }
        }
        return this;
    }

    /**
     * The two formats of the first options, {@code --header} and {@code --with-count}.
     *
     * @param header true for a first line with the number of cases
     * @param withCount true for lines that start with their count of numbers
     * @return the format
     */
    static InputFormat of(boolean header, boolean withCount) {
        return new InputFormat(header, List.of(withCount ? List.of(COUNT, NUMBERS) : List.of(NUMBERS)), null);
    }

    /**
     * @param written the description, e.g. {@code t; n; a[n]}
     * @return the format
     * @throws GrundyException naming the first item that is not understood
     */
    static InputFormat parse(String written) {
        List<List<String>> lines = new ArrayList<>();
        for (String line : written.split(";", -1)) {
            List<String> items = List.of(line.strip().toLowerCase(Locale.ROOT).split("\\s+"));
            if (items.equals(List.of(""))) {
                throw new GrundyException(CliText.of("judge.error.inputEmptyLine", Excerpt.of(written)));
            }
            lines.add(items);
        }
        boolean header = lines.get(0).equals(List.of(COUNT_OF_CASES));
        List<List<String>> perCase = header ? lines.subList(1, lines.size()) : lines;
        int numbers = 0;
        for (List<String> line : perCase) {
            for (String item : line) {
                if (item.equals(NUMBERS) || item.equals(ShapeCoding.STRING) || item.equals(ShapeCoding.EDGES)) {
                    numbers++;
                } else if (!item.equals(COUNT)) {
                    throw new GrundyException(CliText.of("judge.error.inputItem", Excerpt.of(item), Excerpt.of(written)));
                }
            }
        }
        if (numbers != 1) {
            throw new GrundyException(CliText.of("judge.error.inputNumbers", Excerpt.of(written)));
        }
        return new InputFormat(header, List.copyOf(perCase), null);
    }

    /**
     * @param cases the cases, in order
     * @return the whole input, each line ending with a newline
     */
    String of(List<JudgeCase> cases) {
        StringBuilder input = new StringBuilder();
        if (header) {
            input.append(cases.size()).append('\n');
        }
        for (JudgeCase judged : cases) {
            linesOf(judged).forEach(line -> input.append(line).append('\n'));
        }
        return input.toString();
    }

    /** @return the number of cases' line, when there is one */
    boolean header() {
        return header;
    }

    /**
     * @param judged a case
     * @return its lines
     */
    List<String> linesOf(JudgeCase judged) {
        List<String> written = new ArrayList<>(lines.size());
        for (List<String> line : lines) {
            List<String> words = new ArrayList<>();
            for (String item : line) {
                if (item.equals(COUNT)) {
                    words.add(String.valueOf(coding != null ? coding.size(judged.numbers()) : judged.components()));
                } else if (coding != null && !item.equals(NUMBERS)) {
                    // A tree's edges take lines of their own: none for one vertex.
                    words.addAll(coding.lines(item, judged.numbers()));
                } else if (!judged.numbers().isEmpty()) {
                    words.add(String.join(" ", judged.numbers().stream().map(BigInteger::toString).toList()));
                }
            }
            if (!(words.isEmpty() && line.contains(ShapeCoding.EDGES))) {
                written.add(String.join(line.contains(ShapeCoding.EDGES) ? "\n" : " ", words));
            }
        }
        return written;
    }

    /** @return the description, as {@code --input} takes it */
    @Override
    public String toString() {
        List<String> written = new ArrayList<>();
        if (header) {
            written.add(COUNT_OF_CASES);
        }
        lines.forEach(line -> written.add(String.join(" ", line)));
        return String.join("; ", written);
    }
}
