package dev.grundy.solve;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.SearchBudget;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
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
 * to a {@link SearchBudget}, as in {@link GrundySolver}. Time O(moves of the states reached),
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
     * @throws dev.grundy.core.StateLimitException if the budget runs out
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
        Deque<Frame<P>> stack = new ArrayDeque<>();
        try {
            stack.push(open(root));
            while (true) {
                Frame<P> top = stack.peek();
                P unknown = top.advance(steps);
                if (unknown != null) {
                    stack.push(open(unknown));
                    continue;
                }
                int step = top.step();
                steps.put(top.position, step);
                stack.pop();
                if (stack.isEmpty()) {
                    return step;
                }
            }
        } catch (RuntimeException | Error e) {
            // Positions left unfinished must not look like cycles to a later search.
            for (Frame<P> frame : stack) {
                steps.remove(frame.position);
            }
            throw e;
        }
    }

    private Frame<P> open(P position) {
        budget.spend(1, steps.bytesPerState(position));
        steps.put(position, Memo.IN_PROGRESS);
        return new Frame<>(position, game.moves(position).iterator());
    }

    /** A position being solved: which move is under way, the largest even and the smallest option step. */
    private static final class Frame<P> {
        final P position;
        private final Iterator<Move<P>> moves;
        private boolean hasMoves;
        private int largestEven = -1;
        private int smallest = Integer.MAX_VALUE;
        private List<P> parts;
        private int nextPart;
        private int partsStep;

        Frame(P position, Iterator<Move<P>> moves) {
            this.position = position;
            this.moves = moves;
        }

        /** @return a part whose step is still unknown, or null when every option has its step */
        P advance(Memo<P> steps) {
            while (true) {
                if (parts != null) {
                    for (; nextPart < parts.size(); nextPart++) {
                        P part = parts.get(nextPart);
                        int step = steps.get(part);
                        if (step == Memo.UNKNOWN) {
                            return part;
                        }
                        if (step == Memo.IN_PROGRESS) {
                            throw new LoopyGameException(part.toString());
                        }
                        partsStep = Math.max(partsStep, step);
                    }
                    smallest = Math.min(smallest, partsStep);
                    if (partsStep % 2 == 0) {
                        largestEven = Math.max(largestEven, partsStep);
                    }
                    parts = null;
                }
                if (!moves.hasNext()) {
                    return null;
                }
                SearchBudget.stopIfInterrupted();
                hasMoves = true;
                parts = moves.next().to();
                nextPart = 0;
                partsStep = 0;
            }
        }

        int step() {
            if (!hasMoves) {
                return 0;
            }
            return 1 + (largestEven >= 0 ? largestEven : smallest);
        }
    }
}
