package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.MisereSums;
import dev.grundy.core.Outcome;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.core.SearchBudget;
import dev.grundy.core.Term;
import dev.grundy.core.Value;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Misère play of any position — whoever makes the last move loses — by search over the whole
 * position: the Sprague–Grundy theorem does not carry over to misère sums, so no nim-values are
 * used. Positions are remembered in canonical form, so the order of the summands costs nothing.
 * The games with misère closed forms ({@code misere-nim}, {@code misere-bash}) are the fast way,
 * and a position made of one game with a misère rule for its sums ({@link MisereSums}: Nim) is
 * settled by the rule, move by move, without a search.
 *
 * <p>A position holding a game that may not end is settled by retrograde analysis instead, which
 * finds draws too, and lists its winning moves by rank so that the first makes progress.
 */
public final class MisereSolver implements PositionSolver {
    /** Why a misère answer carries no nim-value. */
    public static final Phrase NO_VALUE = Phrase.of("reason.misereNoValue");

    private final SearchBudget budget;
    private final OutcomeSolver<Position> search;
    private final RetrogradeSolver<Position> loopySearch;

    /** @param budget charged one state for every position the search settles */
    public MisereSolver(SearchBudget budget) {
        this.budget = budget;
        this.search = new OutcomeSolver<>(new CombinedGame(), Convention.MISERE, budget, Position::canonical);
        this.loopySearch = new RetrogradeSolver<>(new CombinedGame(), Convention.MISERE, budget, Position::canonical);
    }

    @Override
    public Solution solve(Position position) {
        boolean loopy = LoopySumSolver.needed(position);
        Term<?> sole = MisereSums.soleTerm(position);
        Stream<PositionMove> candidates = sole == null ? position.moves()
                : position.components().stream().flatMap(component -> MisereSums.misereCandidates(component, sole.components()));
        List<PositionMove> winning = candidates
                .filter(move -> outcome(move.to(), loopy) == Outcome.P)
                .sorted(Comparator.comparingLong(move -> loopy ? loopySearch.rank(move.to()) : 0))
                .toList();
        List<PositionMove> listed = winning.subList(0, Math.min(winning.size(), budget.mostListed()));
        return new Solution(position, Convention.MISERE, outcome(position, loopy), Value.none(NO_VALUE),
                new PositionMoves(listed, listed.size() == winning.size(), winning.size()), explanation(position, sole));
    }

    /**
     * Which rule decided: the misère rule of the position's one game, or the search. The rows name
     * the components without values or normal-play reasons, which say nothing of misère play.
     */
    private static Explanation explanation(Position position, Term<?> sole) {
        Value none = Value.none(NO_VALUE);
        List<Explanation.Row> rows = position.components().stream()
                .map(component -> new Explanation.Row(component.label(), component.game().name(), component.written(),
                        none, List.of()))
                .toList();
        if (sole == null) {
            return new Explanation(rows, none, List.of(Phrase.of("verdict.misere.search")), List.of());
        }
        return new Explanation(rows, none, List.of(MisereSums.verdict(sole)),
                MisereSums.explainMisere(sole));
    }

    @Override
    public MoveList moves(Position position, int limit) {
        boolean loopy = LoopySumSolver.needed(position);
        Value none = Value.none(NO_VALUE);
        return MoveListing.list(position, none, limit, move -> new ValuedMove(move, none, outcome(move.to(), loopy)));
    }

    private Outcome outcome(Position position, boolean loopy) {
        Outcome ruled = ruled(position);
        if (ruled != null) {
            return ruled;
        }
        return loopy ? loopySearch.outcome(position) : search.outcome(position);
    }

    /** @return the outcome by the rule of the position's one game, or null if there is none */
    private static Outcome ruled(Position position) {
        Term<?> sole = MisereSums.soleTerm(position);
        return sole == null ? null : MisereSums.misereOutcome(sole);
    }
}
