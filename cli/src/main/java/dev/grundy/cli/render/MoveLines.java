package dev.grundy.cli.render;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** Lines of moves with their columns aligned, indented by two spaces, under an optional note. */
final class MoveLines {
    private final List<String[]> lines = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    /** @param note a line printed as it is, above the moves */
    void note(String note) {
        notes.add(note);
    }

    /** @param columns the line's columns, left to right */
    void add(String... columns) {
        lines.add(columns);
    }

    void print(PrintStream out) {
        notes.forEach(out::println);
        int columns = lines.stream().mapToInt(line -> line.length).max().orElse(0);
        int[] widths = new int[columns];
        for (String[] line : lines) {
            for (int c = 0; c < line.length; c++) {
                widths[c] = Math.max(widths[c], Columns.cells(line[c]));
            }
        }
        for (String[] line : lines) {
            StringBuilder text = new StringBuilder(" ");
            for (int c = 0; c < line.length; c++) {
                text.append(' ').append(c == line.length - 1 ? line[c] : Columns.pad(line[c], widths[c] + 2));
            }
            out.println(text);
        }
    }
}
