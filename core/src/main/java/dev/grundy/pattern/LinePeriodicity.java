package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * Every row G(a, ·) (or every column G(·, b)) of a two-dimensional table periodic from some point
 * on, purely or arithmetically: G(a, b + p) = G(a, b) + s for b ≥ b₀, with p, s and b₀ each row's
 * own — as the rows of two-heap Nim (p = s = the power of 2 above a) and, by Dress, Flammenkamp
 * and Pink's theorem (Adv. Appl. Math. 22, 1999), of Wythoff's game. For each line the least
 * period p ≤ {@value #MOST_PERIOD} is taken, its saltus s read at the end and its preperiod found
 * backwards from the end (as {@code heap/PeriodicityDetector} does for one heap); a line counts
 * only when the periodic stretch holds three periods and half the line. Stated only when every line of the table
 * has one, and lines hold at least {@value #SHORTEST_LINE} values. O(lines · p · length).
 */
public final class LinePeriodicity implements PatternFinder {
    static final int MOST_PERIOD = 128;
    static final int SHORTEST_LINE = 16;
    static final int MOST_LISTED = 6;

    private final boolean rows;

    /** @param rows true for the rows G(a, ·), false for the columns G(·, b) */
    public LinePeriodicity(boolean rows) {
        this.rows = rows;
    }

    /** A line's period p, saltus s and preperiod b₀, b₀ counted from the range's start. */
    private record Period(int period, long saltus, int preperiod) {
    }

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 2) {
            return List.of();
        }
        TableRange across = table.ranges().get(rows ? 0 : 1);
        TableRange along = table.ranges().get(rows ? 1 : 0);
        if (along.size() < SHORTEST_LINE) {
            return List.of();
        }
        List<Period> periods = new ArrayList<>();
        for (long line = across.from(); line <= across.to(); line++) {
            Period period = period(line(table, line, along));
            if (period == null) {
                return List.of();
            }
            periods.add(period);
        }
        return List.of(new Finding(statement(periods, across, along), (t, index) -> {
            long[] numbers = t.numbers(index);
            Period period = periods.get((int) (numbers[rows ? 0 : 1] - across.from()));
            long at = numbers[rows ? 1 : 0] - along.from();
            if (at - period.period() < period.preperiod()) {
                return true;
            }
            long[] back = numbers.clone();
            back[rows ? 1 : 0] -= period.period();
            return t.value(index) == t.value(t.index(back)) + period.saltus();
        }, null));
    }

    private long[] line(ValueTable table, long line, TableRange along) {
        long[] values = new long[(int) along.size()];
        for (int i = 0; i < values.length; i++) {
            long other = along.from() + i;
            values[i] = table.value(rows ? table.index(line, other) : table.index(other, line));
        }
        return values;
    }

    /** @return the least period whose periodic stretch holds three periods and half the line, or null */
    private static Period period(long[] values) {
        int length = values.length;
        for (int p = 1; p <= MOST_PERIOD && 3 * p <= length; p++) {
            long saltus = values[length - 1] - values[length - 1 - p];
            int b = length - 1;
            while (b >= p && values[b] == values[b - p] + saltus) {
                b--;
            }
            int preperiod = b - p + 1; // the relation holds for every b' ≥ preperiod + p
            int stretch = length - Math.max(preperiod, 0);
            if (stretch >= 3 * p && 2 * stretch >= length) {
                return new Period(p, saltus, Math.max(preperiod, 0));
            }
        }
        return null;
    }

    private Phrase statement(List<Period> periods, TableRange across, TableRange along) {
        String kind = rows ? "pattern.rows." : "pattern.columns.";
        if (periods.stream().distinct().count() == 1) {
            Period period = periods.get(0);
            return Phrase.of(kind + "same", period.period(), period.saltus() == 0 ? "" : (period.saltus() > 0 ? " + " : " − ") + Math.abs(period.saltus()),
                    along.from() + period.preperiod());
        }
        StringBuilder listed = new StringBuilder();
        for (int i = 0; i < Math.min(periods.size(), MOST_LISTED); i++) {
            Period period = periods.get(i);
            listed.append(i == 0 ? "" : ", ").append(rows ? "a" : "b").append(" = ").append(across.from() + i).append(": (")
                    .append(period.period()).append(", ").append(period.saltus()).append(", ")
                    .append(along.from() + period.preperiod()).append(')');
        }
        listed.append(periods.size() > MOST_LISTED ? ", …" : "");
        int longest = periods.stream().mapToInt(Period::period).max().orElse(0);
        long latest = along.from() + periods.stream().mapToInt(Period::preperiod).max().orElse(0);
        return Phrase.of(kind + "each", listed.toString(), longest, latest);
    }
}
