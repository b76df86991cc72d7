package dev.grundy.heap;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The streamed step against the naive values of random octal games, in windows small enough that
 * every path of it runs: rare splits whose partner the tail holds and those it does not, the scan
 * in memory and through the disk, the walk to c, heaps prepared ahead of the values known.
 */
class WindowedSparseStepTest {

    /** How the heaps are given to the steps. */
    enum Way {
        /** One heap at a time, up to 32 heaps ahead of the values known. */
        AHEAD,
        /** Every heap in turn with every value below it known, to a serial step. */
        SERIAL,
        /** Two heaps at a time with the same values known, to two steps taking turns as the first. */
        PAIRS
    }

    /**
     * Every heap, given to steps in each {@link Way}: a serial step marks the lefts of the next
     * heaps with its own, and a pair's first step the second's, when the game splits after one
     * removal k only (1 to 3 here: two to four lefts a pass).
     */
    @Property(tries = 40)
    void everyHeapGetsItsNaiveValue(@ForAll @Size(min = 1, max = 3) List<@IntRange(min = 4, max = 7) Integer> splitting,
                                    @ForAll @Size(max = 2) List<@IntRange(max = 3) Integer> takesFirst,
                                    @ForAll Way way,
                                    @ForAll @IntRange(min = 1, max = 63) int anyMask,
                                    @ForAll @IntRange(min = 8, max = 10) int tailPower,
                                    @ForAll @IntRange(min = 16, max = 600) int prefix,
                                    @ForAll @IntRange(max = 32) int mostAhead,
                                    @ForAll long seed) throws Exception {
        String code = "0." + takesFirst.stream().map(String::valueOf).reduce("", String::concat)
                + splitting.stream().map(String::valueOf).reduce("", String::concat);
        int heaps = 2500;
        int[] expected = NaiveOctal.values(code, false, heaps);
        int largest = Arrays.stream(expected).max().orElseThrow();
        int mask = Math.max(1, anyMask % (2 * Integer.highestOneBit(Math.max(largest, 1))));
        TakeAndBreak rules = TakeAndBreak.parse(code, code);
        int[] removals = SplitGeometry.of(rules).twoSplitRemovals();
        WindowedSparseStep step = new WindowedSparseStep(rules, removals, new AtomicLong(), way == Way.SERIAL);
        WindowedSparseStep other = new WindowedSparseStep(rules, removals, new AtomicLong(), false);
        // The rare heaps below each count of known values, as the run hands them to a step.
        StreamedRareHeaps[] rareBelow = new StreamedRareHeaps[heaps + 1];
        rareBelow[0] = new StreamedRareHeaps(mask);
        for (int n = 0; n < heaps; n++) {
            rareBelow[n + 1] = rareBelow[n].offer(n, expected[n]);
        }
        Random random = new Random(seed);
        Path directory = Files.createTempDirectory("windowed-step");
        try (ValueStore store = ValueStore.open(directory.resolve("store"), code, (values, count) -> { })) {
            WindowedValues window = new WindowedValues(prefix, 1 << tailPower);
            window.storeIn(store);
            int start = 40;
            for (int n = 0; n < start; n++) {
                window.add(expected[n], true);
            }
            for (int n = start; n < heaps; n++) {
                int known = way == Way.SERIAL ? n : n - random.nextInt(Math.min(mostAhead, n - start) + 1);
                boolean pair = way == Way.PAIRS && n + 1 < heaps;
                if (pair) {
                    step.prepareTwo(other, n, known, window, rareBelow[known], null, largest);
                } else {
                    step.prepare(n, known, window, rareBelow[known], null, largest);
                }
                int value = way == Way.SERIAL ? step.finishInTurn(largest) : step.finish(largest);
                assertThat(value).as("%s, mask %d: G(%d) prepared with %d values known", code, mask, n, known)
                        .isEqualTo(expected[n]);
                window.add(expected[n], true);
                if (pair) {
                    n++;
                    assertThat(other.finish(largest)).as("%s, mask %d: G(%d) prepared second with %d values known", code, mask, n,
                            known).isEqualTo(expected[n]);
                    window.add(expected[n], true);
                    WindowedSparseStep first = other;
                    other = step;
                    step = first;
                }
            }
        } finally {
            Files.deleteIfExists(directory.resolve("store"));
            Files.delete(directory);
        }
    }

    /**
     * The rare splits read from the tail, of one left or of up to four consecutive lefts in one
     * pass, are those of the whole list, ring wraps and heaps beyond 2^32 included.
     */
    @Property(tries = 40)
    void theRareSplitsReadFromTheTailAreThoseOfTheWholeList(@ForAll @IntRange(max = 1 << 20) int below,
                                                            @ForAll boolean beyondTwoToThe32,
                                                            @ForAll @Size(max = 40) List<@IntRange(min = 1, max = 60) Integer> gaps,
                                                            @ForAll @IntRange(min = 1, max = 4) int lefts,
                                                            @ForAll long seed) {
        long first = beyondTwoToThe32 ? (1L << 32) - below : 0;
        Random random = new Random(seed);
        int count = 3000 + random.nextInt(1024);
        WindowedValues window = new WindowedValues(100, 1024, first);
        int[] added = new int[count];
        for (int i = 0; i < count; i++) {
            added[i] = random.nextInt(64);
            window.add(added[i], true);
        }
        // Mask 0: every value is rare, so every heap offered is listed.
        StreamedRareHeaps rare = new StreamedRareHeaps(0);
        long heap = 0;
        for (int gap : gaps) {
            heap += gap;
            rare = rare.offer(heap, random.nextInt(64));
        }
        long left = first + count - lefts - random.nextInt(10);
        int from = rare.firstAtLeast(random.nextInt(100));
        int to = Math.max(from, rare.firstAtLeast(window.lastPartWithPartnerInTail(left, window.count()) + 1));
        int[][] marks = new int[lefts][64];
        int[] mark = new int[lefts];
        Arrays.setAll(mark, j -> 5 + j);
        window.markRareSplitsInTail(left, rare, from, to, marks, mark);

        int[][] expected = new int[lefts][64];
        for (int j = 0; j < lefts; j++) {
            for (int i = from; i < to; i++) {
                long partner = left + j - rare.heaps()[i];
                assertThat(partner).isGreaterThanOrEqualTo(window.count() - 1024);
                expected[j][rare.values()[i] ^ added[(int) (partner - first)]] = 5 + j;
            }
        }
        assertThat(marks).isEqualTo(expected);
        for (int i = 0; i < rare.count(); i++) {
            assertThat(rare.firstAtLeast(rare.heaps()[i])).isEqualTo(i);
            assertThat(rare.firstAtLeast(rare.heaps()[i] + 1)).isEqualTo(i + 1);
        }
    }
}
