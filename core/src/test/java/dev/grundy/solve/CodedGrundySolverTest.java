package dev.grundy.solve;

import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The coded search: values by the definition, sums by nim-sum, the state budget, and loops. */
class CodedGrundySolverTest {

    /** A heap: take 1 or 2, or (from 4 up) split off a heap of 2, leaving the sum 2 + (n − 2). */
    private static final class TakeOrSplit implements CodedGame {
        private final long[] words = new long[16];

        @Override
        public int list(long n) {
            int size = 0;
            for (long take = 1; take <= Math.min(2, n); take++) {
                words[size++] = 1;
                words[size++] = n - take;
            }
            if (n >= 4) {
                words[size++] = 2;
                words[size++] = 2;
                words[size++] = n - 2;
            }
            return size;
        }

        @Override
        public long[] words() {
            return words;
        }
    }

    /** The same game by the definition, on an array. */
    private static int[] byDefinition(int to) {
        int[] values = new int[to + 1];
        for (int n = 1; n <= to; n++) {
            boolean[] seen = new boolean[8];
            for (int take = 1; take <= Math.min(2, n); take++) {
                seen[values[n - take]] = true;
            }
            if (n >= 4) {
                seen[values[2] ^ values[n - 2]] = true;
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            values[n] = mex;
        }
        return values;
    }

    @Test
    void valuesAreTheMexOfTheOptionsWithSumsByNimSum() {
        int[] expected = byDefinition(2000);
        CodedGrundySolver solver = new CodedGrundySolver(new TakeOrSplit(), SearchBudget.of(1_000_000));
        for (int n = 2000; n >= 0; n -= 7) {
            assertThat(solver.grundy(n)).as("heap %d", n).isEqualTo(expected[n]);
        }
    }

    /** Take any number, or split into two unequal heaps: n moves and more from a heap of n, so a deep search drops and relists its frames. */
    private static final class TakeAnyOrSplit implements CodedGame {
        private long[] words = new long[16];
        int listings;

        @Override
        public int list(long n) {
            listings++;
            int size = 0;
            words = java.util.Arrays.copyOf(words, (int) Math.max(words.length, 4 * n + 4));
            for (long take = 1; take <= n; take++) {
                words[size++] = 1;
                words[size++] = n - take;
            }
            for (long k = 1; 2 * k < n; k++) {
                words[size++] = 2;
                words[size++] = k;
                words[size++] = n - k;
            }
            return size;
        }

        @Override
        public long[] words() {
            return words;
        }
    }

    @Test
    void aSearchDeeperThanTheKeptWordsListsItsFramesAgainAndKeepsTheirValues() {
        int to = 1500;
        int[] expected = new int[to + 1];
        for (int n = 1; n <= to; n++) {
            boolean[] seen = new boolean[4096];
            for (int take = 1; take <= n; take++) {
                seen[expected[n - take]] = true;
            }
            for (int k = 1; 2 * k < n; k++) {
                seen[expected[k] ^ expected[n - k]] = true;
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            expected[n] = mex;
        }
        // 1500 frames of about 3.5 n words each hold far more than KEPT_WORDS along the deepest line.
        assertThat(3L * to * to / 2).isGreaterThan(CodedGrundySolver.KEPT_WORDS);
        TakeAnyOrSplit game = new TakeAnyOrSplit();
        CodedGrundySolver solver = new CodedGrundySolver(game, SearchBudget.of(1_000_000));
        assertThat(solver.grundy(to)).isEqualTo(expected[to]);
        assertThat(game.listings).as("some frames were listed twice").isGreaterThan(to + 1).isLessThanOrEqualTo(2 * (to + 1));
        for (int n = to; n >= 0; n -= 13) {
            assertThat(solver.grundy(n)).as("heap %d", n).isEqualTo(expected[n]);
        }
    }

    @Test
    void theBudgetStopsTheSearch() {
        CodedGrundySolver small = new CodedGrundySolver(new TakeOrSplit(), SearchBudget.of(100));
        assertThatThrownBy(() -> small.grundy(5000)).isInstanceOf(StateLimitException.class);
        assertThat(new CodedGrundySolver(new TakeOrSplit(), SearchBudget.of(101)).grundy(99)).isEqualTo(byDefinition(99)[99]);
    }

    @Test
    void aPositionThatRecursIsALoop() {
        CodedGame loop = new CodedGame() {
            private final long[] words = {1, 0};

            @Override
            public int list(long code) {
                words[1] = code == 0 ? 1 : code - 1;
                return 2;
            }

            @Override
            public long[] words() {
                return words;
            }
        };
        assertThatThrownBy(() -> new CodedGrundySolver(loop, SearchBudget.of(1000)).grundy(3)).isInstanceOf(LoopyGameException.class);
    }
}
