package dev.grundy.heap;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CompactValuesTest {

    @Test
    void widensOnlyAsValuesRequire() {
        CompactValues values = CompactValues.empty();
        for (int v = 0; v < 256; v++) {
            values = values.add(v);
        }
        assertThat(values.bytesPerValue()).isEqualTo(1);
        values = values.add(300);
        assertThat(values.bytesPerValue()).isEqualTo(2);
        values = values.add(70_000);
        assertThat(values.bytesPerValue()).isEqualTo(4);
        assertThat(values.get(255)).isEqualTo(255);
        assertThat(values.get(256)).isEqualTo(300);
        assertThat(values.get(257)).isEqualTo(70_000);
        assertThat(values.size()).isEqualTo(258);
    }

    @Test
    void comesInThreeWidthsOnly() {
        assertThat(CompactValues.empty(2).bytesPerValue()).isEqualTo(2);
        assertThat(CompactValues.empty(1).atLeastTwoBytes().bytesPerValue()).isEqualTo(2);
        assertThatThrownBy(() -> CompactValues.empty(3)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The inner loops are written once per storage type: all three must mark the same options. */
    @Property(tries = 200)
    void everyStorageTypeMarksTheSameOptions(@ForAll @Size(min = 4, max = 60) List<@IntRange(max = 200) Integer> list,
                                            @ForAll @IntRange(min = 1, max = 3) int first,
                                            @ForAll @IntRange(max = 250) int bound) {
        int left = list.size() - 1;
        int[] rare = {0, 1, 3, 5, 8};
        int below = (int) Arrays.stream(rare).filter(r -> r < left).count();
        int[][] marks = new int[3][256];
        for (int s = 0; s < 3; s++) {
            CompactValues store = CompactValues.empty(1 << s);
            for (int value : list) {
                store = store.add(value);
            }
            store.markSplits(left, first, Math.min(left / 2, first + bound / 8), marks[s], 7);
            int[] rareValues = Arrays.stream(rare).map(r -> r < list.size() ? list.get(r) : 0).toArray();
            store.markRareSplits(left, rare, rareValues, Math.min(first, below), below, marks[s], 8);
        }
        assertThat(marks[1]).isEqualTo(marks[0]);
        assertThat(marks[2]).isEqualTo(marks[0]);
    }

    /** The tries of SmallPartIndex, counted by each storage type's loop and one at a time. */
    @Property(tries = 200)
    void everyStorageTypeCountsTheSameTries(@ForAll @Size(min = 4, max = 60) List<@IntRange(max = 200) Integer> list,
                                           @ForAll @Size(max = 40) List<@IntRange(max = 200) Integer> targets) {
        int left = list.size() - 1;
        int[] tries = new int[targets.size()];
        int expected = 0;
        for (int i = 0; i < tries.length; i++) {
            int part = 1 + i % left;
            tries[i] = part | targets.get(i) << 15;
            expected += list.get(left - part).equals(targets.get(i)) ? 1 : 0;
        }
        for (int width : new int[] {1, 2, 4}) {
            CompactValues store = CompactValues.empty(width);
            for (int value : list) {
                store = store.add(value);
            }
            assertThat(store.countPackedPartners(left, tries, 0, tries.length)).as("%d bytes a value", width).isEqualTo(expected);
        }
    }

    /** A prefix shares the array, yet neither list's appends reach the other. */
    @Property(tries = 100)
    void aPrefixKeepsItsValuesWhateverEitherListAppends(@ForAll @Size(min = 1, max = 40) List<@IntRange(max = 300) Integer> list,
                                                       @ForAll @IntRange(min = 1, max = 4) int width,
                                                       @ForAll @IntRange(max = 40) int cut,
                                                       @ForAll @Size(max = 40) List<@IntRange(max = 70_000) Integer> more) {
        Assume.that(width != 3 && cut <= list.size());
        CompactValues whole = CompactValues.empty(width);
        for (int value : list) {
            whole = whole.add(value);
        }
        CompactValues prefix = whole.prefix(cut);
        for (int value : more) {
            whole = whole.add(value);
            prefix = prefix.add(value + 1);
        }

        int[] expectedWhole = IntStream.concat(list.stream().mapToInt(Integer::intValue), more.stream().mapToInt(Integer::intValue)).toArray();
        int[] expectedPrefix = IntStream.concat(list.stream().mapToInt(Integer::intValue).limit(cut),
                more.stream().mapToInt(value -> value + 1)).toArray();
        assertThat(whole.toArray()).containsExactly(expectedWhole);
        assertThat(prefix.toArray()).containsExactly(expectedPrefix);
    }

    @Test
    void aPrefixIsNoLongerThanTheList() {
        CompactValues values = CompactValues.empty().add(1).add(2);

        assertThat(values.prefix(0).size()).isZero();
        assertThatThrownBy(() -> values.prefix(3)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> values.prefix(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void markingSplitsFindsExactlyTheirValues() {
        CompactValues values = CompactValues.empty();
        for (int value : new int[] {0, 1, 2, 3, 1, 4, 3}) {
            values = values.add(value);
        }
        int[] marks = new int[16];
        values.markSplits(6, 1, 3, marks, 1);

        // 6 = 1+5, 2+4, 3+3: G(1)^G(5) = 5, G(2)^G(4) = 3, G(3)^G(3) = 0.
        assertThat(marks).containsExactly(1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }
}
