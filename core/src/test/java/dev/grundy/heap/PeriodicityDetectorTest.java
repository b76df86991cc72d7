package dev.grundy.heap;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PeriodicityDetectorTest {

    private static CompactValues of(int... values) {
        CompactValues list = CompactValues.empty();
        for (int value : values) {
            list = list.add(value);
        }
        return list;
    }

    private static CompactValues repeated(List<Integer> head, List<Integer> cycle, int length) {
        CompactValues list = CompactValues.empty();
        for (int n = 0; n < length; n++) {
            list = list.add(n < head.size() ? head.get(n) : cycle.get((n - head.size()) % cycle.size()));
        }
        return list;
    }

    @Property(tries = 200)
    void findsTheLeastPeriodAndPreperiodOfAnEventuallyPeriodicSequence(
            @ForAll @Size(max = 20) List<@IntRange(max = 9) Integer> head,
            @ForAll @Size(min = 1, max = 12) List<@IntRange(max = 9) Integer> cycle) {
        CompactValues values = repeated(head, cycle, head.size() + 20 * cycle.size() + 100);
        Periodicity found = PeriodicityDetector.find(values, values.size(), PeriodicityProof.NONE, false);

        // Brute force: the least p and e with G(n + p) = G(n) for all n ≥ e in range.
        int bestPeriod = 0;
        int bestPreperiod = 0;
        for (int p = 1; p <= cycle.size() && bestPeriod == 0; p++) {
            int e = values.size() - p;
            while (e > 0 && values.get(e - 1 + p) == values.get(e - 1)) {
                e--;
            }
            boolean holds = true;
            for (int n = e; n + p < values.size(); n++) {
                holds &= values.get(n + p) == values.get(n);
            }
            if (holds && values.size() - e >= Math.max(3 * p, PeriodicityDetector.SHORTEST_TAIL)) {
                bestPeriod = p;
                bestPreperiod = e;
            }
        }
        assertThat(found).isNotNull();
        assertThat(found.period()).isEqualTo(bestPeriod);
        assertThat(found.preperiod()).isEqualTo(bestPreperiod);
        assertThat(found.proved()).isFalse();
    }

    @Test
    void findsArithmeticPeriodicityWhenAsked() {
        // Lasker's Nim: 0, then n, n, n+1, n−1 by fours: G(n + 4) = G(n) + 4 from n = 1.
        CompactValues lasker = CompactValues.empty();
        for (int n = 0; n < 400; n++) {
            lasker = lasker.add(n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n);
        }
        Periodicity found = PeriodicityDetector.find(lasker, lasker.size(), PeriodicityProof.NONE, true);

        assertThat(found).extracting(Periodicity::preperiod, Periodicity::period, Periodicity::saltus)
                .containsExactly(1L, 4L, 4L);
        assertThat(PeriodicityDetector.find(lasker, lasker.size(), PeriodicityProof.NONE, false)).isNull();
    }

    @Test
    void reportsNothingWithoutEnoughRepetitions() {
        assertThat(PeriodicityDetector.find(of(0, 1, 2, 0, 1, 2), 6, PeriodicityProof.NONE, false)).isNull();
    }

    @Test
    void aPeriodicityProofMakesTheFindingProved() {
        CompactValues values = repeated(List.of(5, 5), List.of(1, 2, 3), 30);
        Periodicity found = PeriodicityDetector.find(values, values.size(), (e, p, s, length) -> s == 0, false);

        assertThat(found.proved()).isTrue();
        assertThat(found.period()).isEqualTo(3);
        assertThat(found.preperiod()).isEqualTo(2);
    }
}
