package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.Footprint;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Who wins each position of a finite game, by search without values: a position is won (N) iff
 * some move leads to a lost one (P). Under normal play a position without moves is lost; under
 * misère play it is won, since the opponent made the last move. The search stops at the first
 * winning move it finds, remembers every position it settles, and runs on an explicit stack
 * charged to a {@link SearchBudget}. Time and memory O(states reached). Not thread-safe.
 *
 * <p>Moves must leave a single position: the Sprague–Grundy theorem that would value a sum does
 * not hold under misère play, so whole sums are searched as one state (see {@link CombinedGame}).
 *
 * @param <P> the type of positions
 */
public final class OutcomeSolver<P> {
    private enum Mark { WON, LOST, OPEN }

    private final ImpartialGame<P> game;
    private final Convention convention;
    private final SearchBudget budget;
    private final Function<P, ?> key;
    private final Map<Object, Mark> marks = new HashMap<>();

    /**
     * @param game the rules; every move leaves one position
     * @param convention how play ends: under misère play whoever cannot move wins
     * @param budget charged one state for every position settled
     * @param key the form under which a position is remembered; positions with equal keys must
     *     have the same outcome (a canonical form merges sums that differ only in order)
     */
    public OutcomeSolver(ImpartialGame<P> game, Convention convention, SearchBudget budget, Function<P, ?> key) {
        this.game = game;
        this.convention = convention;
        this.budget = budget;
        this.key = key;
    }

    /**
     * @param position a position of the game
     * @return P or N
     * @throws StateLimitException if the budget runs out
     * @throws LoopyGameException if the position can recur
     */
    public Outcome outcome(P position) {
        Mark known = marks.get(key.apply(position));
        if (known == Mark.WON || known == Mark.LOST) {
            return known == Mark.WON ? Outcome.N : Outcome.P;
        }
        return search(position) == Mark.WON ? Outcome.N : Outcome.P;
    }

    private Mark search(P root) {
        Deque<Frame<P>> stack = new ArrayDeque<>();
        try {
            stack.push(open(root));
            while (true) {
                Frame<P> top = stack.peek();
                P unknown = top.advance();
                if (unknown != null) {
                    stack.push(open(unknown));
                    continue;
                }
                Mark mark = top.result(convention);
                marks.put(top.key, mark);
                stack.pop();
                if (stack.isEmpty()) {
                    return mark;
                }
            }
        } catch (RuntimeException | Error e) {
            for (Frame<P> frame : stack) {
                marks.remove(frame.key);
            }
            throw e;
        }
    }

    private Frame<P> open(P position) {
        Object positionKey = key.apply(position);
        budget.spend(1, Footprint.HASH_ENTRY + (positionKey instanceof Position whole ? Footprint.ofKey(whole)
                : Footprint.of(positionKey)));
        marks.put(positionKey, Mark.OPEN);
        return new Frame<>(this, positionKey, game.moves(position).iterator());
    }

    /** A position being settled: which moves are left to try, and whether one wins. */
    private static final class Frame<P> {
        final Object key;
        private final OutcomeSolver<P> solver;
        private final Iterator<Move<P>> moves;
        private boolean hasMoves;
        private boolean won;
        private P pending;

        Frame(OutcomeSolver<P> solver, Object key, Iterator<Move<P>> moves) {
            this.solver = solver;
            this.key = key;
            this.moves = moves;
        }

        /** @return an option still to be settled, or null when this position is settled */
        P advance() {
            while (true) {
                if (pending != null) {
                    Mark mark = solver.marks.get(solver.key.apply(pending));
                    if (mark == null) {
                        return pending;
                    }
                    if (mark == Mark.OPEN) {
                        throw new LoopyGameException(pending.toString());
                    }
                    pending = null;
                    if (mark == Mark.LOST) {
                        won = true;
                        return null;
                    }
                }
                if (!moves.hasNext()) {
                    return null;
                }
                SearchBudget.stopIfInterrupted();
                hasMoves = true;
                List<P> to = moves.next().to();
                if (to.size() != 1) {
                    throw new IllegalArgumentException("outcome search needs moves that leave one position, got " + to);
                }
                pending = to.get(0);
            }
        }

        Mark result(Convention convention) {
            if (!hasMoves) {
                return convention == Convention.MISERE ? Mark.WON : Mark.LOST;
            }
            return won ? Mark.WON : Mark.LOST;
        }
    }
}
