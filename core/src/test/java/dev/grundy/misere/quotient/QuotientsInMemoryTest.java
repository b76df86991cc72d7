package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The server's quotients: kept in memory, the least recently used dropped past the limit. */
class QuotientsInMemoryTest {
    private static final MisereQuotient KAYLES_LIKE = build(new QuotientBuilder(HeapRules.of(
            new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.75", "octal:0.75")))), 100));
    private static final MisereQuotient SUBTRACTION = build(new QuotientBuilder(HeapRules.of(SubtractionGame.of(1, 2)), 100));

    private static MisereQuotient build(QuotientBuilder builder) {
        return builder.build(100, true, SearchBudget.of(5_000_000)).quotient();
    }

    @Test
    void whatIsSavedIsLoadedBack() throws java.io.IOException {
        QuotientStore store = QuotientStore.inMemory();
        store.save(SUBTRACTION);
        assertThat(store.load("subtract:1,2")).isSameAs(SUBTRACTION);
        assertThat(store.load("octal:0.75")).isNull();
        assertThat(store.place("subtract:1,2")).isEqualTo("memory");
    }

    @Test
    void pastTheLimitTheLeastRecentlyUsedIsDropped() {
        long both = QuotientsInMemory.entries(SUBTRACTION) + QuotientsInMemory.entries(KAYLES_LIKE);
        QuotientsInMemory store = new QuotientsInMemory(both - 1);
        store.save(SUBTRACTION);
        store.save(KAYLES_LIKE);
        assertThat(store.load("subtract:1,2")).isNull();
        assertThat(store.load("octal:0.75")).isSameAs(KAYLES_LIKE);
        assertThat(store.entries()).isEqualTo(QuotientsInMemory.entries(KAYLES_LIKE)).isLessThanOrEqualTo(both - 1);
    }
}
