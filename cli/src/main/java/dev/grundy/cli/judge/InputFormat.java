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
 * </pre>
 *
 * Without {@code t} the lines are written for every case one after another, the program reading
 * to the end of its input. Positions that are not lists of numbers will take items of their own
 * ({@code s} for a string, {@code g[r][c]} for a grid, {@code e[n-1]} for the edges of a tree);
 * today an unknown item is refused in one line.
 */
final class InputFormat {
    private static final String COUNT_OF_CASES = "t";
    private static final String COUNT = "n";
    private static final String NUMBERS = "a[n]";

    private final boolean header;
    private final List<List<String>> lines;

    private InputFormat(boolean header, List<List<String>> lines) {
        this.header = header;
        this.lines = lines;
    }

    /**
     * The two formats of the first options, {@code --header} and {@code --with-count}.
     *
     * @param header true for a first line with the number of cases
     * @param withCount true for lines that start with their count of numbers
     * @return the format
     */
    static InputFormat of(boolean header, boolean withCount) {
        return new InputFormat(header, List.of(withCount ? List.of(COUNT, NUMBERS) : List.of(NUMBERS)));
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
                if (item.equals(NUMBERS)) {
                    numbers++;
                } else if (!item.equals(COUNT)) {
                    throw new GrundyException(CliText.of("judge.error.inputItem", Excerpt.of(item), Excerpt.of(written)));
                }
            }
        }
        if (numbers != 1) {
            throw new GrundyException(CliText.of("judge.error.inputNumbers", Excerpt.of(written)));
        }
        return new InputFormat(header, List.copyOf(perCase));
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
                    words.add(String.valueOf(judged.components()));
                } else if (!judged.numbers().isEmpty()) {
                    words.add(String.join(" ", judged.numbers().stream().map(BigInteger::toString).toList()));
                }
            }
            written.add(String.join(" ", words));
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
