package dev.grundy.solve;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The primitive map behaves as a {@code HashMap<Long, Integer>} under any sequence of operations. */
class LongIntMapTest {

    /** One operation: put the value, or remove the key when the value is negative. */
    record Operation(long key, int value) {
    }

    @Property(tries = 300)
    void agreesWithAHashMap(@ForAll("operations") List<Operation> operations) {
        LongIntMap map = new LongIntMap();
        Map<Long, Integer> expected = new HashMap<>();
        for (Operation operation : operations) {
            if (operation.value() < 0) {
                map.remove(operation.key());
                expected.remove(operation.key());
            } else {
                map.put(operation.key(), operation.value());
                expected.put(operation.key(), operation.value());
            }
        }

        assertThat(map.size()).isEqualTo(expected.size());
        for (Operation operation : operations) {
            assertThat(map.get(operation.key())).isEqualTo(expected.getOrDefault(operation.key(), LongIntMap.ABSENT));
        }
    }

    /**
     * Keys from a small range collide in their probe runs, so removals must shift entries back;
     * edge values and a wide range are mixed in.
     */
    @Provide
    Arbitrary<List<Operation>> operations() {
        Arbitrary<Long> keys = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.longs().between(-200, 3000)),
                Tuple.of(1, Arbitraries.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32)),
                Tuple.of(1, Arbitraries.longs()));
        Arbitrary<Integer> values = Arbitraries.integers().between(-1, 50);
        return Combinators.combine(keys, values).as(Operation::new).list().ofMaxSize(4000);
    }

    @Test
    void growsPastItsFirstTableAndKeepsEveryKey() {
        LongIntMap map = new LongIntMap();
        for (long key = 0; key < 200_000; key++) {
            map.put(key * 0x1_0000_0001L, (int) (key % 1000));
        }

        assertThat(map.size()).isEqualTo(200_000);
        assertThat(map.get(199_999L * 0x1_0000_0001L)).isEqualTo(999);
        assertThat(map.get(-5)).isEqualTo(LongIntMap.ABSENT);
    }

    @Test
    void refusesToStoreTheAbsentMarker() {
        assertThatThrownBy(() -> new LongIntMap().put(1, LongIntMap.ABSENT)).isInstanceOf(IllegalArgumentException.class);
    }
}
