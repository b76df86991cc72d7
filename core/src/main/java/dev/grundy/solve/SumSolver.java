package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMoves;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Normal-play solution of a whole position by the Sprague–Grundy theorem: the value of a sum is
 * the nim-sum s of its components' values, the position is lost for the player to move iff s = 0,
 * and the winning moves are the moves of a component of value g to value g ⊕ s (which may be
 * larger than g in a game other than Nim).
 *
 * <p>A position of one component is solved by its game alone, so a closed-form outcome answers
 * even where the nim-value is out of reach (Wythoff's game with 100-digit piles). Each component
 * is valued by its own game (closed form, table or search), so the cost is that of valuing the
 * components, not of the sum's state space.
 *
 * <p>A position holding a game whose play may not end is handed to the {@link LoopySumSolver},
 * which adds values by the generalised theory.
 */
public final class SumSolver implements PositionSolver {
    private final LoopySumSolver loopy = new LoopySumSolver();

    @Override
    public Solution solve(Position position) {
        if (LoopySumSolver.needed(position)) {
            return loopy.solve(position);
        }
        List<Component<?>> components = position.components();
        return components.size() == 1 ? solveAlone(position, components.get(0)) : solveSum(position, components);
    }

    private static Solution solveAlone(Position position, Component<?> component) {
        Outcome outcome = component.outcome();
        PositionMoves winning = outcome == Outcome.P ? PositionMoves.none() : component.winningMoves();
        try {
            return new Solution(position, outcome, component.grundy(), null, winning.list(), winning.complete());
        } catch (NoNimValueException e) {
            return new Solution(position, outcome, null, e.phrase(), winning.list(), winning.complete());
        }
    }

    private static Solution solveSum(Position position, List<Component<?>> components) {
        List<BigInteger> values = new ArrayList<>(components.size());
        BigInteger total = BigInteger.ZERO;
        for (Component<?> component : components) {
            BigInteger value = component.grundy();
            values.add(value);
            total = total.xor(value);
        }
        PositionMoves winning = PositionMoves.none();
        for (int i = 0; i < components.size() && total.signum() != 0; i++) {
            winning = winning.and(components.get(i).movesToValue(values.get(i).xor(total)));
        }
        return new Solution(position, outcome(total), total, null, winning.list(), winning.complete());
    }

    /**
     * @param position a whole position
     * @return who wins it, without listing winning moves
     */
    public Outcome outcome(Position position) {
        if (LoopySumSolver.needed(position)) {
            return loopy.value(position).outcome();
        }
        List<Component<?>> components = position.components();
        return components.size() == 1 ? components.get(0).outcome() : outcome(grundy(position));
    }

    /**
     * @param position a whole position
     * @return its nim-value: the nim-sum of its components' values
     * @throws NoNimValueException if a component has none
     */
    public BigInteger grundy(Position position) {
        BigInteger total = BigInteger.ZERO;
        for (Component<?> component : position.components()) {
            total = total.xor(component.grundy());
        }
        return total;
    }

    @Override
    public MoveList moves(Position position, int limit) {
        if (LoopySumSolver.needed(position)) {
            return loopy.moves(position, limit);
        }
        return MoveListing.list(position, grundyIfAny(position), limit, move -> {
            BigInteger after = grundyIfAny(move.to());
            return new ValuedMove(move, after, after != null ? outcome(after) : outcome(move.to()));
        });
    }

    private BigInteger grundyIfAny(Position position) {
        try {
            return grundy(position);
        } catch (NoNimValueException e) {
            return null;
        }
    }

    private static Outcome outcome(BigInteger grundy) {
        return grundy.signum() == 0 ? Outcome.P : Outcome.N;
    }
}
