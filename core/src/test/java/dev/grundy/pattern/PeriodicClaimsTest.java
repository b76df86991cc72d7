package dev.grundy.pattern;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static dev.grundy.pattern.OneLineTables.POWER_SPLIT;
import static dev.grundy.pattern.OneLineTables.table;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * No table states a period that its first half contradicts: a periodic stretch shorter than half
 * the table is said only as such, and a one-line game that is not periodic is held to that.
 */
class PeriodicClaimsTest {

    private static List<String> keys(List<Finding> findings) {
        return findings.stream().map(finding -> finding.statement().key()).toList();
    }

    /**
     * Splitting into two heaps that differ by a power of 2, or taking 1, looks periodic (period 2)
     * just before each power of 2 and breaks after it: on 0..2000 the values repeat from 1045 on,
     * which 0..4000 contradicts. None of its tables may state a period.
     */
    @Test
    void aNonPeriodicOneLineGameStatesNoPeriod() {
        for (long to : new long[] {2000, 4000, 20000}) {
            ValueTable values = table(POWER_SPLIT, new TableRange(0, to));
            List<Finding> found = Patterns.find(values, new PeriodicValues());

            assertThat(keys(found)).as("0..%d", to).doesNotContain("pattern.periodic", "pattern.arithmetic")
                    .contains("pattern.periodic.tailOnly");
            Finding tail = found.get(keys(found).indexOf("pattern.periodic.tailOnly"));
            long from = (long) tail.statement().arguments().get(1);
            assertThat(from).isGreaterThan(to / 2);
            assertThat(tail.holdsOn(table(POWER_SPLIT, new TableRange(0, 2 * to)))).as("0..%d", 2 * to).isFalse();
        }
    }

    @Test
    void thePeriodOfAPeriodicGameIsStillStated() {
        ValueTable values = table("n -> take(n, 1, 3, 4)", new TableRange(0, 300));

        assertThat(new PeriodicValues().find(values)).singleElement()
                .satisfies(finding -> assertThat(finding.statement().toString()).isEqualTo("G(n + 7) = G(n) for n ≥ 0: periodic, period 7, preperiod 0"));
    }

    /** Noise for a random stretch, then a random period: a period is stated exactly when it holds over half the table. */
    @Property(tries = 200)
    void aPeriodIsStatedOnlyOverHalfTheTable(@ForAll long seed, @ForAll @IntRange(min = 0, max = 600) int noise,
                                            @ForAll @IntRange(min = 1, max = 8) int period) {
        Random random = new Random(seed);
        long[] cycle = random.longs(period, 0, 5).toArray();
        int to = 800;
        ValueTable values = ValueTable.of(numbers -> numbers[0] < noise ? 10 + random.nextInt(3) : cycle[(int) (numbers[0] % period)],
                List.of(new TableRange(0, to)));

        for (Finding finding : new PeriodicValues().find(values)) {
            assertThat(finding.holdsOn(values)).isTrue();
            long from = (long) finding.statement().arguments().get(1);
            if (finding.statement().key().equals("pattern.periodic")) {
                assertThat(to - from + 1).isGreaterThanOrEqualTo((to + 2) / 2);
            } else {
                assertThat(to - from + 1).isLessThan((to + 2) / 2);
            }
        }
        if (noise <= 300) {
            assertThat(keys(new PeriodicValues().find(values))).containsExactly("pattern.periodic");
        }
    }
}
