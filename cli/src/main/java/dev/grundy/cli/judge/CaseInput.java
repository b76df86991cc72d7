package dev.grundy.cli.judge;

import java.util.List;

/**
 * How the cases are written on a contest solution's standard input: one position a line, its
 * numbers separated by spaces; with {@code --header} a first line holding the number of cases, and
 * with {@code --with-count} each line starting with how many numbers follow, the two formats
 * contest problems use.
 *
 * @param header true for a first line with the number of cases
 * @param withCount true for lines that start with their count of numbers
 */
record CaseInput(boolean header, boolean withCount) {

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
            if (withCount) {
                input.append(judged.numbers().size()).append(' ');
            }
            input.append(judged.line()).append('\n');
        }
        return input.toString();
    }
}
