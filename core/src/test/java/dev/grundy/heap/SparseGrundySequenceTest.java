package dev.grundy.heap;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
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
        CompactValues store = storeOf(list);
        RareHeaps heaps = rareHeapsOf(list, rare);
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

    /**
     * Two lefts marked in one pass: exactly the splits with a rare part of each, the rare heap that
     * is half of the even one left out when the parts must differ, and the rare heap equal to
     * the first left a split of the second only; from a first part of each, the second's one more
     * than the first's unless both are 1 (a part first whose partner in the second left is not known).
     */
    @Property(tries = 300)
    void markingTheRareSplitsOfTwoLeftsFindsExactlyEachLeftsSplits(@ForAll @Size(min = 4, max = 60) List<@IntRange(max = 200) Integer> list,
                                                                   @ForAll boolean unequal,
                                                                   @ForAll @IntRange(min = 1, max = 58) int left,
                                                                   @ForAll @IntRange(min = 2, max = 4) int rareEvery,
                                                                   @ForAll @IntRange(min = 1, max = 30) int first,
                                                                   @ForAll boolean nextOneMore) {
        int[] rare = IntStream.range(0, list.size()).filter(heap -> list.get(heap) % rareEvery == 0).toArray();
        Assume.that(left + 1 < list.size());
        CompactValues store = storeOf(list);
        RareHeaps heaps = rareHeapsOf(list, rare);
        int[] marks = new int[256];
        int[] nextMarks = new int[256];
        int nextFirst = nextOneMore ? first + 1 : first;
        SparseGrundySequence.markRareSplitsOfTwo(store, left, first, nextFirst, heaps, unequal, marks, 1, nextMarks, 2);

        int[] expected = new int[256];
        int[] nextExpected = new int[256];
        for (int r : rare) {
            if (r >= first && r < left && !(unequal && 2 * r == left)) {
                expected[list.get(r) ^ list.get(left - r)] = 1;
            }
            if (r >= nextFirst && r < left + 1 && !(unequal && 2 * r == left + 1)) {
                nextExpected[list.get(r) ^ list.get(left + 1 - r)] = 2;
            }
        }
        assertThat(marks).isEqualTo(expected);
        assertThat(nextMarks).isEqualTo(nextExpected);
    }

    /**
     * Two to four lefts marked in one pass: exactly the splits with a rare part of each, a rare
     * heap that is half of an even one left out when the parts must differ, and a rare heap at
     * or above the first left a split of the later lefts only.
     */
    @Property(tries = 300)
    void markingTheRareSplitsOfSeveralLeftsFindsExactlyEachLeftsSplits(@ForAll @Size(min = 6, max = 60) List<@IntRange(max = 200) Integer> list,
                                                                       @ForAll boolean unequal,
                                                                       @ForAll @IntRange(min = 1, max = 56) int left,
                                                                       @ForAll @IntRange(min = 2, max = 4) int width,
                                                                       @ForAll @IntRange(min = 2, max = 4) int rareEvery) {
        int[] rare = IntStream.range(0, list.size()).filter(heap -> list.get(heap) % rareEvery == 0).toArray();
        Assume.that(left + width - 1 < list.size());
        CompactValues store = storeOf(list);
        RareHeaps heaps = rareHeapsOf(list, rare);
        int[][] marks = new int[width][256];
        int[] mark = IntStream.rangeClosed(1, width).toArray();
        SparseGrundySequence.markRareSplitsOfLefts(store, left, heaps, unequal, marks, mark);

        for (int j = 0; j < width; j++) {
            int[] expected = new int[256];
            for (int r : rare) {
                if (r >= 1 && r < left + j && !(unequal && 2 * r == left + j)) {
                    expected[list.get(r) ^ list.get(left + j - r)] = j + 1;
                }
            }
            assertThat(marks[j]).as("left %d", left + j).isEqualTo(expected);
        }
    }

    /**
     * The step of a run on one thread, on games that split after one removal: it marks the next
     * heaps' lefts with its own (up to four lefts, so removals up to 4) and uses those marks for
     * the next heaps, only when every part of those lefts was known; here a few values before each heap are not yet known and read as
     * noise, so that both ways are taken, and the rare heaps grow as the known values do.
     */
    @Property(tries = 60)
    void aSerialStepMarkingTheNextLeftGetsEveryValue(@ForAll @IntRange(min = 1, max = 4) int removal,
                                                     @ForAll @IntRange(min = 4, max = 7) int split,
                                                     @ForAll @IntRange(max = 3) int takeFirst,
                                                     @ForAll @IntRange(min = 1, max = 63) int anyMask,
                                                     @ForAll @IntRange(max = 2) int mostAhead,
                                                     @ForAll long seed) {
        String code = "0." + takeFirst + "0".repeat(removal - 1) + split;
        assertThat(SplitGeometry.of(TakeAndBreak.parse(code, code)).twoSplitRemovals()).hasSize(1);
        stepHeapAfterHeap(code, anyMask, mostAhead, seed, true, false);
    }

    /**
     * Two steps prepared together, as the pipeline's thread that takes two heaps does: the first
     * marks the second's left with its own, with the values known then (a few of those before the
     * heaps read as noise), and hands those marks on. Games that split after one removal, whose
     * lefts the two heaps share none of; the steps go on from pair to pair, so that marks handed
     * on stay with the step that got them.
     */
    @Property(tries = 30)
    void stepsPreparedTwoAtATimeGetEveryValue(@ForAll @IntRange(min = 1, max = 3) int removal,
                                              @ForAll @IntRange(min = 4, max = 7) int split,
                                              @ForAll @IntRange(max = 3) int takeFirst,
                                              @ForAll @IntRange(min = 1, max = 63) int anyMask,
                                              @ForAll @IntRange(max = 4) int mostAhead,
                                              @ForAll long seed) {
        String code = "0." + takeFirst + "0".repeat(removal - 1) + split;
        stepHeapAfterHeap(code, anyMask, mostAhead, seed, false, true);
    }

    /**
     * One step computes heap after heap, as a run on one thread does, so that what it learnt of
     * a left for one heap serves the next heap with that left (games that split after several
     * removals); each heap is prepared with a few of the values before it not yet known and read
     * as noise, as the pipeline's steps are, and the rare heaps grow as the known values do. A left
     * kept when the known values, the first part or the rare heaps differ would mark options that
     * are not there.
     */
    @Property(tries = 60)
    void aStepKeptFromHeapToHeapGetsEveryValue(@ForAll @Size(min = 2, max = 3) List<@IntRange(min = 4, max = 7) Integer> splitting,
                                              @ForAll @IntRange(max = 3) int takeFirst,
                                              @ForAll @IntRange(min = 1, max = 63) int anyMask,
                                              @ForAll @IntRange(max = 3) int mostAhead,
                                              @ForAll long seed) {
        String code = "0." + takeFirst + splitting.stream().map(String::valueOf).reduce("", String::concat);
        stepHeapAfterHeap(code, anyMask, mostAhead, seed, false, false);
    }

    /**
     * Runs one step (of a run on one thread, or of the pipeline) heap after heap on a code, from
     * heap 40 to 400 — or two of the pipeline's, prepared two heaps at a time and taking turns —
     * each heap prepared with up to {@code mostAhead} of the values before it not yet known and
     * read as noise, and checks every value against the naive ones.
     */
    private static void stepHeapAfterHeap(String code, int anyMask, int mostAhead, long seed, boolean serial, boolean twoAtATime) {
        int heaps = 400;
        int[] expected = NaiveOctal.values(code, false, heaps);
        int largest = Arrays.stream(expected).max().orElseThrow();
        int mask = Math.max(1, anyMask % (2 * Integer.highestOneBit(Math.max(largest, 1))));
        int start = 40;
        CompactValues known = CompactValues.empty(2);
        for (int heap = 0; heap < start; heap++) {
            known = known.add(expected[heap]);
        }
        SparseGrundySequence method = new SparseGrundySequence(SplitGeometry.of(TakeAndBreak.parse(code, code)));
        method.useMask(mask, known);
        HeapStep[] steps = {serial ? method.newSerialStep() : method.newStep(), method.newStep()};
        int atATime = twoAtATime ? 2 : 1;
        Random random = new Random(seed);
        int knownCount = start;
        for (int n = start; n + atATime <= heaps; n += atATime) {
            // The known values never go back, and the rare heaps are those among them, as in a run.
            for (int heap = knownCount; heap < n - random.nextInt(mostAhead + 1); heap++) {
                method.record(heap, expected[heap]);
                knownCount = heap + 1;
            }
            CompactValues whileKnown = CompactValues.empty(2);
            for (int heap = 0; heap < n + atATime - 1; heap++) {
                whileKnown = whileKnown.add(heap < knownCount ? expected[heap] : random.nextInt(largest + 1));
            }
            if (twoAtATime) {
                steps[0].prepareTwo(steps[1], n, knownCount, whileKnown, largest);
            } else {
                steps[0].prepare(n, knownCount, whileKnown, largest);
            }
            for (int i = 0; i < atATime; i++) {
                assertThat(steps[i].finish(known, largest)).as("%s: G(%d) prepared with %d values known", code, n + i, knownCount)
                        .isEqualTo(expected[n + i]);
                known = known.add(expected[n + i]);
            }
            if (twoAtATime) {
                // The marks handed on stay with the step that got them, which begins the next two.
                steps = new HeapStep[] {steps[1], steps[0]};
            }
        }
    }

    private static CompactValues storeOf(List<Integer> list) {
        CompactValues store = CompactValues.empty(2);
        for (int value : list) {
            store = store.add(value);
        }
        return store;
    }

    private static RareHeaps rareHeapsOf(List<Integer> list, int[] rare) {
        RareHeaps heaps = RareHeaps.none();
        for (int r : rare) {
            heaps = heaps.with(r, list.get(r));
        }
        return heaps;
    }

    @Property(tries = 200)
    void theFirstRareHeapAtLeastAHeapIsFoundByBinarySearch(@ForAll @Size(max = 50) List<@IntRange(max = 3) Integer> gaps,
                                                          @ForAll @IntRange(max = 200) int heap) {
        RareHeaps heaps = RareHeaps.none();
        int next = 0;
        for (int gap : gaps) {
            next += gap + 1;
            heaps = heaps.with(next, gap);
        }
        int[] list = Arrays.copyOf(heaps.heaps(), heaps.count());

        int expected = (int) IntStream.of(list).filter(r -> r < heap).count();
        assertThat(heaps.firstAtLeast(heap)).isEqualTo(expected);
    }
}
