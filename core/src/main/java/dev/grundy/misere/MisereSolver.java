package dev.grundy.misere;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Component;
import dev.grundy.core.Convention;
import dev.grundy.core.Moves;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.core.Value;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.Explanation;
import dev.grundy.solve.LoopySumSolver;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.MoveListing;
import dev.grundy.solve.OutcomeSolver;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.RetrogradeSolver;
import dev.grundy.solve.Solution;
import dev.grundy.solve.ValuedMove;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Misère play of any position — whoever makes the last move loses — by search over the whole
 * position: the Sprague–Grundy theorem does not carry over to misère sums, so no nim-values are
 * used. Positions are remembered in canonical form, so the order of the summands costs nothing.
 * The games with misère closed forms ({@code misere-nim}, {@code misere-bash}) are the fast way,
 * and a position made of one game with a misère rule for its sums ({@link MisereRules}: Nim, and octal and subtraction games by their quotients) is
 * settled by the rule, move by move, without a search. Otherwise, when every component is tame
 * (checked by search, never assumed), the genus rule decides ({@link GenusRule}); the explanation
 * shows each component's genus ({@link Genus}) where it is within reach.
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
    private final GenusRule genusRule;
    private final MisereRules rules;

    /**
     * @param budget charged one state for every position the search settles
     * @param quotients where misère quotients are read from and kept: the front end's choice
     */
    public MisereSolver(SearchBudget budget, QuotientStore quotients) {
        this.budget = budget;
        this.rules = new MisereRules(quotients);
        this.search = new OutcomeSolver<>(new CombinedGame(), Convention.MISERE, budget, Position::canonical);
        this.loopySearch = new RetrogradeSolver<>(new CombinedGame(), Convention.MISERE, budget, Position::canonical);
        this.genusRule = new GenusRule(budget);
    }

    @Override
    public Solution solve(Position position) {
        Phrase unready = ready(position);
        boolean loopy = LoopySumSolver.needed(position);
        RuledSum<?> sole = rules.soleDeciding(position);
        PositionMoves winning = sole == null ? searched(position, loopy) : ruled(position, sole);
        return new Solution(position, Convention.MISERE, outcome(position, loopy), Value.none(NO_VALUE),
                winning, withNote(explanation(position, sole, loopy), unready));
    }

    /** The winning moves, each move's outcome searched (the loopy ones, quickest win first). */
    private PositionMoves searched(Position position, boolean loopy) {
        List<PositionMove> winning = position.moves()
                .filter(move -> outcome(move.to(), loopy) == Outcome.P)
                .sorted(Comparator.comparingLong(move -> loopy ? loopySearch.rank(move.to()) : 0))
                .toList();
        List<PositionMove> listed = winning.subList(0, Math.min(winning.size(), budget.mostListed()));
        return new PositionMoves(listed, listed.size() == winning.size(), winning.size());
    }

    /**
     * The winning moves by the game's own rule, component by component: listed and counted, or,
     * where the rule counts them (a heap too large to go through its moves), the first listed and
     * the rest counted. A count beyond a long is unknown.
     */
    private PositionMoves ruled(Position position, RuledSum<?> sole) {
        List<PositionMove> listed = new ArrayList<>();
        BigInteger count = BigInteger.ZERO;
        for (Component<?> component : position.components()) {
            BigInteger counted = sole.winningCount(component);
            Stream<PositionMove> winning = sole.candidates(component).filter(move -> outcome(move.to(), false) == Outcome.P);
            List<PositionMove> found = (counted == null ? winning : winning.limit(budget.mostListed())).toList();
            count = count.add(counted == null ? BigInteger.valueOf(found.size()) : counted);
            listed.addAll(found.subList(0, Math.min(found.size(), budget.mostListed() - listed.size())));
        }
        long total = count.bitLength() < Long.SIZE ? count.longValue() : Moves.UNKNOWN;
        return new PositionMoves(listed, count.equals(BigInteger.valueOf(listed.size())), total);
    }

    /** The explanation, with the line that says why the game's own misère rule could not answer, if any. */
    private static Explanation withNote(Explanation explanation, Phrase unready) {
        if (unready == null) {
            return explanation;
        }
        List<Phrase> notes = new ArrayList<>();
        notes.add(unready);
        notes.addAll(explanation.steps());
        return new Explanation(explanation.rows(), explanation.total(), explanation.verdict(), notes);
    }

    /**
     * Which rule decided: the misère rule of the position's one game, the genus rule, or the
     * search. The rows name the components with their genera, not their normal-play reasons,
     * which say nothing of misère play.
     */
    private Explanation explanation(Position position, RuledSum<?> sole, boolean loopy) {
        Value none = Value.none(NO_VALUE);
        // A sum of one game with a rule of its own (Nim) is answered at any size: no genus search there.
        List<Genus> genera = loopy || sole != null ? null : genusRule.genera(position);
        List<Explanation.Row> rows = new ArrayList<>();
        List<Component<?>> components = position.components();
        for (int i = 0; i < components.size(); i++) {
            Component<?> component = components.get(i);
            List<Phrase> reasons = genera == null ? List.of() : List.of(genusWords(genera.get(i)));
            rows.add(new Explanation.Row(component.label(), component.game().name(), component.written(), none, reasons));
        }
        if (sole != null) {
            return new Explanation(rows, none, List.of(sole.verdict()), sole.explain());
        }
        if (loopy) {
            return new Explanation(rows, none, List.of(Phrase.of("verdict.misere.search")), List.of());
        }
        Component<?> notTame = genusRule.firstNotTame(position);
        if (notTame == null) {
            return new Explanation(rows, none, List.of(Phrase.of("verdict.misere.genus")), GenusRule.explain(genera));
        }
        Object named = notTame.label() == null ? notTame.toString() : notTame.label();
        Phrase why = genera.contains(null) ? Phrase.of("misere.genus.unknown", genusRule.states())
                : Phrase.of("misere.genus.wild", named);
        return new Explanation(rows, none, List.of(Phrase.of("verdict.misere.search")), List.of(why));
    }

    @Override
    public MoveList moves(Position position, int limit) {
        ready(position);
        boolean loopy = LoopySumSolver.needed(position);
        Value none = Value.none(NO_VALUE);
        MoveList moves = MoveListing.list(position, none, limit, move -> new ValuedMove(move, none, outcome(move.to(), loopy)));
        boolean ruled = loopy || rules.soleDeciding(position) != null;
        return ruled ? moves : new MoveList(none, moves.moves(), moves.complete(), genusNotes(position));
    }

    /** Each component's genus, as the rows of {@link #solve} show it. */
    private List<Phrase> genusNotes(Position position) {
        List<Genus> genera = genusRule.genera(position);
        List<Phrase> notes = new ArrayList<>();
        List<Component<?>> components = position.components();
        for (int i = 0; i < components.size(); i++) {
            Component<?> component = components.get(i);
            Phrase genus = genusWords(genera.get(i));
            notes.add(Phrase.of("misere.genus.of", component.toString(), genus));
        }
        return notes;
    }

    private Phrase genusWords(Genus genus) {
        return genus == null ? Phrase.of("misere.genus.outOfReach", genusRule.states()) : Phrase.of("misere.genus", genus.toString());
    }

    private Outcome outcome(Position position, boolean loopy) {
        Outcome ruled = ruled(position);
        if (ruled != null) {
            return ruled;
        }
        if (loopy) {
            return loopySearch.outcome(position);
        }
        return genusRule.firstNotTame(position) == null ? GenusRule.outcome(genusRule.genera(position)) : search.outcome(position);
    }

    /** @return the outcome by the rule of the position's one game, or null if there is none */
    private Outcome ruled(Position position) {
        RuledSum<?> sole = rules.soleDeciding(position);
        return sole == null ? null : sole.outcome();
    }

    /** Readies the rule of the position's one game, if it has one: why it could not be, or null. */
    private Phrase ready(Position position) {
        RuledSum<?> ruled = rules.soleRuled(position);
        return ruled == null ? null : ruled.ready(budget);
    }
}
