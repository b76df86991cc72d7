package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

class PipelinedRunTest {
    private static final TakeAndBreak OFFICERS = TakeAndBreak.parse("0.6", "octal:0.6");
    private static final SplitGeometry GEOMETRY = SplitGeometry.of(OFFICERS);

    /** Whichever thread runs out of heaps first, the run ends only once the other's are published. */
    @Test
    void publishesEveryHeapUpToTheEndAndChargesEachOnce() {
        CompactValues values = officers(20_000, 60_000);
        NaiveGrundySequence naive = new NaiveGrundySequence(GEOMETRY);
        SearchBudget budget = SearchBudget.of(Long.MAX_VALUE);

        for (int end = 20_005; end <= 20_005 + 40 * 97; end += 97) {
            int start = values.size();
            long known = PipelinedRun.inMemory(values, largest(values), GEOMETRY, naive::newStep, naive.newStep(), afterASecondAlone(1_000),
                    end, budget, into(values, ignored -> { })).run();

            assertThat(known).isEqualTo(end);
            assertThat(values.size()).isEqualTo(end);
            assertThat(budget.spent()).isEqualTo(end - 20_000L);
            assertThat(start).isLessThan(end);
        }
        int[] naiveValues = NaiveOctal.values("0.6", false, 20_006 + 40 * 97);
        int[] computed = values.toArray();
        for (int n = 20_000; n < computed.length; n++) {
            assertThat(computed[n]).as("G(%d)", n).isEqualTo(naiveValues[n]);
        }
    }

    /**
     * A partner that stops running does not hold the run up: the other thread computes its heaps.
     * Here the helper thread stops for good in the middle of its first heap, after it has taken
     * the heap and before it has a step for it, until the calling thread has published heap
     * 21,000 — which it can only do by taking that heap over. Waiting for the partner instead
     * never ends (the timeout fails the test).
     */
    @Test
    @Timeout(120)
    void aHeapHeldByAPartnerThatDoesNotRunIsComputedByTheOtherThread() {
        int end = 20_000 + SequenceTuning.PROGRESS_EVERY + 1_000;
        CompactValues values = officers(20_000, end);
        Thread caller = Thread.currentThread();
        CountDownLatch helperStopped = new CountDownLatch(1);
        CountDownLatch callerWentOn = new CountDownLatch(1);
        NaiveGrundySequence naive = new NaiveGrundySequence(GEOMETRY);
        Supplier<HeapStep> steps = () -> {
            if (Thread.currentThread() != caller && helperStopped.getCount() > 0) {
                helperStopped.countDown();
                awaitQuietly(callerWentOn);
            }
            return naive.newStep();
        };
        PipelinedRun.Outlet table = into(values, known -> {
            if (known == 20_000) {
                awaitQuietly(helperStopped);
            }
        });
        PipelinedRun.Outlet outlet = new PipelinedRun.Outlet() {
            @Override
            public void publish(int heap, int value) {
                table.publish(heap, value);
                if (heap == 21_000) {
                    callerWentOn.countDown();
                }
            }

            @Override
            public void progress(int known) {
                table.progress(known);
            }
        };

        PipelinedRun<HeapStep> run = PipelinedRun.inMemory(values, largest(values), GEOMETRY, steps, steps.get(), afterASecondAlone(1_000), end,
                SearchBudget.of(Long.MAX_VALUE), outlet);
        long known = run.run();

        assertThat(helperStopped.getCount()).as("the helper stopped in its first heap").isZero();
        assertThat(callerWentOn.getCount()).as("the caller went on alone").isZero();
        assertThat(known).isEqualTo(end);
        assertThat(run.takenOver()).isPositive();
        int[] naiveValues = NaiveOctal.values("0.6", false, end);
        int[] computed = values.toArray();
        for (int n = 20_000; n < end; n++) {
            assertThat(computed[n]).as("G(%d)", n).isEqualTo(naiveValues[n]);
        }
    }

    /**
     * A partner stopped in the middle of its heap, after it prepared it and while it finishes it,
     * over a run of several stretches, some on two threads and some alone: the other thread takes
     * the heap over, the partner's late copy is dropped, and every value is the one a single thread
     * computes. The values follow a recurrence on the last 64 ({@link Recurrence}), whose prepare
     * reads only the values known: a heap published out of order, or prepared with values not yet
     * known, changes them. The helper is held until the caller has published the heap 1,000 after
     * the first, which it can do only by taking the heap over.
     */
    @Test
    @Timeout(120)
    void aPartnerStoppedWhileItFinishesAHeapIsTakenOverAndTheValuesStayThoseOfOneThread() {
        long start = 100;
        long end = start + 3L * (1 << 15) + 777;
        Thread caller = Thread.currentThread();
        CountDownLatch helperStopped = new CountDownLatch(1);
        CountDownLatch callerWentOn = new CountDownLatch(1);
        Recurrence recurrence = new Recurrence((int) end) {
            @Override
            public int finish(long[] step, int largest) {
                if (Thread.currentThread() != caller && helperStopped.getCount() > 0) {
                    helperStopped.countDown();
                    awaitQuietly(callerWentOn);
                }
                return super.finish(step, largest);
            }

            @Override
            public void publish(long heap, int value) {
                super.publish(heap, value);
                if (heap == start + 1_000) {
                    callerWentOn.countDown();
                }
            }

            @Override
            public void progress(long known) {
                if (known == start) {
                    awaitQuietly(helperStopped);
                }
            }
        };
        recurrence.fillSerially(start);

        PipelinedRun<long[]> run = new PipelinedRun<>(recurrence, start, 0, end, SequenceTuning.LOOKAHEAD,
                SearchBudget.of(Long.MAX_VALUE), afterASecondAlone(1_000_000_000));
        long known = run.run();

        assertThat(callerWentOn.getCount()).as("the caller went on alone").isZero();
        assertThat(known).isEqualTo(end);
        assertThat(run.takenOver()).isPositive();
        assertThat(run.stretchesAlone()).as("after the warm-up and a look at two threads, the run goes alone, cheaper").isPositive();
        Recurrence serial = new Recurrence((int) end);
        serial.fillSerially(end);
        assertThat(recurrence.values).isEqualTo(serial.values);
    }

