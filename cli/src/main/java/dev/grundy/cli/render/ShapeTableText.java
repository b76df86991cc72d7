package dev.grundy.cli.render;

import dev.grundy.pattern.ShapeTable;

import java.io.PrintStream;

/**
 * A table of a one-line game over strings, lists, grids or trees for people: each position
 * followed by its value, a star on each P-position, in columns as many as fit in
 * {@value #WIDTH} characters, in the table's order (smaller positions first).
 */
public final class ShapeTableText {
    private static final int WIDTH = 80;

    private final ShapeTable table;

    public ShapeTableText(ShapeTable table) {
        this.table = table;
    }

    public void print(PrintStream out) {
        String[] cells = new String[table.size()];
        int widest = 0;
        for (int i = 0; i < cells.length; i++) {
            cells[i] = table.position(i) + " " + table.value(i) + (table.value(i) == 0 ? "*" : "");
            widest = Math.max(widest, cells[i].length());
        }
        int perLine = Math.max(1, (WIDTH - 2) / (widest + 3));
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            boolean last = i % perLine == perLine - 1 || i == cells.length - 1;
            line.append("  ").append(last ? cells[i] : String.format("%-" + (widest + 1) + "s", cells[i]));
            if (last) {
                out.println(line);
                line.setLength(0);
            }
        }
    }

    /** @param out where the table goes, as CSV: the position's words, value, outcome (P or N), one line a position */
    public void printCsv(PrintStream out) {
        out.println("position,value,outcome");
        printCsvRows("", out);
    }

    /**
     * The table's CSV rows without the header, each after a prefix (the value of K and a comma,
     * when the tables of several K share one CSV).
     */
    public void printCsvRows(String prefix, PrintStream out) {
        for (int i = 0; i < table.size(); i++) {
            out.println(prefix + table.position(i) + "," + table.value(i) + "," + (table.value(i) == 0 ? 'P' : 'N'));
        }
    }
}
