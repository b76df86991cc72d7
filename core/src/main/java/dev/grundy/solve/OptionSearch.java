package dev.grundy.solve;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.budget.SearchBudget;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

/**
 * The memoised depth-first search that {@link GrundySolver} and {@link StepSolver} share: a
 * position's number comes from its options' numbers, and an option that splits the component into
 * a sum has a number made from its parts' numbers. The recursion runs on an explicit stack, so a
 * game whose play lasts a million moves needs no deep thread stack; each position is charged to a
 * {@link SearchBudget}, solved once and remembered, and marked in progress while open, so that
 * meeting it again proves the game loopy. Time O(moves of the states reached), memory O(states
 * reached). Not thread-safe.
 *
 * @param <P> the type of positions
 */
final class OptionSearch<P> {
    /** How a position's number comes from its options' numbers, and an option's from its parts'. */
    interface Rule {
        /**
         * @param partsSoFar the number of the option's parts met so far, 0 before the first
         * @param part the number of one more part
         * @return the number of the parts so far and that one
         */
        int addPart(int partsSoFar, int part);

        /** @return an empty fold of one position's option numbers */
        OptionFold newFold();
    }

    /** One position's option numbers, folded as they come. */
    interface OptionFold {
        /** @param option the number of one more option */
        void add(int option);

        /**
         * @param hasMoves false when the position has no move, so nothing was added
         * @return the position's number
         */
        int result(boolean hasMoves);
    }

    private final ImpartialGame<P> game;
    private final SearchBudget budget;
    private final Memo<P> memo;
    private final Rule rule;

    /**
     * @param game the rules
     * @param budget charged one state for every position solved
     * @param memo where the numbers are remembered, shared with the caller
     * @param rule how a number comes from the options' numbers
     */
    OptionSearch(ImpartialGame<P> game, SearchBudget budget, Memo<P> memo, Rule rule) {
        this.game = game;
        this.budget = budget;
        this.memo = memo;
        this.rule = rule;
    }

    /**
     * @param root a position not yet in the memo
     * @return its number, remembered with those of every position reached
     * @throws dev.grundy.budget.StateLimitException if the budget runs out
     * @throws LoopyGameException if a position can recur
     */
    int solve(P root) {
        Deque<Frame<P>> stack = new ArrayDeque<>();
        try {
            stack.push(open(root));
            while (true) {
                Frame<P> top = stack.peek();
                P unknown = top.advance(memo, rule);
                if (unknown != null) {
                    stack.push(open(unknown));
                    continue;
                }
                int number = top.fold.result(top.hasMoves);
                memo.put(top.position, number);
                stack.pop();
                if (stack.isEmpty()) {
                    return number;
                }
            }
        } catch (RuntimeException | Error e) {
            // Positions left unfinished must not look like cycles to a later search.
            for (Frame<P> frame : stack) {
                memo.remove(frame.position);
            }
            throw e;
        }
    }

    private Frame<P> open(P position) {
        budget.spend(1, memo.bytesPerState(position));
        memo.put(position, Memo.IN_PROGRESS);
        return new Frame<>(position, game.moves(position).iterator(), rule.newFold());
    }

    /** A position being solved: which move, and which part of it, is under way. */
    private static final class Frame<P> {
        final P position;
        final OptionFold fold;
        private final Iterator<Move<P>> moves;
        private boolean hasMoves;
        private List<P> parts;
        private int nextPart;
        private int partsNumber;

        Frame(P position, Iterator<Move<P>> moves, OptionFold fold) {
            this.position = position;
            this.moves = moves;
            this.fold = fold;
        }

        /**
         * Goes through the remaining moves while their parts have known numbers.
         *
         * @return a part whose number is still unknown, or null when every option has its number
         */
        P advance(Memo<P> memo, Rule rule) {
            while (true) {
                if (parts != null) {
                    for (; nextPart < parts.size(); nextPart++) {
                        P part = parts.get(nextPart);
                        int number = memo.get(part);
                        if (number == Memo.UNKNOWN) {
                            return part;
                        }
                        if (number == Memo.IN_PROGRESS) {
                            throw new LoopyGameException(part.toString());
                        }
                        partsNumber = rule.addPart(partsNumber, number);
                    }
                    fold.add(partsNumber);
                    parts = null;
                }
                if (!moves.hasNext()) {
                    return null;
                }
                SearchBudget.stopIfInterrupted();
                hasMoves = true;
                parts = moves.next().to();
                nextPart = 0;
                partsNumber = 0;
            }
        }
    }
}
