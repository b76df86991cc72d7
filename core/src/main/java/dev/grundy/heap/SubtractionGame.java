package dev.grundy.heap;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Phrase;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A subtraction game: take s tokens from one heap, for s in a finite set S (Bash's game is
 * S = {1, …, M}). Values come from a table that stops as soon as their periodicity is proved (see
 * {@link SubtractionValues}), after which heaps of any size are answered from the period.
 */
public final class SubtractionGame implements HeapGame, SequenceSource {
    private final int[] set;
    private final SubtractionValues values;
    private final SearchBudget budget;

    /**
     * @param values the table of values for S, possibly shared with other requests
     * @param budget charged for the values this request adds to the table
     */
    public SubtractionGame(SubtractionValues values, SearchBudget budget) {
        this.set = values.set();
        this.values = values;
        this.budget = budget;
    }

    /**
     * @param set S: positive integers up to {@link SubtractionValues#MAX_MEMBER}, repeats ignored
     * @param budget charged one state per value computed
     * @return the game with a table of its own
     * @throws IllegalArgumentException if the set is empty or a member is out of range
     */
    public static SubtractionGame of(int[] set, SearchBudget budget) {
        return new SubtractionGame(new SubtractionValues(set), budget);
    }

    @Override
    public String name() {
        return "subtract:" + Arrays.stream(set).mapToObj(String::valueOf).collect(Collectors.joining(","));
    }

    @Override
    public List<Move<BigInteger>> moves(BigInteger heap) {
        List<Move<BigInteger>> moves = new ArrayList<>();
        for (int s : set) {
            BigInteger taken = BigInteger.valueOf(s);
            if (taken.compareTo(heap) > 0) {
                break;
            }
            moves.add(HeapGame.take(heap, taken));
        }
        return moves;
    }

    @Override
    public BigInteger grundy(BigInteger heap) {
        return BigInteger.valueOf(values.value(heap, budget));
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target) {
        return testedMovesToValue(heap, target);
    }

    /** The values from the table, with the period the first repeated window of max(S) values proves. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget sequenceBudget, SequenceListener listener) {
        Periodicity proved = values.periodicity(sequenceBudget);
        return SequenceSource.fromFunction(name(), to, n -> values.value(BigInteger.valueOf(n), sequenceBudget), proved,
                Phrase.of("reason.subtraction", set[set.length - 1]));
    }

    /** @return the proved periodicity of the values */
    public Periodicity periodicity() {
        return values.periodicity(budget);
    }

    /** "G repeats with period 7 from 0 (proved): G(1000) = G(6) = 2". */
    @Override
    public List<Phrase> explain(BigInteger heap) {
        Periodicity periodicity = periodicity();
        BigInteger preperiod = BigInteger.valueOf(periodicity.preperiod());
        if (heap.compareTo(preperiod) < 0) {
            return List.of(Phrase.of("explain.beforePeriod", heap, grundy(heap), preperiod, periodicity.period()));
        }
        BigInteger same = preperiod.add(heap.subtract(preperiod).mod(BigInteger.valueOf(periodicity.period())));
        return List.of(Phrase.of("explain.subtraction.period", periodicity.period(), preperiod, heap, same, grundy(heap)));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SubtractionGame game && Arrays.equals(set, game.set);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(set);
    }

    @Override
    public String toString() {
        return name();
    }
}
