package dev.grundy.pattern;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.SearchBudget;

import java.util.List;

/**
 * The Grundy values of every position of a box of tuples, one range per number, held in one array
 * with the last number varying fastest (rows, then columns, then slices). Bounded at
 * {@link #MOST_CELLS} positions, so a table is never larger than a few megabytes.
 */
public final class ValueTable {
    /** The most positions a table holds. */
    public static final long MOST_CELLS = 1_000_000;

    private final List<TableRange> ranges;
    private final long[] values;

    private ValueTable(List<TableRange> ranges, long[] values) {
        this.ranges = ranges;
        this.values = values;
    }

    /**
     * Works out every value, in index order.
     *
     * @param game the game's values
     * @param ranges one range per number of a position, 1 to 3 of them
     * @return the table
     * @throws InvalidPositionException if there are no ranges or more than three, or the table
     *     would hold more than {@link #MOST_CELLS} positions, or the game refuses a position
     */
    public static ValueTable of(TupleValues game, List<TableRange> ranges) {
        if (ranges.isEmpty() || ranges.size() > 3) {
            throw new InvalidPositionException("error.table.dimensions", ranges.size());
        }
        long cells = 1;
        for (TableRange range : ranges) {
            cells = range.size() > MOST_CELLS ? MOST_CELLS + 1 : cells * range.size();
            if (cells > MOST_CELLS) {
                throw new InvalidPositionException("error.table.tooLarge", written(ranges), MOST_CELLS);
            }
        }
        ValueTable table = new ValueTable(List.copyOf(ranges), new long[(int) cells]);
        for (int i = 0; i < cells; i++) {
            SearchBudget.stopIfInterrupted();
            table.values[i] = game.value(table.numbers(i));
        }
        return table;
    }

    /** @return how many numbers a position has */
    public int arity() {
        return ranges.size();
    }

    /** @return the ranges, one per number */
    public List<TableRange> ranges() {
        return ranges;
    }

    /** @return how many positions the table holds */
    public int size() {
        return values.length;
    }

    /** @param index a position's index @return its numbers */
    public long[] numbers(int index) {
        long[] numbers = new long[ranges.size()];
        int rest = index;
        for (int d = ranges.size() - 1; d >= 0; d--) {
            int side = (int) ranges.get(d).size();
            numbers[d] = ranges.get(d).from() + rest % side;
            rest /= side;
        }
        return numbers;
    }

    /**
     * Whether a pattern of the P-positions would say anything: there are enough of them, and not
     * every position is one. O(size).
     *
     * @param fewest the fewest P-positions (value 0) a pattern is stated on
     * @return true when at least {@code fewest} positions are P-positions and at least one is not
     */
    public boolean hasPPositionsToDescribe(int fewest) {
        int losing = 0;
        for (long value : values) {
            losing += value == 0 ? 1 : 0;
        }
        return losing >= fewest && losing < values.length;
    }

    /** @param index a position's index @return its value */
    public long value(int index) {
        return values[index];
    }

    /**
     * @param numbers a position's numbers
     * @return its index, or −1 when the position is outside the table
     */
    public int index(long... numbers) {
        long index = 0;
        for (int d = 0; d < ranges.size(); d++) {
            TableRange range = ranges.get(d);
            if (numbers[d] < range.from() || numbers[d] > range.to()) {
                return -1;
            }
            index = index * range.size() + numbers[d] - range.from();
        }
        return (int) index;
    }

    /** @param arity how many numbers @return their names: n, or a, b(, c) */
    public static List<String> names(int arity) {
        return arity == 1 ? List.of("n") : List.of("a", "b", "c").subList(0, arity);
    }

    /** @return the ranges as written, e.g. {@code 0..30 × 0..30} */
    public String written() {
        return written(ranges);
    }

    private static String written(List<TableRange> ranges) {
        StringBuilder written = new StringBuilder();
        for (TableRange range : ranges) {
            written.append(written.length() == 0 ? "" : " × ").append(range);
        }
        return written.toString();
    }
}
