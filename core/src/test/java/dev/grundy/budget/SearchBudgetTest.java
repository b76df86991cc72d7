package dev.grundy.budget;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SearchBudgetTest {

    @Test
    void allowsExactlyTheLimit() {
        SearchBudget budget = SearchBudget.of(10);
        budget.spend(10);

        assertThat(budget.spent()).isEqualTo(10);
        assertThatThrownBy(() -> budget.spend(1)).isInstanceOf(StateLimitException.class);
    }

    @Test
    void reportsProgressEvery65536States() {
        List<Long> reports = new ArrayList<>();
        SearchBudget budget = new SearchBudget(1_000_000, reports::add);
        for (int i = 0; i < 200_000; i++) {
            budget.spend(1);
        }

        assertThat(reports).containsExactly(65_536L, 131_072L, 196_608L);
    }

    @Test
    void stopsWhenTheThreadIsInterrupted() {
        SearchBudget budget = SearchBudget.of(1_000_000);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> budget.spend(70_000)).isInstanceOf(CancellationException.class);
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void stopsAtItsMemoryLimitSayingHowFarItGot() {
        SearchBudget budget = new SearchBudget(new SearchBudget.Limits(1_000_000, 10_000, 10), ProgressListener.NONE);
        for (int i = 0; i < 99; i++) {
            budget.spend(1, 100);
        }

        assertThat(budget.held()).isEqualTo(9_900);
        assertThatThrownBy(() -> budget.spend(1, 200)).isInstanceOf(MemoryLimitException.class)
                .hasMessageStartingWith("the search stopped at its memory limit of 0 MB, after 100 states in ")
                .hasMessageEndingWith("s (about 101 bytes a state)");
    }

    @Test
    void saysHowManyMovesAnAnswerLists() {
        assertThat(SearchBudget.standard().mostListed()).isEqualTo(SearchBudget.DEFAULT_MOST_LISTED);
        assertThat(new SearchBudget(SearchBudget.Limits.standard().withMostListed(7), ProgressListener.NONE).mostListed())
                .isEqualTo(7);
    }

    @Test
    void refusesANonPositiveLimit() {
        assertThatThrownBy(() -> SearchBudget.of(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
