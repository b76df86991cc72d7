package dev.grundy.heap;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.core.Value;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

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
public final class SubtractionGame implements HeapGame, SequenceSource, SharedTable {
    private final int[] set;
    private final SubtractionValues values;
    private final String written;

    /** @param values the table of values for S, shared between requests and threads */
    public SubtractionGame(SubtractionValues values) {
        this(values, Arrays.stream(values.set()).mapToObj(String::valueOf).collect(Collectors.joining(",")));
    }

    /**
     * @param values the table of values for S, shared between requests and threads
     * @param written S as written after {@code subtract:}, with its ranges, e.g. {@code 1,4,10-20}
     */
    public SubtractionGame(SubtractionValues values, String written) {
        this.set = values.set();
        this.values = values;
        this.written = written;
    }

    /**
     * @param set S: positive integers up to {@link SubtractionValues#MAX_MEMBER}, repeats ignored
     * @return the game with a table of its own
     * @throws IllegalArgumentException if the set is empty or a member is out of range
     */
    public static SubtractionGame of(int... set) {
        return new SubtractionGame(new SubtractionValues(set));
    }

    @Override
    public String name() {
        return "subtract:" + written;
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

    /** @return max(S), the most tokens a move takes */
    public int largestTake() {
        return set[set.length - 1];
    }

    @Override
    public Value value(BigInteger heap, SearchBudget budget) {
        return Value.nimber(values.value(heap, budget));
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target, SearchBudget budget) {
        return testedMovesToValue(heap, target, budget);
    }

    /** The values from the table, with the period the first repeated window of max(S) values proves. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget sequenceBudget, SequenceListener listener) {
        Periodicity proved = values.periodicity(sequenceBudget);
        return SequenceSource.fromFunction(name(), to, n -> values.value(BigInteger.valueOf(n), sequenceBudget), proved,
                Phrase.of("reason.subtraction", set[set.length - 1]));
    }

    /**
     * @param budget charged one state per value the table must add
     * @return the proved periodicity of the values
     */
    public Periodicity periodicity(SearchBudget budget) {
        return values.periodicity(budget);
    }

    /** "G repeats with period 7 from 0 (proved): G(1000) = G(6) = 2". */
    @Override
    public List<Phrase> explain(BigInteger heap, SearchBudget budget) {
        Periodicity periodicity = periodicity(budget);
        BigInteger preperiod = BigInteger.valueOf(periodicity.preperiod());
        if (heap.compareTo(preperiod) < 0) {
            return List.of(Phrase.of("explain.beforePeriod", heap, grundy(heap, budget), preperiod, periodicity.period()));
        }
        BigInteger same = preperiod.add(heap.subtract(preperiod).mod(BigInteger.valueOf(periodicity.period())));
        if (same.equals(heap)) {
            // Within the first period "G(12) = G(12)" would say nothing: say where the heap stands instead.
            return List.of(Phrase.of("explain.subtraction.firstPeriod", heap, grundy(heap, budget), periodicity.period(), preperiod));
        }
        return List.of(Phrase.of("explain.subtraction.period", periodicity.period(), preperiod, heap, same, grundy(heap, budget)));
    }

    /** The shared table this game reads, so that a registry keeping games can bound their memory. */
    @Override
    public long footprint() {
        return values.footprint();
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
