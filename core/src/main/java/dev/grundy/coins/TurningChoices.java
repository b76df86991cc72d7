package dev.grundy.coins;

import dev.grundy.core.LazyStreams;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The choices of one turning set in each factor at a head, lazily: the moves of a product game. */
final class TurningChoices {
    /** Skip no factor. */
    static final int NONE_SKIPPED = -1;

    private TurningChoices() {
    }

    /**
     * @param factors the factors
     * @param head the heads-up coin the sets end at
     * @param skipped a factor left out (its set is solved for), or {@link #NONE_SKIPPED}
     * @return every choice, the first factor's sets varying slowest; each list in factor order
     */
    static Stream<List<TurningSet>> of(List<CoinRule> factors, Coin head, int skipped) {
        return from(factors, head, skipped, 0, List.of());
    }

    private static Stream<List<TurningSet>> from(List<CoinRule> factors, Coin head, int skipped, int factor, List<TurningSet> chosen) {
        if (factor == factors.size()) {
            return Stream.of(chosen);
        }
        if (factor == skipped) {
            return from(factors, head, skipped, factor + 1, chosen);
        }
        return LazyStreams.flatMap(factors.get(factor).turningSets(head.place(factor)), set -> {
            List<TurningSet> longer = new ArrayList<>(chosen);
            longer.add(set);
            return from(factors, head, skipped, factor + 1, longer);
        });
    }
}