    /**
     * A run goes on the way that the choice it is handed has found cheaper, from its first stretch:
     * a table hands the same choice to the run of each doubling, which so does not begin with a
     * look at each way (a new choice runs its first stretch alone, here the whole run).
     */
    @Test
    void aRunHandedAChoiceThatFoundTwoThreadsCheaperRunsThemFromItsFirstStretch() {
        PairOrAlone choice = afterASecondAlone(1_000_000);
        long heaps = 1 << 15;
        choice.record(true, PairOrAlone.WARM_UP_HEAPS, 600 * heaps, 1_100 * heaps);
        choice.record(true, heaps, 600 * heaps, 1_100 * heaps);
        long start = 100;
        long end = start + 4_000;
        Recurrence recurrence = new Recurrence((int) end);
        recurrence.fillSerially(start);

        PipelinedRun<long[]> run = new PipelinedRun<>(recurrence, start, 0, end, SequenceTuning.LOOKAHEAD,
                SearchBudget.of(Long.MAX_VALUE), choice);
        long known = run.run();

        assertThat(known).isEqualTo(end);
        assertThat(run.stretchesAlone()).isZero();
        Recurrence serial = new Recurrence((int) end);
        serial.fillSerially(end);
        assertThat(recurrence.values).isEqualTo(serial.values);
    }

    /**
     * G(n) = n + Σ (j mod 7 + 1)·G(j) over the 64 heaps j below n, mod 251: prepare adds the heaps
     * below the values known, finish the rest, so the value does not depend on how many were known
     * at prepare. A step is {heap, known, partial sum}.
     */
    private static class Recurrence implements PipelinedRun.Heaps<long[]> {
        final int[] values;
        private int published;

        Recurrence(int end) {
            values = new int[end];
        }

        void fillSerially(long end) {
            long[] step = newStep();
            for (long heap = published; heap < end; heap++) {
                prepare(step, heap, heap, 0);
                publish(heap, finishInTurn(step, 0));
            }
        }

        @Override
        public long[] newStep() {
            return new long[3];
        }

        @Override
        public long[] newSerialStep() {
            return newStep();
        }

        @Override
        public void prepare(long[] step, long heap, long known, int largest) {
            step[0] = heap;
            step[1] = known;
            step[2] = sum(Math.max(0, heap - 64), Math.min(heap, known));
        }

        @Override
        public int finish(long[] step, int largest) {
            long heap = step[0];
            return (int) ((heap + step[2] + sum(Math.max(step[1], heap - 64), heap)) % 251);
        }

        @Override
        public int finishInTurn(long[] step, int largest) {
            assertThat(step[1]).as("a heap finished in turn was prepared with every value below it known").isEqualTo(step[0]);
            return finish(step, largest);
        }

        private long sum(long from, long to) {
            long sum = 0;
            for (long j = from; j < to; j++) {
                sum += (j % 7 + 1) * values[(int) j];
            }
            return sum;
        }

        @Override
        public long heap(long[] step) {
            return step[0];
        }

        @Override
        public boolean holds(int value) {
            return true;
        }

        @Override
        public void publish(long heap, int value) {
            assertThat(heap).as("published in order").isEqualTo(published);
            values[(int) heap] = value;
            published++;
        }

        @Override
        public void progress(long known) {
        }
    }

    /** G(0 … count − 1) of Officers, four bytes a value with room for {@code room}, so that adding keeps the object. */
    private static CompactValues officers(int count, int room) {
        CompactValues known = new TakeAndBreakValues(OFFICERS)
                .sequence(count - 1, SequenceMethod.NAIVE, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values();
        CompactValues values = CompactValues.empty(4);
        values.reserve(room);
        for (int n = 0; n < count; n++) {
            values = values.add(known.get(n));
        }
        return values;
    }

    private static int largest(CompactValues values) {
        return Arrays.stream(values.toArray()).max().orElse(0);
    }

    /** An outlet that appends to the values in order, as the table does, and checks that order. */
    private static PipelinedRun.Outlet into(CompactValues values, IntConsumer progress) {
        return new PipelinedRun.Outlet() {
            @Override
            public void publish(int heap, int value) {
                assertThat(heap).as("published in order").isEqualTo(values.size());
                assertThat(values.add(value)).isSameAs(values);
            }

            @Override
            public void progress(int known) {
                progress.accept(known);
            }
        };
    }

    /**
     * @param heaps how many heaps the calling thread computed alone in a second, with a processor
     *     to itself
     * @return a choice that has measured that, so that its next stretches run on two threads
     *     (their warm-up, then a look at them), where a new choice runs its first half second alone
     */
    private static PairOrAlone afterASecondAlone(long heaps) {
        PairOrAlone choice = new PairOrAlone();
        choice.record(false, heaps, 1_000_000_000, 1_000_000_000);
        return choice;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
