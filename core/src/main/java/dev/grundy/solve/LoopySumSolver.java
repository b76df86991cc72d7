package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.GeneralizedValue;
import dev.grundy.core.LoopyGame;
import dev.grundy.core.Outcome;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.core.Term;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Normal play of a sum that holds a game which may not end, by the generalised Sprague–Grundy
 * theory (Smith 1966; Fraenkel): each component has a value γ, finite or ∞(K), and the sum's value
 * is given by {@link GeneralizedValue#plus}. The sum is P when its value is 0, N when it is another
 * finite value or ∞(K) with 0 in K, and a draw (D) otherwise.
 *
 * <p>Winning moves: with every value finite and a nim-sum s ≠ 0, a component of value g moves to
 * value g ⊕ s; with one infinite component ∞(K) and the others adding up to a ∈ K, that component
 * moves to value a. They are listed in order of progress: the moves leaving the smallest ranks
 * (sorted from the largest, compared in turn) come first. A winner who always plays the first
 * wins in finitely many moves, whatever the opponent does: each of the opponent's moves either
 * lowers a component, or raises one that the reply brings back to the same value at a smaller rank
 * ({@link LoopyGame#rank}), so the ranks left after each reply decrease in the multiset order.
 */
public final class LoopySumSolver implements PositionSolver {
    private static final Comparator<long[]> FEWER_LARGE_RANKS = Arrays::compare;

    /**
     * @param position a whole position
     * @return true when it holds a game whose play may not end, which this solver is for
     */
    public static boolean needed(Position position) {
        for (Term<?> term : position.terms()) {
            if (term.game() instanceof LoopyGame<?> loopy && loopy.loopy()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Solution solve(Position position) {
        List<Component<?>> components = position.components();
        List<GeneralizedValue> values = components.stream().map(Component::generalizedValue).toList();
        GeneralizedValue total = values.stream().reduce(GeneralizedValue.zero(), GeneralizedValue::plus);
        PositionMoves winning = total.outcome() == Outcome.N ? winningMoves(components, values, total) : PositionMoves.none();
        List<PositionMove> byProgress = winning.list().stream()
                .sorted(Comparator.comparing(move -> ranks(move.to()), FEWER_LARGE_RANKS)).toList();
        return total.isFinite()
                ? new Solution(position, total.outcome(), total.finiteValue(), null, byProgress, winning.complete(), total)
                : new Solution(position, total.outcome(), null, Phrase.of("reason.infinite", total), byProgress,
                        winning.complete(), total);
    }

    private static PositionMoves winningMoves(List<Component<?>> components, List<GeneralizedValue> values,
                                              GeneralizedValue total) {
        PositionMoves winning = PositionMoves.none();
        for (int i = 0; i < components.size(); i++) {
            GeneralizedValue value = values.get(i);
            if (total.isFinite()) {
                winning = winning.and(components.get(i).movesToValue(value.finiteValue().xor(total.finiteValue())));
            } else if (!value.isFinite()) {
                winning = winning.and(components.get(i).movesToValue(sumOfOthers(values, i)));
            }
        }
        return winning;
    }

    /** The nim-sum of every value but the i-th, all of them finite. */
    private static BigInteger sumOfOthers(List<GeneralizedValue> values, int i) {
        BigInteger sum = BigInteger.ZERO;
        for (int j = 0; j < values.size(); j++) {
            if (j != i) {
                sum = sum.xor(values.get(j).finiteValue());
            }
        }
        return sum;
    }

    /** The ranks of a position's components, largest first: what progress lowers. */
    private static long[] ranks(Position position) {
        return position.components().stream().map(Component::rank).sorted(Comparator.reverseOrder())
                .mapToLong(Long::longValue).toArray();
    }

    /**
     * @param position a whole position
     * @return its value γ
     */
    public GeneralizedValue value(Position position) {
        GeneralizedValue total = GeneralizedValue.zero();
        for (Component<?> component : position.components()) {
            total = total.plus(component.generalizedValue());
        }
        return total;
    }

    @Override
    public MoveList moves(Position position, int limit) {
        GeneralizedValue here = value(position);
        return MoveListing.list(position, here.isFinite() ? here.finiteValue() : null, limit, move -> {
            GeneralizedValue after = value(move.to());
            return new ValuedMove(move, after.isFinite() ? after.finiteValue() : null, after.outcome());
        });
    }
}
