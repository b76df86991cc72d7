package dev.grundy.solve;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Grundy values of any finite impartial game by the definition: G(p) is the mex of the values of
 * p's options, and an option that is a sum of positions has the nim-sum of their values
 * (Sprague–Grundy theorem). Each position is solved once and remembered.
 *
 * <p>The recursion runs on an explicit stack, so a game whose play can last a million moves solves
 * without a {@link StackOverflowError}; every new state is charged to a {@link SearchBudget}, so a
 * runaway search ends in a {@link StateLimitException}, and with the bytes its memo holds for it,
 * so that a memory limit holds. Time O(total number of moves of the states
 * reached), memory O(states reached). Not thread-safe.
 *
 * <p>Values are remembered under the positions themselves, in a {@code HashMap}: 60 to 90 bytes a
 * state, the position included. Where the game gives each position a {@code long} code, they are
 * remembered under the code in a primitive open-addressing table instead: 12 bytes a slot, 16 to
 * 32 a state, and no position is kept (measured in {@code docs/benchmarks.md}).
 *
 * @param <P> the type of positions
 */
public final class GrundySolver<P> {
    private final ImpartialGame<P> game;
    private final SearchBudget budget;
    private final Memo<P> values;
    private final boolean misere;

    /**
     * A solver that remembers positions by {@code equals} and {@code hashCode}.
     *
     * @param game the rules
     * @param budget charged one state for every position solved
     */
    public GrundySolver(ImpartialGame<P> game, SearchBudget budget) {
        this(game, budget, new BoxedMemo<>());
    }

    /**
     * A solver that remembers positions by a {@code long} code, without boxing.
     *
     * @param game the rules
     * @param key the code of a position: distinct positions reached must have distinct codes, or
     *     the values are wrong
     * @param budget charged one state for every position solved
     */
    public GrundySolver(ImpartialGame<P> game, ToLongFunction<? super P> key, SearchBudget budget) {
        this(game, budget, new LongKeyMemo<>(key));
    }

    private GrundySolver(ImpartialGame<P> game, SearchBudget budget, Memo<P> values) {
        this(game, budget, values, false);
    }

    private GrundySolver(ImpartialGame<P> game, SearchBudget budget, Memo<P> values, boolean misere) {
        this.game = game;
        this.budget = budget;
        this.values = values;
        this.misere = misere;
    }

    /**
     * Conway's misère nim-values (On Numbers and Games ch. 12; Winning Ways ch. 13): the mex of the
     * options' values, as under normal play, except that a position without moves counts 1 — the
     * player to move there has won. They do not add by the nim-sum, so every move must leave one
     * position (a whole sum, see {@link CombinedGame}); positions are remembered by {@code equals},
     * so the game should leave them in a canonical form. Same costs as the normal values.
     *
     * @param game the rules; every move leaves one position
     * @param budget charged one state for every position solved
     * @param <P> the type of positions
     * @return a solver whose {@link #grundy} is the misère nim-value
     */
    public static <P> GrundySolver<P> misereValues(ImpartialGame<P> game, SearchBudget budget) {
        return new GrundySolver<>(game, budget, new BoxedMemo<>(), true);
    }

    /**
     * @param position a position of the game
     * @return its Grundy value
     * @throws StateLimitException if the budget runs out
     * @throws LoopyGameException if the position can recur, so the game need not end
     */
    public int grundy(P position) {
        int known = values.get(position);
        return known >= 0 ? known : search(position);
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
                int value = misere && !top.hasMoves ? 1 : top.mex();
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
        budget.spend(1, values.bytesPerState(position));
        values.put(position, Memo.IN_PROGRESS);
        return new Frame<>(position, game.moves(position).iterator());
    }

    /** A position being solved: which move is under way, which option values have been seen. */
    private static final class Frame<P> {
        final P position;
        private final Iterator<Move<P>> moves;
        private final BitSet optionValues = new BitSet();
        private boolean hasMoves;
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
        P advance(Memo<P> values) {
            while (true) {
                if (parts != null) {
                    for (; nextPart < parts.size(); nextPart++) {
                        P part = parts.get(nextPart);
                        int value = values.get(part);
                        if (value == Memo.UNKNOWN) {
                            return part;
                        }
                        if (value == Memo.IN_PROGRESS) {
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
                SearchBudget.stopIfInterrupted();
                hasMoves = true;
                parts = moves.next().to();
                nextPart = 0;
                partsSum = 0;
            }
        }

        int mex() {
            return Nimbers.mex(optionValues);
        }
    }
}
