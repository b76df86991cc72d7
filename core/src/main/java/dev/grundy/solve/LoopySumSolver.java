package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.Component;
import dev.grundy.core.LoopyGame;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.core.Term;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Normal play of a sum that holds a game which may not end, by the generalised Sprague–Grundy
 * theory (Smith 1966; Fraenkel): each component has a value γ, finite or ∞(K), and the sum's value
 * is given by {@link Value#plus}. The sum is P when its value is 0, N when it is another
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
    private static final Comparator<long[]> FEWER_LARGE_RANKS = LoopySumSolver::compareRanks;

    private final SearchBudget budget;

    /** @param budget the work the request may do */
    public LoopySumSolver(SearchBudget budget) {
        this.budget = budget;
    }

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
        List<Value> values = components.stream().map(component -> component.value(budget)).toList();
        Value total = values.stream().reduce(Value.zero(), Value::plus);
        PositionMoves winning = total.outcome() == Outcome.N ? winningMoves(components, values, total) : PositionMoves.none();
        List<PositionMove> byProgress = winning.list().stream()
                .sorted(Comparator.comparing(move -> ranks(move.to()), FEWER_LARGE_RANKS))
                .limit(budget.mostListed()).toList();
        Explanation why = new Explanation(SumSolver.rows(components, values, budget), total,
                components.size() > 1 ? List.of(verdict(values, total)) : List.of(), List.of());
        return new Solution(position, Convention.NORMAL, total.outcome(), total,
                new PositionMoves(byProgress, winning.complete() && byProgress.size() == winning.list().size(), winning.count()),
                why);
    }

    /** Why the sum's value decides: the nim-sum, or for infinite values the generalised sum. */
    private static Phrase verdict(List<Value> values, Value total) {
        if (total.isNimber()) {
            return Phrase.of(total.outcome() == Outcome.P ? "verdict.sum.P" : "verdict.sum.N");
        }
        List<Value> infinite = values.stream().filter(value -> !value.isNimber()).toList();
        if (infinite.size() > 1) {
            return Phrase.of("verdict.sum.infinites", infinite.size());
        }
        Value others = values.stream().filter(Value::isNimber).reduce(Value.zero(), Value::plus);
        return Phrase.of(total.outcome() == Outcome.N ? "verdict.sum.infinite.N" : "verdict.sum.infinite.D",
                infinite.get(0), others, total);
    }

    /** Every winning move, listed all: they are ordered by progress before the first are kept. */
    private PositionMoves winningMoves(List<Component<?>> components, List<Value> values, Value total) {
        PositionMoves.Builder winning = new PositionMoves.Builder(Integer.MAX_VALUE);
        for (int i = 0; i < components.size(); i++) {
            Value value = values.get(i);
            if (total.isNimber()) {
                winning.add(components.get(i).movesToValue(value.plus(total).nimber(), budget));
            } else if (!value.isNimber()) {
                winning.add(components.get(i).movesToValue(sumOfOthers(values, i).nimber(), budget));
            }
        }
        return winning.build();
    }

    /** The sum of every value but the i-th, all of them nimbers. */
    private static Value sumOfOthers(List<Value> values, int i) {
        Value sum = Value.zero();
        for (int j = 0; j < values.size(); j++) {
            if (j != i) {
                sum = sum.plus(values.get(j));
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
    public Value value(Position position) {
        Value total = Value.zero();
        for (Component<?> component : position.components()) {
            total = total.plus(component.value(budget));
        }
        return total;
    }

    @Override
    public MoveList moves(Position position, int limit) {
        return MoveListing.list(position, value(position), limit, move -> {
            Value after = value(move.to());
            return new ValuedMove(move, after, after.outcome());
        });
    }

    /** Arrays.compare of two rank lists, by their first difference (the browser's class library lacks Arrays.compare). */
    private static int compareRanks(long[] a, long[] b) {
        int at = Arrays.mismatch(a, b);
        if (at < 0) {
            return 0;
        }
        return at == a.length || at == b.length ? Integer.compare(a.length, b.length) : Long.compare(a[at], b[at]);
    }
}
