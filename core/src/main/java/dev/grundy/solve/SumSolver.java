package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Normal-play solution of a whole position by the Sprague–Grundy theorem: the value of a sum is
 * the nim-sum s of its components' values, the position is lost for the player to move iff s = 0,
 * and the winning moves are the moves of a component of value g to value g ⊕ s (which may be
 * larger than g in a game other than Nim).
 *
 * <p>Each component is valued by its own game (closed form, table or search), so the cost is that
 * of valuing the components, not of the sum's state space.
 */
public final class SumSolver {
    private SumSolver() {
    }

    /**
     * @param position a whole position
     * @return its outcome, nim-value and every winning move
     */
    public static Solution solve(Position position) {
        List<Component<?>> components = position.components();
        List<BigInteger> values = new ArrayList<>(components.size());
        BigInteger total = BigInteger.ZERO;
        for (Component<?> component : components) {
            BigInteger value = component.grundy();
            values.add(value);
            total = total.xor(value);
        }
        List<PositionMove> winning = new ArrayList<>();
        for (int i = 0; i < components.size() && total.signum() != 0; i++) {
            winning.addAll(components.get(i).movesToValue(values.get(i).xor(total)));
        }
        Outcome outcome = total.signum() == 0 ? Outcome.P : Outcome.N;
        return new Solution(position, outcome, total, winning, true);
    }

    /**
     * @param position a whole position
     * @param limit the most moves to list
     * @return the legal moves, each with the nim-value of the position it leaves
     */
    public static MoveList moves(Position position, int limit) {
        List<Component<?>> components = position.components();
        BigInteger total = BigInteger.ZERO;
        for (Component<?> component : components) {
            total = total.xor(component.grundy());
        }
        List<ValuedMove> moves = new ArrayList<>();
        for (Component<?> component : components) {
            if (!addMoves(component, total, limit, moves)) {
                return new MoveList(total, moves, false);
            }
        }
        return new MoveList(total, moves, true);
    }

    /** @return false if the limit stopped the listing before this component's moves ran out */
    private static <P> boolean addMoves(Component<P> component, BigInteger total, int limit,
                                        List<ValuedMove> moves) {
        BigInteger othersValue = total.xor(component.grundy());
        Iterator<Move<P>> options = component.game().moves(component.position()).iterator();
        while (options.hasNext()) {
            if (moves.size() == limit) {
                return false;
            }
            Move<P> move = options.next();
            BigInteger left = othersValue;
            for (P part : move.to()) {
                left = left.xor(component.game().grundy(part));
            }
            moves.add(new ValuedMove(component.lift(move), left));
        }
        return true;
    }
}
