package dev.grundy.solve;

import dev.grundy.core.Outcome;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;

import java.util.List;

/**
 * Misère play of any position — whoever makes the last move loses — by search over the whole
 * position: the Sprague–Grundy theorem does not carry over to misère sums, so no nim-values are
 * used. Positions are remembered in canonical form, so the order of the summands costs nothing.
 * The games with misère closed forms ({@code misere-nim}, {@code misere-bash}) are the fast way.
 */
public final class MisereSolver implements PositionSolver {
    /** Why a misère answer carries no nim-value. */
    public static final Phrase NO_VALUE = Phrase.of("reason.misereNoValue");

    private final OutcomeSolver<Position> search;

    /** @param budget charged one state for every position the search settles */
    public MisereSolver(SearchBudget budget) {
        this.search = new OutcomeSolver<>(new CombinedGame(), true, budget, Position::canonical);
    }

    @Override
    public Solution solve(Position position) {
        List<PositionMove> winning = position.moves()
                .filter(move -> search.outcome(move.to()) == Outcome.P).toList();
        Outcome outcome = search.outcome(position);
        return new Solution(position, outcome, null, NO_VALUE, winning, true);
    }

    @Override
    public MoveList moves(Position position, int limit) {
        return MoveListing.list(position, null, limit, move -> new ValuedMove(move, null, search.outcome(move.to())));
    }
}
