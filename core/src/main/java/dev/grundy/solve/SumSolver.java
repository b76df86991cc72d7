package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.Component;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;

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
 * components, not of the sum's state space. One solver serves one request: every computation is
 * charged to its budget.
 *
 * <p>A position holding a game whose play may not end is handed to the {@link LoopySumSolver},
 * which adds values by the generalised theory.
 */
public final class SumSolver implements PositionSolver {
    private final SearchBudget budget;
    private final LoopySumSolver loopy;

    /** @param budget the work the request may do */
    public SumSolver(SearchBudget budget) {
        this.budget = budget;
        this.loopy = new LoopySumSolver(budget);
    }

    @Override
    public Solution solve(Position position) {
        if (LoopySumSolver.needed(position)) {
            return loopy.solve(position);
        }
        List<Component<?>> components = position.components();
        return components.size() == 1 ? solveAlone(position, components.get(0)) : solveSum(position, components);
    }

    private Solution solveAlone(Position position, Component<?> component) {
        Outcome outcome = component.outcome(budget);
        PositionMoves winning = outcome == Outcome.P ? PositionMoves.none()
                : new PositionMoves.Builder(budget.mostListed()).add(component.winningMoves(budget)).build();
        Value value = component.value(budget);
        Explanation why = new Explanation(List.of(row(component, value, budget)), value, List.of(), List.of());
        return new Solution(position, Convention.NORMAL, outcome, value, winning, why);
    }

    /** The winning moves of every component, listed up to the request's limit and all counted, in time linear in the sum. */
    private Solution solveSum(Position position, List<Component<?>> components) {
        List<Value> values = valuesOf(components);
        Value total = values.stream().reduce(Value.zero(), Value::plus);
        PositionMoves.Builder winning = new PositionMoves.Builder(budget.mostListed());
        for (int i = 0; i < components.size() && total.outcome() == Outcome.N; i++) {
            winning.add(components.get(i).movesToValue(values.get(i).plus(total).nimber(), budget));
        }
        Phrase verdict = Phrase.of(total.outcome() == Outcome.P ? "verdict.sum.P" : "verdict.sum.N");
        Explanation why = new Explanation(rows(components, values, budget), total, List.of(verdict), List.of());
        return new Solution(position, Convention.NORMAL, total.outcome(), total, winning.build(), why);
    }

    /** The values of a sum's components, each a nimber: a component without one cannot be added. */
    private List<Value> valuesOf(List<Component<?>> components) {
        List<Value> values = new ArrayList<>(components.size());
        for (Component<?> component : components) {
            SearchBudget.stopIfInterrupted();
            Value value = component.value(budget);
            if (value instanceof Value.None none) {
                throw new NoNimValueException(none.reason());
            }
            values.add(value);
        }
        return values;
    }

    /**
     * @param components a position's components
     * @param values their values, in the same order
     * @param budget the work the reasoning may do
     * @return one row of the explanation per component
     */
    static List<Explanation.Row> rows(List<Component<?>> components, List<Value> values, SearchBudget budget) {
        List<Explanation.Row> rows = new ArrayList<>(components.size());
        for (int i = 0; i < components.size(); i++) {
            SearchBudget.stopIfInterrupted();
            rows.add(row(components.get(i), values.get(i), budget));
        }
        return rows;
    }

    private static Explanation.Row row(Component<?> component, Value value, SearchBudget budget) {
        return new Explanation.Row(component.label(), component.game().name(), component.written(), value,
                component.explain(budget));
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
        return components.size() == 1 ? components.get(0).outcome(budget) : value(position).outcome();
    }

    /**
     * @param position a whole position
     * @return its value: the sum of its components' values
     */
    public Value value(Position position) {
        if (LoopySumSolver.needed(position)) {
            return loopy.value(position);
        }
        Value total = Value.zero();
        for (Component<?> component : position.components()) {
            total = total.plus(component.value(budget));
        }
        return total;
    }

    @Override
    public MoveList moves(Position position, int limit) {
        if (LoopySumSolver.needed(position)) {
            return loopy.moves(position, limit);
        }
        Value here = value(position);
        return MoveListing.list(position, here, limit, move -> {
            Value after = here.isNimber() ? valueAfter(here, move) : value(move.to());
            return new ValuedMove(move, after, after.isNimber() ? after.outcome() : outcome(move.to()));
        });
    }

    /**
     * What a position of value {@code here} is worth after a move: the moved component's value
     * replaced by its parts', so that listing the moves of a sum of n components costs the moves,
     * not n for each.
     */
    private Value valueAfter(Value here, PositionMove move) {
        return here.plus(move.component().value(budget)).plus(value(move.becomes()));
    }
}
