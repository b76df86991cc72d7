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
 *        | 'n'                        the number of the case's components (for one component, its numbers);
 *                                     of a string its length, of a tree its vertices, of a grid its rows
 *        | 'a[n]'                     the numbers of the case's components, in turn
 *        | 's'                        a string, its characters on one line (a one-line game over strings)
 *        | 'e[n-1]'                   a tree's edges, a line {@code u v} each (a one-line game over trees)
 *        | 'm'                        a grid's columns
 *        | 'g[n]'                     a grid's rows, a line each (a one-line game over grids)
 *        | 'k'                        alone on a line: how many strings, trees or grids the case sums;
 *                                     the lines after it are written once for each of them
 * </pre>
 *
 * Without {@code t} the lines are written for every case one after another, the program reading
 * to the end of its input. A string, a tree or a grid is drawn as numbers ({@link ShapeCoding}) and
 * written here as itself.
 */
final class InputFormat {
    private static final String COUNT_OF_CASES = "t";
    private static final String COUNT = "n";
    private static final String NUMBERS = "a[n]";
    /** The items that write a whole position, one of which an input holds. */
    private static final List<String> POSITIONS = List.of(NUMBERS, ShapeCoding.STRING, ShapeCoding.EDGES, ShapeCoding.ROWS);
    /** The items only a game of strings, trees or grids has. */
    private static final List<String> SHAPE_ITEMS = List.of(ShapeCoding.STRING, ShapeCoding.EDGES, ShapeCoding.ROWS,
            ShapeCoding.COLUMNS, ShapeCoding.COMPONENTS);
    /** The items written on lines of their own, a line each. */
    private static final List<String> MANY_LINES = List.of(ShapeCoding.EDGES, ShapeCoding.ROWS);

    private final boolean header;
    private final List<List<String>> lines;
    private final ShapeCoding coding;

    private InputFormat(boolean header, List<List<String>> lines, ShapeCoding coding) {
        this.header = header;
        this.lines = lines;
        this.coding = coding;
    }

    /**
     * @param coding how the cases' strings, trees or grids are drawn
     * @return the same format for them
     * @throws GrundyException unless the format has the shape's item ({@code s}, {@code e[n-1]} or {@code g[n]}), and
     *     {@code k} for sums; or if it has {@code m} for a shape that is no grid
     */
    InputFormat coded(ShapeCoding coding) {
        String item = coding.item();
        if (lines.stream().noneMatch(line -> line.contains(item))) {
            throw new GrundyException(CliText.of("judge.error.inputShape", Excerpt.of(toString()), item));
        }
        if (coding.summed() && countLine() < 0) {
            throw new GrundyException(CliText.of("judge.error.inputNoK", Excerpt.of(toString()), coding.components()));
        }
        if (coding.kind() != dev.grundy.rules.ShapeKind.GRID && lines.stream().anyMatch(line -> line.contains(ShapeCoding.COLUMNS))) {
            throw new GrundyException(CliText.of("judge.error.inputNotShape", Excerpt.of(ShapeCoding.COLUMNS)));
        }
        return new InputFormat(header, lines, coding);
    }

    /**
     * @return the format, for a game whose positions are numbers
     * @throws GrundyException if it writes a string, a tree or a grid, which only a one-line game over them has
     */
    InputFormat uncoded() {
        for (String item : SHAPE_ITEMS) {
            if (lines.stream().anyMatch(line -> line.contains(item))) {
                throw new GrundyException(CliText.of("judge.error.inputNotShape", Excerpt.of(item)));
            }
        }
        return this;
    }

    /** @return the index of the line of {@code k}, or −1 */
    private int countLine() {
        return lines.indexOf(List.of(ShapeCoding.COMPONENTS));
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
        int positionLine = -1;
        int countLine = -1;
        for (int i = 0; i < perCase.size(); i++) {
            for (String item : perCase.get(i)) {
                if (POSITIONS.contains(item)) {
                    numbers++;
                    positionLine = i;
                } else if (item.equals(ShapeCoding.COMPONENTS)) {
                    countLine = countLine < 0 && perCase.get(i).size() == 1 ? i : Integer.MAX_VALUE;
                } else if (!item.equals(COUNT) && !item.equals(ShapeCoding.COLUMNS)) {
                    throw new GrundyException(CliText.of("judge.error.inputItem", Excerpt.of(item), Excerpt.of(written)));
                }
            }
        }
        if (numbers != 1) {
            throw new GrundyException(CliText.of("judge.error.inputNumbers", Excerpt.of(written)));
        }
        if (countLine > positionLine) {
            throw new GrundyException(CliText.of("judge.error.inputK", Excerpt.of(written)));
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
        if (coding != null) {
            return shapeLines(judged.numbers());
        }
        List<String> written = new ArrayList<>(lines.size());
        for (List<String> line : lines) {
            List<String> words = new ArrayList<>();
            for (String item : line) {
                if (item.equals(COUNT)) {
                    words.add(String.valueOf(judged.components()));
                } else if (!judged.numbers().isEmpty()) {
                    words.add(String.join(" ", judged.numbers().stream().map(BigInteger::toString).toList()));
                }
            }
            written.add(String.join(" ", words));
        }
        return written;
    }

    /** @return the lines of a case of strings, trees or grids: the lines to {@code k} once, the rest for each component */
    private List<String> shapeLines(List<BigInteger> numbers) {
        List<List<BigInteger>> components = coding.split(numbers);
        int countLine = countLine();
        List<String> written = new ArrayList<>();
        for (int i = 0; i <= countLine; i++) {
            written.add(String.valueOf(components.size()));
        }
        for (List<BigInteger> component : components) {
            for (List<String> line : lines.subList(countLine + 1, lines.size())) {
                List<String> words = new ArrayList<>();
                line.forEach(item -> words.addAll(coding.lines(item, component)));
                boolean many = line.stream().anyMatch(MANY_LINES::contains);
                // A tree's edges take lines of their own: none for one vertex.
                if (!(words.isEmpty() && many)) {
                    written.add(String.join(many ? "\n" : " ", words));
                }
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
