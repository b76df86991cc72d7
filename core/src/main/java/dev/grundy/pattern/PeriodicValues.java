package dev.grundy.pattern;

import dev.grundy.text.Phrase;
import dev.grundy.heap.Periodicity;

import java.util.List;

/**
 * Pure and arithmetic periodicity of a one-dimensional table, G(n + p) = G(n) + s from a
 * preperiod on. Proved only when the game's own theorem proved it (a subtraction game's period
 * seen twice past its largest move, an octal game's Guy–Smith test), handed in by the caller.
 * Otherwise observed: the least p whose relation holds over at least the later half of the
 * table, three periods and {@value #SHORTEST_TAIL} values, in O(table). A shorter periodic
 * stretch at the end (a game that is not periodic often looks periodic just before its next
 * break, e.g. at a power of 2) is stated only as such, "only on the last N values", never as the
 * table's period.
 */
public final class PeriodicValues implements PatternFinder {
    /** The fewest values a periodic stretch must span to be stated without proof. */
    static final int SHORTEST_TAIL = 64;

    private final Periodicity proved;
    private final Phrase reason;

    /** A finder that proves nothing: every periodicity is observed. */
    public PeriodicValues() {
        this(null, null);
    }

    /**
     * @param proved the periodicity the game's theorem proves for heaps from 0, or null
     * @param reason the theorem, for people
     */
    public PeriodicValues(Periodicity proved, Phrase reason) {
        this.proved = proved != null && proved.proved() ? proved : null;
        this.reason = reason;
    }

    /** A periodic stretch at the end of a table: the relation holds for n ≥ preperiod. */
    private record Stretch(long preperiod, long period, long saltus) {
    }

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1) {
            return List.of();
        }
        if (proved != null) {
            Finding finding = finding(new Stretch(proved.preperiod(), proved.period(), proved.saltus()), reason);
            if (finding.holdsOn(table)) {
                return List.of(finding);
            }
        }
        Stretch half = overHalf(table);
        if (half != null) {
            return List.of(finding(half, null));
        }
        Stretch tail = leastOnTail(table);
        return tail == null ? List.of() : List.of(tailOnly(tail, table.ranges().get(0).to()));
    }

    /**
     * The least p with G(n + p) = G(n) + s on the later half of the table: the least period of the
     * differences G(n + 1) − G(n) there, by the prefix function of Knuth, Morris and Pratt (a string
     * of length L has least period L − π(L)), then extended backwards to its preperiod. O(table).
     *
     * @return the periodicity, when its stretch also spans three periods and {@value #SHORTEST_TAIL} values, or null
     */
    private static Stretch overHalf(ValueTable table) {
        int length = table.size();
        int middle = length / 2;
        int count = length - middle - 1;
        if (count < 1) {
            return null;
        }
        long[] steps = new long[count];
        for (int i = 0; i < count; i++) {
            steps[i] = table.value(middle + i + 1) - table.value(middle + i);
        }
        int[] border = new int[count];
        for (int i = 1; i < count; i++) {
            int k = border[i - 1];
            while (k > 0 && steps[i] != steps[k]) {
                k = border[k - 1];
            }
            border[i] = steps[i] == steps[k] ? k + 1 : 0;
        }
        int period = count - border[count - 1];
        if (middle + period >= length) {
            return null;
        }
        long saltus = table.value(middle + period) - table.value(middle);
        int n = middle - 1;
        while (n >= 0 && table.value(n + period) - table.value(n) == saltus) {
            n--;
        }
        int stretch = length - (n + 1);
        return stretch >= 3 * period && stretch >= SHORTEST_TAIL ? new Stretch(table.numbers(n + 1)[0], period, saltus) : null;
    }

    /**
     * The least p whose relation, checked backwards from the end, holds on three periods and
     * {@value #SHORTEST_TAIL} values; O(table) for most tables, as most candidates fail at once.
     *
     * @return the periodic stretch at the end, or null
     */
    private static Stretch leastOnTail(ValueTable table) {
        int length = table.size();
        int last = length - 1;
        for (int period = 1; 3 * period <= length; period++) {
            long saltus = table.value(last) - table.value(last - period);
            int n = last - period;
            while (n >= 0 && table.value(n + period) - table.value(n) == saltus) {
                n--;
            }
            int tail = length - (n + 1);
            if (tail >= 3 * period && tail >= SHORTEST_TAIL) {
                return new Stretch(table.numbers(n + 1)[0], period, saltus);
            }
        }
        return null;
    }

    private static Finding finding(Stretch stretch, Phrase proof) {
        Phrase statement = stretch.saltus() == 0 ? Phrase.of("pattern.periodic", stretch.period(), stretch.preperiod())
                : Phrase.of("pattern.arithmetic", stretch.period(), stretch.preperiod(), stretch.saltus());
        return new Finding(statement, holds(stretch), proof);
    }

    /** A periodic stretch over less than half the table: said with how many values it covers, as no period. */
    private static Finding tailOnly(Stretch stretch, long to) {
        Phrase statement = Phrase.of(stretch.saltus() == 0 ? "pattern.periodic.tailOnly" : "pattern.arithmetic.tailOnly",
                stretch.period(), stretch.preperiod(), to - stretch.preperiod() + 1, stretch.saltus());
        return new Finding(statement, holds(stretch), null);
    }

    private static Finding.Claim holds(Stretch stretch) {
        long preperiod = stretch.preperiod();
        long period = stretch.period();
        long saltus = stretch.saltus();
        return (table, index) -> {
            long n = table.numbers(index)[0];
            int back = table.index(n - period);
            return n - period < preperiod || back < 0 || table.value(index) == table.value(back) + saltus;
        };
    }
}
