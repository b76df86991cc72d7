package dev.grundy.heap;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parts of sparse space that the values alone would not pin down; that it gives the naive
 * values is {@link TakeAndBreakValuesTest} and {@link HeapStepTest}.
 */
class SparseGrundySequenceTest {

    @Property(tries = 200)
    void markingRareSplitsFindsExactlyTheSplitsWithARarePart(@ForAll @Size(min = 4, max = 60) List<@IntRange(max = 200) Integer> list,
                                                            @ForAll @IntRange(min = 1, max = 3) int first,
                                                            @ForAll boolean unequal,
                                                            @ForAll @IntRange(min = 3, max = 59) int left) {
        int[] rare = IntStream.range(0, list.size()).filter(heap -> list.get(heap) % 3 == 0).toArray();
        Assume.that(left < list.size());
        CompactValues store = CompactValues.empty(2);
        for (int value : list) {
            store = store.add(value);
        }
        RareHeaps heaps = RareHeaps.none();
        for (int r : rare) {
            heaps = heaps.with(r);
        }
        int[] marks = new int[256];
        SparseGrundySequence.markRareSplits(store, left, first, heaps, unequal, marks, 1);

        int[] expected = new int[256];
        for (int r : rare) {
            if (r >= first && r < left && !(unequal && 2 * r == left)) {
                expected[list.get(r) ^ list.get(left - r)] = 1;
            }
        }
        assertThat(marks).isEqualTo(expected);
    }

    @Property(tries = 200)
    void theFirstRareHeapAtLeastAHeapIsFoundByBinarySearch(@ForAll @Size(max = 50) List<@IntRange(max = 3) Integer> gaps,
                                                          @ForAll @IntRange(max = 200) int heap) {
        RareHeaps heaps = RareHeaps.none();
        int next = 0;
        for (int gap : gaps) {
            next += gap + 1;
            heaps = heaps.with(next);
        }
        int[] list = Arrays.copyOf(heaps.heaps(), heaps.count());

        int expected = (int) IntStream.of(list).filter(r -> r < heap).count();
        assertThat(heaps.firstAtLeast(heap)).isEqualTo(expected);
    }
}
