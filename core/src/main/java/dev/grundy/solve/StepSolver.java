package dev.grundy.solve;

import dev.grundy.core.ImpartialGame;
import dev.grundy.budget.SearchBudget;

import java.util.List;

/**
 * The step function of the Every-SG convention (Winning Ways ch. 9, the suspense numbers of the
 * continued conjunctive compound; THEORY.md): how many more moves a component lasts when the player
 * who wins it keeps it going as long as possible and the other ends it as soon as possible. A
 * position without moves has step 0. A position with an option of even step — a lost one for the
 * player who then moves — has step 1 + the largest even step among its options; any other, 1 + the
 * smallest step of its options. So a step is odd exactly when the player to move wins the component,
 * and for a game whose moves never split a component that is its normal-play outcome (SG &gt; 0).
 * An option that splits the component into a sum lasts as long as its longest part: its step is
 * the largest of its parts' steps.
 *
 * <p>Each position is solved once and remembered; the recursion runs on an explicit stack charged
 * to a {@link SearchBudget}, the {@link OptionSearch} it shares with {@link GrundySolver}. Time O(moves of the states reached),
 * memory O(states reached). Not thread-safe.
 *
 * @param <P> the type of positions
 */
public final class StepSolver<P> {
    private final ImpartialGame<P> game;
    private final SearchBudget budget;
    private final Memo<P> steps = new BoxedMemo<>();

    /**
     * @param game the rules
     * @param budget charged one state for every position solved
     */
    public StepSolver(ImpartialGame<P> game, SearchBudget budget) {
        this.game = game;
        this.budget = budget;
    }

    /**
     * @param position a position of the game
     * @return its step
     * @throws dev.grundy.budget.StateLimitException if the budget runs out
     * @throws LoopyGameException if the position can recur
     */
    public int step(P position) {
        int known = steps.get(position);
        return known >= 0 ? known : search(position);
    }

    /**
     * @param parts positions of the game, played together
     * @return the step of their sum: the largest of theirs, 0 for none
     */
    public int stepOfSum(List<P> parts) {
        int most = 0;
        for (P part : parts) {
            most = Math.max(most, step(part));
        }
        return most;
    }

    private int search(P root) {
        return new OptionSearch<>(game, budget, steps, new OptionSearch.Rule() {
            @Override
            public int addPart(int partsSoFar, int part) {
                return Math.max(partsSoFar, part); // a sum lasts as long as its longest part
            }

            @Override
            public OptionSearch.OptionFold newFold() {
                return new StepOfOptions();
            }
        }).solve(root);
    }

    /** The largest even and the smallest option step, and from them the position's step. */
    private static final class StepOfOptions implements OptionSearch.OptionFold {
        private int largestEven = -1;
        private int smallest = Integer.MAX_VALUE;

        @Override
        public void add(int option) {
            smallest = Math.min(smallest, option);
            if (option % 2 == 0) {
                largestEven = Math.max(largestEven, option);
            }
        }

        @Override
        public int result(boolean hasMoves) {
            if (!hasMoves) {
                return 0;
            }
            return 1 + (largestEven >= 0 ? largestEven : smallest);
        }
    }
}
