package dev.grundy.solve;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The array-or-table memo answers as a plain map would, across the boundary between its two stores. */
class CodeValuesTest {

    /** Random puts and removes on codes near 0, near the array's bound and far beyond: every get as a HashMap's. */
    @Property(tries = 200)
    void behavesAsAMap(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 5) Integer> kinds,
                       @ForAll @Size(max = 300) List<@IntRange(min = 0, max = 2000) Integer> offsets) {
        CodeValues values = new CodeValues();
        Map<Long, Integer> expected = new HashMap<>();
        for (int i = 0; i < Math.min(kinds.size(), offsets.size()); i++) {
            int offset = offsets.get(i);
            long code = switch (kinds.get(i) % 3) {
                case 0 -> offset;
                case 1 -> CodeValues.DENSE - 1000 + offset;
                default -> (1L << 40) + offset;
            };
            if (kinds.get(i) >= 3) {
                values.remove(code);
                expected.remove(code);
            } else {
                values.put(code, i);
                expected.put(code, i);
            }
            for (long probe : new long[] {code, offset, CodeValues.DENSE - 1000 + offset, (1L << 40) + offset}) {
                assertThat(values.get(probe)).isEqualTo(expected.getOrDefault(probe, LongIntMap.ABSENT));
            }
        }
    }
}
