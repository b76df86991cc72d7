package dev.grundy.pattern;

import dev.grundy.text.Phrase;
import dev.grundy.heap.CompactValues;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.PeriodicityDetector;

import java.util.List;

/**
 * Pure and arithmetic periodicity of a one-dimensional table, G(n + p) = G(n) + s from a
 * preperiod on, by {@link PeriodicityDetector} (least period first, checked backwards from the end;
 * reported only when seen over three periods and 64 values). Proved only when the game's own
 * theorem proved it (a subtraction game's period seen twice past its largest move, an octal game's
 * Guy–Smith test), handed in by the caller; otherwise observed. O(table) for most tables.
 */
public final class PeriodicValues implements PatternFinder {
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

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1) {
            return List.of();
        }
        if (proved != null) {
            Finding finding = finding(proved.preperiod(), proved.period(), proved.saltus(), reason);
            if (finding.holdsOn(table)) {
                return List.of(finding);
            }
        }
        CompactValues values = CompactValues.empty();
        for (int i = 0; i < table.size(); i++) {
            if (table.value(i) > Integer.MAX_VALUE) {
                return List.of();
            }
            values = values.add((int) table.value(i));
        }
        Periodicity seen = PeriodicityDetector.observe(values, table.size());
        if (seen == null) {
            return List.of();
        }
        long from = table.ranges().get(0).from();
        return List.of(finding(from + seen.preperiod(), seen.period(), seen.saltus(), null));
    }

    private static Finding finding(long preperiod, long period, long saltus, Phrase proof) {
        Phrase statement = saltus == 0 ? Phrase.of("pattern.periodic", period, preperiod)
                : Phrase.of("pattern.arithmetic", period, preperiod, saltus);
        return new Finding(statement, (table, index) -> {
            long n = table.numbers(index)[0];
            int back = table.index(n - period);
            return n - period < preperiod || back < 0 || table.value(index) == table.value(back) + saltus;
        }, proof);
    }
}
