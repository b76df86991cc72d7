package dev.grundy.solve;

import dev.grundy.arithmetic.Mex;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;

import java.util.ArrayList;
import java.util.BitSet;
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
        return new OptionSearch<>(game, budget, values, new OptionSearch.Rule() {
            @Override
            public int addPart(int partsSoFar, int part) {
                return partsSoFar ^ part; // a sum's value is the nim-sum of its parts'
            }

            @Override
            public OptionSearch.OptionFold newFold() {
                return new MexOfOptions(misere);
            }
        }).solve(root);
    }

    /** The mex of the options' values; under misère play, 1 for a position without moves. */
    private static final class MexOfOptions implements OptionSearch.OptionFold {
        private final BitSet optionValues = new BitSet();
        private final boolean misere;

        MexOfOptions(boolean misere) {
            this.misere = misere;
        }

        @Override
        public void add(int option) {
            optionValues.set(option);
        }

        @Override
        public int result(boolean hasMoves) {
            return misere && !hasMoves ? 1 : Mex.of(optionValues);
        }
    }
}
