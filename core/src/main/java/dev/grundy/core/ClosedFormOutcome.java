package dev.grundy.core;

import dev.grundy.budget.SearchBudget;

/**
 * A game whose outcome and winning moves follow from a formula at any size, whatever its
 * nim-values cost: Wythoff's pairs by Beatty's theorem, Moore's column counts. Such a game writes
 * them without a budget; the budgeted methods of {@link NimValues} call them.
 *
 * @param <P> the type of a component's position
 */
public interface ClosedFormOutcome<P> extends Game<P> {

    /**
     * @param position a component
     * @return who wins it played alone, by the closed form
     */
    Outcome outcome(P position);

    /**
     * @param position a component
     * @return its winning moves played alone, by the closed form
     */
    Moves<P> winningMoves(P position);

    @Override
    default Outcome outcome(P position, SearchBudget budget) {
        return outcome(position);
    }

    @Override
    default Moves<P> winningMoves(P position, SearchBudget budget) {
        return winningMoves(position);
    }
}
