package dev.grundy.core;

import dev.grundy.budget.SearchBudget;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;

/**
 * A game whose values, outcomes and winning moves follow from a formula (Nim by Bouton's theorem,
 * Bash by a residue, Lasker's Nim by its period), so that no work budget is needed: a component of
 * any size is answered in time polynomial in its digits. Such a game writes the formulas without a
 * budget; the budgeted methods of {@link NimValues} and {@link GameWords} call them.
 *
 * @param <P> the type of a component's position
 */
public interface ClosedFormGame<P> extends ClosedFormOutcome<P> {

    /**
     * @param position a component
     * @return its nim-value by the closed form
     * @throws NoNimValueException if the game has none (misère play)
     */
    BigInteger grundy(P position);

    /**
     * @param position a component
     * @param target a nim-value
     * @return every move to that value, by the closed form
     * @throws NoNimValueException if the game has no nim-values to aim at
     */
    Moves<P> movesToValue(P position, BigInteger target);

    @Override
    default Outcome outcome(P position) {
        return grundy(position).signum() == 0 ? Outcome.P : Outcome.N;
    }

    @Override
    default Moves<P> winningMoves(P position) {
        return movesToValue(position, BigInteger.ZERO);
    }

    /**
     * @param position a component
     * @return the reasoning behind its value
     */
    default List<Phrase> explain(P position) {
        return List.of();
    }

    @Override
    default Value value(P position, SearchBudget budget) {
        return Value.nimber(grundy(position));
    }

    @Override
    default Moves<P> movesToValue(P position, BigInteger target, SearchBudget budget) {
        return movesToValue(position, target);
    }

    @Override
    default List<Phrase> explain(P position, SearchBudget budget) {
        return explain(position);
    }
}
