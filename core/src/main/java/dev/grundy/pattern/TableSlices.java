package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lines of a two- or three-number table read as one-number tables: along each number, with the
 * others at their first {@value #FIXED_2D} values (two numbers) or first {@value #FIXED_3D} values
 * (three), each line is given to the one-number finders of the known sets and sequences
 * ({@link KnownPSequence}, {@link KnownValueSequence}, {@link HalvingRecursion}) — e.g. the row
 * a = 1 of a table whose P-positions there are the squares. Lines saying the same are stated
 * together; a line must hold at least {@value #SHORTEST_LINE} values. Each statement names its
 * lines and their range. O(lines · the finders' cost on a line).
 */
public final class TableSlices implements PatternFinder {
    static final int FIXED_2D = 3;
    static final int FIXED_3D = 2;
    static final int SHORTEST_LINE = 16;
    private static final String[] NAMES = {"a", "b", "c"};
    private static final List<PatternFinder> ONE_NUMBER = List.of(new KnownPSequence(), new KnownValueSequence(), new HalvingRecursion());

    /** A line: the number that varies, and every number's value (the varying one's ignored). */
    private record Line(int along, long[] fixed) {
        String label() {
            StringBuilder label = new StringBuilder();
            for (int d = 0; d < fixed.length; d++) {
                if (d != along) {
                    label.append(label.length() == 0 ? "" : ", ").append(NAMES[d]).append(" = ").append(fixed[d]);
                }
            }
            return label.toString();
        }

        long[] at(long n) {
            long[] numbers = fixed.clone();
            numbers[along] = n;
            return numbers;
        }

        boolean contains(long[] numbers) {
            for (int d = 0; d < fixed.length; d++) {
                if (d != along && numbers[d] != fixed[d]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** What lines along one number say. */
    private record Said(int along, Phrase statement) {
    }

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() < 2) {
            return List.of();
        }
        Map<Said, List<Line>> said = new LinkedHashMap<>();
        Map<Said, Finding> first = new LinkedHashMap<>();
        for (Line line : lines(table)) {
            ValueTable slice = slice(table, line);
            for (PatternFinder finder : ONE_NUMBER) {
                for (Finding finding : finder.find(slice)) {
                    Said key = new Said(line.along(), finding.statement());
                    said.computeIfAbsent(key, k -> new ArrayList<>()).add(line);
                    first.putIfAbsent(key, finding);
                }
            }
        }
        List<Finding> found = new ArrayList<>();
        said.forEach((key, lines) -> found.add(finding(table, key.statement(), first.get(key).claim(), lines)));
        return found;
    }

    private static Finding finding(ValueTable table, Phrase statement, Finding.Claim claim, List<Line> lines) {
        StringBuilder labels = new StringBuilder();
        for (Line line : lines) {
            labels.append(labels.length() == 0 ? "" : "; ").append(line.label());
        }
        int along = lines.get(0).along();
        Phrase says = Phrase.of(lines.size() == 1 ? "pattern.slice" : "pattern.slices", labels.toString(), NAMES[along],
                table.ranges().get(along).toString(), statement);
        return new Finding(says, (t, index) -> {
            long[] numbers = t.numbers(index);
            for (Line line : lines) {
                if (line.contains(numbers)) {
                    ValueTable slice = slice(t, line);
                    return claim.holdsAt(slice, slice.index(numbers[line.along()]));
                }
            }
            return true;
        }, null);
    }

    /** Every line along each number, the other numbers among their first few values. */
    private static List<Line> lines(ValueTable table) {
        int fixedCount = table.arity() == 2 ? FIXED_2D : FIXED_3D;
        List<Line> lines = new ArrayList<>();
        for (int along = table.arity() - 1; along >= 0; along--) {
            if (table.ranges().get(along).size() < SHORTEST_LINE) {
                continue;
            }
            long[] fixed = new long[table.arity()];
            addLines(table, along, 0, fixed, fixedCount, lines);
        }
        return lines;
    }

    private static void addLines(ValueTable table, int along, int d, long[] fixed, int fixedCount, List<Line> lines) {
        if (d == table.arity()) {
            lines.add(new Line(along, fixed.clone()));
            return;
        }
        TableRange range = table.ranges().get(d);
        if (d == along) {
            addLines(table, along, d + 1, fixed, fixedCount, lines);
            return;
        }
        for (long value = range.from(); value <= Math.min(range.to(), range.from() + fixedCount - 1); value++) {
            fixed[d] = value;
            addLines(table, along, d + 1, fixed, fixedCount, lines);
        }
    }

    private static ValueTable slice(ValueTable table, Line line) {
        return ValueTable.of(numbers -> table.value(table.index(line.at(numbers[0]))), List.of(table.ranges().get(line.along())));
    }
}
