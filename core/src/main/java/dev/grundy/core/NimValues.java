package dev.grundy.core;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.budget.SearchBudget;
import dev.grundy.text.GrundyException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The values of a game's components and the moves that reach a value: what the Sprague–Grundy
 * theorem needs to solve any sum holding the game. A game answers by a closed form where the
 * theory gives one and by computation otherwise; the work a computation may do comes with each
 * call as a {@link SearchBudget}, so that one game object serves every request and every thread.
 *
 * @param <P> the type of a component's position
 */
public interface NimValues<P> extends ImpartialGame<P> {

    /**
     * @return the convention the game is played under on its own: normal for nearly every game;
     *     misère for a misère game, whose outcome and winning moves are those of misère play
     */
    default Convention convention() {
        return Convention.NORMAL;
    }

    /**
     * The value of a component: its nim-value (the mex of its options' values), ∞(K) for a
     * position of a game that may not end, or none with the reason (misère play; beyond reach).
     *
     * @param position a component
     * @param budget the work the computation may do
     * @return its value
     * @throws GrundyException if computing it exceeds the work budget
     */
    Value value(P position, SearchBudget budget);

    /**
     * The moves from a component to positions of the given nim-value. In a sum of value s, the
     * winning moves are exactly the moves of a component of value g to value g ⊕ s.
     *
     * @param position a component
     * @param target the nim-value the moves must reach
     * @param budget the work the computation may do
     * @return every such move, the smallest take first where takes are ordered
     * @throws NoNimValueException if the game has no nim-values to aim at
     */
    Moves<P> movesToValue(P position, BigInteger target, SearchBudget budget);

    /**
     * @param position a component
     * @param budget the work the computation may do
     * @return its nim-value
     * @throws NoNimValueException if it has none
     */
    default BigInteger grundy(P position, SearchBudget budget) {
        return value(position, budget).nimber();
    }

    /**
     * Who wins a component played on its own. Games with a closed form for the outcome override
     * this, so that it holds even where the nim-value is out of reach.
     *
     * @param position a component
     * @param budget the work the computation may do
     * @return P when the player to move loses, N when the player to move wins, D for a draw
     */
    default Outcome outcome(P position, SearchBudget budget) {
        return value(position, budget).outcome();
    }

    /**
     * The winning moves of a component played on its own: those to a position the opponent loses.
     *
     * @param position a component
     * @param budget the work the computation may do
     * @return every winning move, smallest take first where takes are ordered
     */
    default Moves<P> winningMoves(P position, SearchBudget budget) {
        return movesToValue(position, BigInteger.ZERO, budget);
    }

    /**
     * The moves to a given value found by testing each legal move: for games whose values come
     * from a table or a search rather than a formula that can be inverted. O(moves × parts).
     *
     * @param position a component
     * @param target the nim-value the moves must reach
     * @param budget the work the computation may do
     * @return the legal moves whose parts have nim-sum {@code target}, in the order of {@link #moves}:
     *     the first {@link SearchBudget#mostListed} listed, every one counted
     */
    default Moves<P> testedMovesToValue(P position, BigInteger target, SearchBudget budget) {
        List<Move<P>> found = new ArrayList<>();
        long count = 0;
        for (Move<P> move : moves(position)) {
            if (valueOfParts(move.to(), budget).equals(target)) {
                count++;
                if (found.size() < budget.mostListed()) {
                    found.add(move);
                }
            }
        }
        return Moves.counted(found, count);
    }

    /**
     * @param parts the components a move leaves
     * @param budget the work the computation may do
     * @return the nim-sum of their values
     */
    default BigInteger valueOfParts(List<P> parts, SearchBudget budget) {
        BigInteger sum = BigInteger.ZERO;
        for (P part : parts) {
            sum = Nimbers.nimSum(sum, grundy(part, budget));
        }
        return sum;
    }
}
