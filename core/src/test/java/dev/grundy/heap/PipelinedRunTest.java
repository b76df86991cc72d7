package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;
import org.junit.jupiter.api.Test;

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
}
