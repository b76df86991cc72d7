package dev.grundy.solve;

import dev.grundy.Positions;
import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Footprint;
import dev.grundy.core.Position;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.play.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A search is bounded in memory, not only in states (issue 17, item 6): each state is charged what
 * it holds, so a misère search over whole sums, whose states are hundreds of bytes, stops at its
 * memory limit and says how far it got. The timeout is a safety net only.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SearchMemoryTest {

    @Test
    void aMisereSearchOverLargeSumsStopsAtItsMemoryLimit() {
        SearchBudget budget = new SearchBudget(new SearchBudget.Limits(Long.MAX_VALUE, 16L << 20, 10), ProgressListener.NONE);
        Position position = Positions.parse("kayles 30 + octal:0.6 500");

        assertThatThrownBy(() -> Solvers.of(dev.grundy.core.Convention.MISERE, budget, QuotientStore.inMemory()).solve(position))
                .isInstanceOf(MemoryLimitException.class)
                .hasMessageStartingWith("the search stopped at its memory limit of 16 MB, after ")
                .hasMessageContaining(" states in ");
        assertThat(budget.held()).isGreaterThan(16L << 20);
        assertThat(budget.held() / budget.spent()).as("bytes a state").isBetween(150L, 2_000L);
    }

    @Test
    void aPositionsKeyCountsItsListsAndTheComponentsAMoveMade() {
        Position small = Positions.parse("nim 1 2");
        Position large = Positions.parse("nim" + " 1".repeat(100));

        assertThat(Footprint.ofKey(large) - Footprint.ofKey(small)).isEqualTo(4 * 100 - 8);
        assertThat(Footprint.of(large)).isGreaterThan(Footprint.ofKey(large));
    }
}
