package dev.grundy.cli.render;

import dev.grundy.pattern.TableRange;
import dev.grundy.pattern.ValueTable;

import java.io.PrintStream;
import java.util.List;

/**
 * A table of values for people: one number in rows of ten, two as a grid (first number down,
 * second across), three as slices of grids, one per value of the first. A P-position's value,
 * always 0, is marked with a star.
 */
public final class TableText {
    private static final int PER_ROW = 10;

    private final ValueTable table;
    private final int width;

    public TableText(ValueTable table) {
        this.table = table;
        long widest = 0;
        for (int i = 0; i < table.size(); i++) {
            widest = Math.max(widest, table.value(i));
        }
        long largestNumber = table.ranges().stream().mapToLong(TableRange::to).max().orElse(0);
        this.width = Math.max(Long.toString(widest).length() + 1, Long.toString(largestNumber).length()) + 1;
    }

    public void print(PrintStream out) {
        List<TableRange> ranges = table.ranges();
        switch (table.arity()) {
            case 1 -> line(out, ranges.get(0));
            case 2 -> grid(out, new long[0], "a", ranges.get(0), "b", ranges.get(1));
            default -> {
                for (long a = ranges.get(0).from(); a <= ranges.get(0).to(); a++) {
                    out.println("a = " + a + ":");
                    grid(out, new long[] {a}, "b", ranges.get(1), "c", ranges.get(2));
                }
            }
        }
    }

    private void line(PrintStream out, TableRange range) {
        int label = Math.max(Long.toString(range.to()).length(), 1) + 1;
        StringBuilder head = new StringBuilder(pad("n", label));
        for (int i = 0; i < Math.min(PER_ROW, range.size()); i++) {
            head.append(pad("+" + i, width));
        }
        out.println(head.toString().stripTrailing());
        for (long first = range.from(); first <= range.to(); first += PER_ROW) {
            StringBuilder row = new StringBuilder(pad(Long.toString(first), label));
            for (long n = first; n <= Math.min(range.to(), first + PER_ROW - 1); n++) {
                row.append(cell(table.index(n)));
            }
            out.println(row.toString().stripTrailing());
        }
    }

    private void grid(PrintStream out, long[] before, String down, TableRange rows, String across, TableRange columns) {
        int label = Math.max(Long.toString(rows.to()).length(), down.length() + across.length() + 1) + 1;
        StringBuilder head = new StringBuilder(pad(down + "\\" + across, label));
        for (long column = columns.from(); column <= columns.to(); column++) {
            head.append(pad(Long.toString(column), width));
        }
        out.println(head.toString().stripTrailing());
        for (long row = rows.from(); row <= rows.to(); row++) {
            StringBuilder line = new StringBuilder(pad(Long.toString(row), label));
            for (long column = columns.from(); column <= columns.to(); column++) {
                line.append(cell(table.index(numbers(before, row, column))));
            }
            out.println(line.toString().stripTrailing());
        }
    }

    private static long[] numbers(long[] before, long row, long column) {
        long[] numbers = new long[before.length + 2];
        System.arraycopy(before, 0, numbers, 0, before.length);
        numbers[before.length] = row;
        numbers[before.length + 1] = column;
        return numbers;
    }

    /** A value right-aligned, a star after it for a P-position, so that columns stay aligned. */
    private String cell(int index) {
        long value = table.value(index);
        return pad(value + (value == 0 ? "*" : " "), width);
    }

    private static String pad(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }
}
