package dev.grundy.heap;

import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;

import java.util.Objects;
import java.util.function.IntUnaryOperator;

/** A heap game whose Grundy sequence can be listed, with its periodicity. */
public interface SequenceSource {

    /** @return the game's name in the position language */
    String name();

    /**
     * @param to the last heap wanted
     * @param method how to compute values that are computed (ignored by closed forms)
     * @param budget charged for the values computed
     * @param listener told of progress
     * @return G(0 … to) and its periodicity
     */
    Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener);

    /**
     * A sequence whose values come one by one from a closed form or a table, with the periodicity
     * that the formula or the table's proof gives.
     *
     * @param game the game's name
     * @param to the last heap wanted
     * @param value G as a function of n
     * @param periodicity the proved periodicity, or null
     * @param reason why it holds, for people
     * @return G(0 … to)
     * @throws IllegalArgumentException if to is negative or not below {@link TakeAndBreakValues#MAX_SIZE}
     * @throws NullPointerException if game or value is null
     */
    static Sequence fromFunction(String game, int to, IntUnaryOperator value, Periodicity periodicity,
                               Phrase reason) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(value, "value");
        if (to < 0 || to >= TakeAndBreakValues.MAX_SIZE) {
            throw new IllegalArgumentException("to must be within 0.." + (TakeAndBreakValues.MAX_SIZE - 1) + ", got " + to);
        }
        CompactValues values = CompactValues.empty();
        values.reserve(to + 1);
        for (int n = 0; n <= to; n++) {
            values = values.add(value.applyAsInt(n));
        }
        return new Sequence(game, values, to + 1, periodicity, reason);
    }
}
