package dev.grundy.language;

import dev.grundy.core.Position;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;
import dev.grundy.play.Solvers;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28, row 3: five requests within their limits (k-multiple:K with a 12,000-digit heap for
 * K = 2…6) filled the server's heap for good, because the shared tables were bounded by number
 * only. Now they are bounded by the memory they report.
 */
class BoundedCacheTest {
    /** A table whose size the test sets, as a growing table's would change after it is handed out. */
    private static final class Table implements SharedTable {
        long bytes;

        Table(long bytes) {
            this.bytes = bytes;
        }

        @Override
        public long footprint() {
            return bytes;
        }
    }

    private static BoundedCache<String, Table> cache(int capacity, long budget) {
        return new BoundedCache<>(capacity, budget, Table::footprint);
    }

    @Test
    void tablesBeyondTheBudgetAreLetGoLeastRecentlyUsedFirst() {
        BoundedCache<String, Table> cache = cache(64, 1_000);
        Table a = cache.get("a", key -> new Table(400));
        cache.get("b", key -> new Table(400));
        assertThat(cache.get("a", key -> new Table(1))).isSameAs(a);
        cache.get("c", key -> new Table(400));

        assertThat(cache.size()).isEqualTo(2);
        assertThat(cache.bytes()).isEqualTo(800);
        assertThat(cache.get("a", key -> new Table(1))).as("a, used more recently than b, is kept").isSameAs(a);
        AtomicInteger builds = new AtomicInteger();
        cache.get("b", key -> new Table(builds.incrementAndGet()));
        assertThat(builds).as("b was let go, so it is built again").hasValue(1);
    }

    @Test
    void aTableThatGrewAfterItWasHandedOutIsMeasuredAgainAtTheNextCall() {
        BoundedCache<String, Table> cache = cache(64, 1_000);
        Table small = cache.get("small", key -> new Table(10));
        Table growing = cache.get("growing", key -> new Table(10));
        growing.bytes = 5_000;

        cache.get("small", key -> new Table(10));
        assertThat(cache.get("small", key -> new Table(10))).isSameAs(small);
        assertThat(cache.size()).as("the grown table passes the budget alone and is let go").isEqualTo(1);
        assertThat(cache.bytes()).isEqualTo(10);
    }

    @Test
    void theTableHandedOutIsKeptEvenWhenItAlonePassesTheBudget() {
        BoundedCache<String, Table> cache = cache(64, 1_000);
        cache.get("other", key -> new Table(10));
        Table large = cache.get("large", key -> new Table(5_000));

        assertThat(cache.get("large", key -> new Table(1))).isSameAs(large);
        assertThat(cache.size()).isEqualTo(1);
    }

    @Test
    void theNumberOfTablesStaysBoundedToo() {
        BoundedCache<String, Table> cache = cache(3, Long.MAX_VALUE);
        for (int i = 0; i < 10; i++) {
            cache.get("t" + i, key -> new Table(1));
        }
        assertThat(cache.size()).isEqualTo(3);
    }

    /**
     * The attack itself, scaled down: k-multiple sequences grown for a 1,500-digit heap, for K = 2…6,
     * hold several megabytes each; with a budget of 4 MB the registry's tables keep within the
     * budget plus the last one. Before, all five stayed (a cache of 64).
     */
    @Test
    void sequencesGrownForLargeHeapsAreLetGoBeyondTheRegistrysBudget() {
        long budget = 4L << 20;
        StandardGames games = new StandardGames(budget);
        GameRegistry registry = new GameRegistry(games.types(), budget);
        BigInteger heap = BigInteger.TEN.pow(1_500).subtract(BigInteger.ONE);
        long largest = 0;
        for (int k = 2; k <= 6; k++) {
            SearchBudget searchBudget = new SearchBudget(new SearchBudget.Limits(10_000_000, 1L << 30, 1), ProgressListener.NONE);
            Position position = new PositionParser(registry).parse("k-multiple:" + k + " " + heap, searchBudget);
            Solvers.of(dev.grundy.core.Convention.NORMAL, searchBudget, dev.grundy.misere.quotient.QuotientStore.inMemory()).solve(position);
            largest = Math.max(largest, searchBudget.held());
        }
        long held = games.tableBytes();
        assertThat(largest).as("one sequence's bytes, so that five pass the budget").isGreaterThan(budget / 2);
        assertThat(held).isLessThanOrEqualTo(budget + largest);
        assertThat(held).isLessThan(3 * largest);
    }
}
