package dev.grundy.heap;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window — prefix and tail in memory, the rest read back from its store on disk — answers every
 * read as the whole list does, and marks the same splits.
 */
class WindowedValuesTest {

    @Property(tries = 12)
    void everyReadAndEverySplitIsThatOfTheWholeList(@ForAll @IntRange(min = 1, max = 5000) int prefix,
                                                    @ForAll @IntRange(min = 0, max = 17) int tailPower,
                                                    @ForAll @IntRange(min = 1, max = 300_000) int count,
                                                    @ForAll long seed) throws Exception {
        Path directory = Files.createTempDirectory("windowed");
        Random random = new Random(seed);
        int[] all = new int[count];
        try (ValueStore store = ValueStore.open(directory.resolve("store"), "octal:0.6", (values, many) -> { })) {
            WindowedValues window = new WindowedValues(prefix, 1 << tailPower);
            window.storeIn(store);
            for (int n = 0; n < count; n++) {
                all[n] = random.nextInt(random.nextInt(10) == 0 ? 4096 : 64);
                window.add(all[n], true);
            }
            for (int read = 0; read < 2000; read++) {
                int n = random.nextInt(count);
                assertThat(window.get(n)).as("G(%d)", n).isEqualTo(all[n]);
            }
            int[] marks = new int[8192];
            int[] expected = new int[8192];
            for (int split = 0; split < 50; split++) {
                int left = 2 + random.nextInt(count - 1 < 2 ? 1 : count - 1);
                if (left >= count) {
                    continue;
                }
                int first = 1 + random.nextInt(Math.max(1, left / 2));
                int last = Math.min(left / 2, first + random.nextInt(SequenceTuning.SCAN_HALF_BLOCK));
                if (first > last) {
                    continue;
                }
                window.markSplits(left, first, last, window.count(), new int[SequenceTuning.SCAN_HALF_BLOCK], marks, split + 1);
                for (int a = first; a <= last; a++) {
                    expected[all[a] ^ all[left - a]] = split + 1;
                }
                long inMemory = Math.min(last, window.lastPartInMemory(left, window.count()));
                if (inMemory >= first) {
                    window.markSplitsInMemory(left, first, (int) inMemory, marks, -(split + 1));
                    for (int a = first; a <= inMemory; a++) {
                        assertThat(marks[all[a] ^ all[left - a]]).isEqualTo(-(split + 1));
                    }
                }
                for (int value = 0; value < marks.length; value++) {
                    assertThat(marks[value] == split + 1 || marks[value] == -(split + 1))
                            .isEqualTo(expected[value] == split + 1);
                }
            }
        } finally {
            Files.deleteIfExists(directory.resolve("store"));
            Files.delete(directory);
        }
    }

    @Property(tries = 5)
    void heapsBeyondTwoToTheThirtyTwoAreReadAndSplitInTheTail(@ForAll @IntRange(min = 0, max = 1 << 20) int below,
                                                              @ForAll long seed) {
        long first = (1L << 32) - below;
        Random random = new Random(seed);
        int prefix = 100;
        int count = 3000;
        WindowedValues window = new WindowedValues(prefix, 1024, first);
        int[] added = new int[count];
        for (int i = 0; i < count; i++) {
            added[i] = random.nextInt(64);
            window.add(added[i], true);
        }
        assertThat(window.count()).isEqualTo(first + count);
        for (int i = count - 1024; i < count; i++) {
            assertThat(window.get(first + i)).isEqualTo(added[i]);
        }
        long left = first + count - 1 - random.nextInt(10);
        int last = (int) window.lastPartInMemory(left, window.count());
        assertThat(last).isEqualTo(prefix - 1);
        int[] marks = new int[128];
        window.markSplitsInMemory(left, 1, last, marks, 7);
        for (int a = 1; a <= last; a++) {
            // The prefix holds zeros below the first value added: G(a) ⊕ G(left − a) = G(left − a).
            assertThat(marks[added[(int) (left - a - first)]]).isEqualTo(7);
        }
    }

    /**
     * The tries of SmallPartIndex whose large part is in the tail are counted as the whole list
     * counts them, whether their partners wrap round the ring or not (tails beyond 2^15).
     */
    @Property(tries = 50)
    void theTriesInTheTailAreCountedAsTheWholeListCountsThem(@ForAll @IntRange(min = 0, max = 17) int tailPower,
                                                              @ForAll @IntRange(min = 2, max = 300_000) int count,
                                                              @ForAll long seed) {
        Random random = new Random(seed);
        WindowedValues window = new WindowedValues(64, 1 << tailPower);
        int[] all = new int[count];
        for (int n = 0; n < count; n++) {
            all[n] = random.nextInt(8);
            window.add(all[n], false);
        }
        long left = count - 1;
        int last = (int) Math.min(left - 1, window.lastPartInMemory(left, window.count()));
        if (last < 1) {
            return;
        }
        int[] tries = new int[40];
        int expected = 0;
        for (int i = 0; i < tries.length; i++) {
            int part = 1 + random.nextInt(last);
            int target = random.nextInt(8);
            tries[i] = part | target << 15;
            expected += all[(int) left - part] == target ? 1 : 0;
        }
        assertThat(window.countPackedPartners(left, tries, 0, tries.length)).isEqualTo(expected);
    }

    /**
     * The middle follows the half of the count, and marks the near-halves of a heap up to the
     * look-ahead beyond the count as the whole list does, its ring's wraps included.
     */
    @Property(tries = 15)
    void theMiddleMarksTheNearHalvesAsTheWholeListDoes(@ForAll @IntRange(min = 8, max = 12) int tailPower,
                                                       @ForAll @IntRange(min = 5_000, max = 20_000) int count,
                                                       @ForAll @IntRange(max = SequenceTuning.LOOKAHEAD) int ahead,
                                                       @ForAll @IntRange(min = 1, max = 3) int removal,
                                                       @ForAll long seed) throws Exception {
        Path directory = Files.createTempDirectory("middle");
        Random random = new Random(seed);
        int[] all = new int[count];
        try (ValueStore store = ValueStore.open(directory.resolve("store"), "octal:0.6", (values, many) -> { })) {
            WindowedValues window = new WindowedValues(64, 1 << tailPower);
            window.storeIn(store);
            for (int n = 0; n < count; n++) {
                all[n] = random.nextInt(256);
                window.add(all[n], true);
            }
            long heap = count + ahead;
            long left = heap - removal;
            long first = window.firstPartInMiddle(left, heap);
            long last = left / 2;
            // A quarter of the middle either side of the half: the ring holds that much.
            assertThat(first).isEqualTo(Math.max(heap / 2 - (1 << tailPower) / 4, left - heap / 2 - (1 << tailPower) / 4));
            assertThat(left - first).isLessThan(count);
            int[] marks = new int[256];
            window.markSplitsInMiddle(left, first, last, marks, 7);
            int[] expected = new int[256];
            for (long a = first; a <= last; a++) {
                expected[all[(int) a] ^ all[(int) (left - a)]] = 7;
            }
            assertThat(marks).isEqualTo(expected);
        } finally {
            Files.deleteIfExists(directory.resolve("store"));
            Files.delete(directory);
        }
    }
}
