package dev.grundy.solve;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Grundy values of any finite impartial game by the definition: G(p) is the mex of the values of
 * p's options, and an option that is a sum of positions has the nim-sum of their values
 * (Sprague–Grundy theorem). Each position is solved once and remembered.
 *
 * <p>The recursion runs on an explicit stack, so a game whose play can last a million moves solves
 * without a {@link StackOverflowError}; every new state is charged to a {@link SearchBudget}, so a
 * runaway search ends in a {@link StateLimitException}. Time O(total number of moves of the states
 * reached), memory O(states reached). Not thread-safe.
 *
 * @param <P> the type of positions
 */
public final class GrundySolver<P> {
    /** Marks a position whose value is being computed; meeting it again means a cycle. */
    private static final int IN_PROGRESS = -1;

    private final ImpartialGame<P> game;
    private final SearchBudget budget;
    private final Map<P, Integer> values = new HashMap<>();

    /**
     * @param game the rules
     * @param budget charged one state for every position solved
     */
    public GrundySolver(ImpartialGame<P> game, SearchBudget budget) {
        this.game = game;
        this.budget = budget;
    }

    /**
     * @param position a position of the game
     * @return its Grundy value
     * @throws StateLimitException if the budget runs out
     * @throws LoopyGameException if the position can recur, so the game need not end
     */
    public int grundy(P position) {
        Integer known = values.get(position);
        return known != null && known != IN_PROGRESS ? known : search(position);
    }

    /**
     * @param parts positions of the game
     * @return the Grundy value of their sum: the nim-sum of their values
     */
    public int grundyOfSum(List<P> parts) {
        int sum = 0;
        for (P part : parts) {
            sum ^= grundy(part);
        }
        return sum;
    }

    /**
     * @param position a position of the game
     * @param target a Grundy value
     * @return every move from the position to a sum of that value, in the game's order
     */
    public List<Move<P>> movesToValue(P position, int target) {
        List<Move<P>> found = new ArrayList<>();
        for (Move<P> move : game.moves(position)) {
            if (grundyOfSum(move.to()) == target) {
                found.add(move);
            }
        }
        return found;
    }

    /** @return how many positions have been solved and remembered */
    public int solvedCount() {
        return values.size();
    }

    private int search(P root) {
        Deque<Frame<P>> stack = new ArrayDeque<>();
        try {
            stack.push(open(root));
            while (true) {
                Frame<P> top = stack.peek();
                P unknown = top.advance(values);
                if (unknown != null) {
                    stack.push(open(unknown));
                    continue;
                }
                int value = top.mex();
                values.put(top.position, value);
                stack.pop();
                if (stack.isEmpty()) {
                    return value;
                }
            }
        } catch (RuntimeException | Error e) {
            // Positions left unfinished must not look like cycles to a later search.
            for (Frame<P> frame : stack) {
                values.remove(frame.position);
            }
            throw e;
        }
    }

    private Frame<P> open(P position) {
        budget.spend(1);
        values.put(position, IN_PROGRESS);
        return new Frame<>(position, game.moves(position).iterator());
    }

    /** A position being solved: which move is under way, which option values have been seen. */
    private static final class Frame<P> {
        final P position;
        private final Iterator<Move<P>> moves;
        private final BitSet optionValues = new BitSet();
        private List<P> parts;
        private int nextPart;
        private int partsSum;

        Frame(P position, Iterator<Move<P>> moves) {
            this.position = position;
            this.moves = moves;
        }

        /**
         * Goes through the remaining moves while their parts have known values.
         *
         * @return a part whose value is still unknown, or null when every move has been valued
         */
        P advance(Map<P, Integer> values) {
            while (true) {
                if (parts != null) {
                    for (; nextPart < parts.size(); nextPart++) {
                        P part = parts.get(nextPart);
                        Integer value = values.get(part);
                        if (value == null) {
                            return part;
                        }
                        if (value == IN_PROGRESS) {
                            throw new LoopyGameException(part.toString());
                        }
                        partsSum ^= value;
                    }
                    optionValues.set(partsSum);
                    parts = null;
                }
                if (!moves.hasNext()) {
                    return null;
                }
                parts = moves.next().to();
                nextPart = 0;
                partsSum = 0;
            }
        }

        int mex() {
            return optionValues.nextClearBit(0);
        }
    }
}
