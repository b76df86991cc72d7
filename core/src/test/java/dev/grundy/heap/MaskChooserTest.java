package dev.grundy.heap;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MaskChooserTest {

    /** The Walsh–Hadamard transform must pick a mask as good as trying every mask. */
    @Property(tries = 300)
    void choosesAMaskWithTheFewestRareHeaps(@ForAll @Size(value = 64) List<@LongRange(max = 1000) Long> counts) {
        long[] histogram = counts.stream().mapToLong(Long::longValue).toArray();
        int chosen = MaskChooser.bestMask(histogram);

        long best = Long.MAX_VALUE;
        for (int mask = 1; mask < histogram.length; mask++) {
            best = Math.min(best, rareHeaps(histogram, mask));
        }
        assertThat(chosen).isPositive();
        assertThat(rareHeaps(histogram, chosen)).isEqualTo(best);
    }

    private static long rareHeaps(long[] histogram, int mask) {
        long rare = 0;
        for (int value = 0; value < histogram.length; value++) {
            rare += MaskChooser.rare(value, mask) ? histogram[value] : 0;
        }
        return rare;
    }
}
