package dev.grundy.heap;

import dev.grundy.core.SearchBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

class PipelinedRunTest {

    /** Whichever thread runs out of heaps first, the run ends only once the other's are published. */
    @Test
    void publishesEveryHeapUpToTheEndAndChargesEachOnce() {
        TakeAndBreakValues officers = new TakeAndBreakValues(TakeAndBreak.parse("0.6", "octal:0.6"));
        officers.sequence(19_999, SequenceMethod.NAIVE, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE);
        officers.valuesForPipeline().reserve(60_000);
        SearchBudget budget = SearchBudget.of(Long.MAX_VALUE);

        for (int end = 20_005; end <= 20_005 + 40 * 97; end += 97) {
            int start = officers.valuesForPipeline().size();
            int known = new PipelinedRun(officers, end, end, new NaiveGrundySequence(officers)::newStep, budget,
                    SequenceListener.NONE).run();

            assertThat(known).isEqualTo(end);
            assertThat(officers.valuesForPipeline().size()).isEqualTo(end);
            assertThat(budget.spent()).isEqualTo(end - 20_000L);
            assertThat(start).isLessThan(end);
        }
        int[] naive = NaiveOctal.values("0.6", false, 20_006 + 40 * 97);
        int[] computed = officers.valuesForPipeline().toArray();
        for (int n = 20_000; n < computed.length; n++) {
            assertThat(computed[n]).as("G(%d)", n).isEqualTo(naive[n]);
        }
    }

    /**
     * A partner that stops running does not hold the run up: the other thread computes its heaps.
     * Here the helper thread stops for good in the middle of its first heap, after it has taken
     * the heap and before it has a step for it, until the calling thread has computed 16,384
     * heaps beyond — which it can only do by taking that heap over. Waiting for the partner
     * instead never ends (the timeout fails the test).
     */
    @Test
    @Timeout(120)
    void aHeapHeldByAPartnerThatDoesNotRunIsComputedByTheOtherThread() throws InterruptedException {
        TakeAndBreakValues officers = new TakeAndBreakValues(TakeAndBreak.parse("0.6", "octal:0.6"));
        officers.sequence(19_999, SequenceMethod.NAIVE, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE);
        int end = 20_000 + SequenceTuning.PROGRESS_EVERY + 1_000;
        officers.valuesForPipeline().reserve(end);
        Thread caller = Thread.currentThread();
        CountDownLatch helperStopped = new CountDownLatch(1);
        CountDownLatch callerWentOn = new CountDownLatch(1);
        NaiveGrundySequence naive = new NaiveGrundySequence(officers);
        Supplier<HeapStep> steps = () -> {
            if (Thread.currentThread() != caller && helperStopped.getCount() > 0) {
                helperStopped.countDown();
                awaitQuietly(callerWentOn);
            }
            return naive.newStep();
        };
        SequenceListener listener = (values, computed, target, rare) -> {
            if (computed == 20_000) {
                awaitQuietly(helperStopped);
            } else {
                callerWentOn.countDown();
            }
        };

        PipelinedRun run = new PipelinedRun(officers, end, end, steps, SearchBudget.of(Long.MAX_VALUE), listener);
        int known = run.run();

        assertThat(helperStopped.getCount()).as("the helper stopped in its first heap").isZero();
        assertThat(callerWentOn.getCount()).as("the caller went on alone").isZero();
        assertThat(known).isEqualTo(end);
        assertThat(run.takenOver()).isPositive();
        int[] naiveValues = NaiveOctal.values("0.6", false, end);
        int[] computed = officers.valuesForPipeline().toArray();
        for (int n = 20_000; n < end; n++) {
            assertThat(computed[n]).as("G(%d)", n).isEqualTo(naiveValues[n]);
        }
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
