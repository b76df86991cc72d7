package dev.grundy.play;

import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.Solution;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A perfect opponent. On a won position it plays the first winning move, which in a game that may
 * not end is the one that makes progress; on a drawn one it keeps the draw; on a lost one, where every move
 * loses against best play, it makes the win as hard and as long as it can: of the moves it tries —
 * those the solver's convention names ({@link PositionSolver#losingTries}) — it plays one
 * that leaves the fewest winning replies, and among those the first, which takes least. It never
 * resigns and never plays at random, so its games can be replayed.
 */
public final class Opponent {
    private final PositionSolver solver;

    /** @param solver decides who wins, under the play convention of the game */
    public Opponent(PositionSolver solver) {
        this.solver = solver;
    }

    /**
     * @param position the position to move in
     * @return the move to play, or empty when there is no legal move
     */
    public Optional<PositionMove> choose(Position position) {
        Solution solution = solver.solve(position);
        if (solution.outcome() == Outcome.N && !solution.winningMoves().isEmpty()) {
            return Optional.of(solution.winningMoves().get(0));
        }
        if (solution.outcome() == Outcome.D) {
            return position.moves().filter(move -> solver.solve(move.to()).outcome() == Outcome.D).findFirst();
        }
        return solver.losingTries(position).stream().min(Comparator.comparingLong(this::winningReplies));
    }

    private long winningReplies(PositionMove move) {
        Solution reply = solver.solve(move.to());
        return reply.winningMoveCount().orElse(reply.winningMoves().size());
    }
}
