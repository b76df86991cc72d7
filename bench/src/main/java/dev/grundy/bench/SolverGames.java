package dev.grundy.bench;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The games the generic solver is measured on, each with a {@code long} code for its positions, so
 * that the same game can be solved remembering boxed positions or their codes.
 *
 * @param <P> the type of positions
 */
record SolverGames<P>(ImpartialGame<P> rules, ToLongFunction<P> code) {
    /** Subtraction game {1,3,4}: heaps 0 … 99,999, three moves each. */
    static final int HEAP = 99_999;
    /** Cutting rectangles: every a×b with 1 ≤ a ≤ b ≤ 100. */
    static final int SIDE = 100;
    /** A king walking to the corner: every square of a 1,000×1,000 board, three moves each. */
    static final int BOARD = 999;

    /** Take 1, 3 or 4. */
    static final SolverGames<Integer> SUBTRACT_1_3_4 = new SolverGames<>(n -> {
        List<Move<Integer>> moves = new ArrayList<>(3);
        for (int s : new int[] {1, 3, 4}) {
            if (s <= n) {
                moves.add(Move.to("take " + s, n - s));
            }
        }
        return moves;
    }, Integer::longValue);

    /** A rectangle, its sides in increasing order so that a×b and b×a are one state. */
    record Rectangle(int shorter, int longer) {
        static Rectangle of(int a, int b) {
            return new Rectangle(Math.min(a, b), Math.max(a, b));
        }
    }

    /** Cut a rectangle in two along a grid line; a 1×1 square cannot be cut. */
    static final SolverGames<Rectangle> CUTTING = new SolverGames<>(r -> {
        List<Move<Rectangle>> moves = new ArrayList<>();
        for (int i = 1; i < r.shorter(); i++) {
            moves.add(new Move<>("cut", List.of(Rectangle.of(i, r.longer()), Rectangle.of(r.shorter() - i, r.longer()))));
        }
        for (int i = 1; i < r.longer(); i++) {
            moves.add(new Move<>("cut", List.of(Rectangle.of(r.shorter(), i), Rectangle.of(r.shorter(), r.longer() - i))));
        }
        return moves;
    }, r -> (long) r.shorter() << 32 | r.longer());

    /** A square of the board, counted from the corner. */
    record Square(int x, int y) {
    }

    /** A king steps one square left, down or diagonally down-left: few moves, so the memo's cost shows. */
    static final SolverGames<Square> KING = new SolverGames<>(s -> {
        List<Move<Square>> moves = new ArrayList<>(3);
        if (s.x() > 0) {
            moves.add(Move.to("left", new Square(s.x() - 1, s.y())));
        }
        if (s.y() > 0) {
            moves.add(Move.to("down", new Square(s.x(), s.y() - 1)));
        }
        if (s.x() > 0 && s.y() > 0) {
            moves.add(Move.to("down-left", new Square(s.x() - 1, s.y() - 1)));
        }
        return moves;
    }, s -> (long) s.x() << 32 | s.y());

    /**
     * @param longKeys true to remember codes, false to remember boxed positions
     * @return a solver with an empty memo
     */
    GrundySolver<P> solver(boolean longKeys) {
        SearchBudget budget = SearchBudget.of(10_000_000);
        return longKeys ? new GrundySolver<>(rules, code, budget) : new GrundySolver<>(rules, budget);
    }
}
