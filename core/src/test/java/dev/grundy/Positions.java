package dev.grundy;

import dev.grundy.core.Position;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.MoveList;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.Solution;
import dev.grundy.solve.SumSolver;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Positions written in the position language, and brute force over them, for tests. */
public final class Positions {
    private static final PositionParser PARSER = new PositionParser(StandardGames.registry());

    private Positions() {
    }

    /** @return the position the text describes, with the default budget */
    public static Position parse(String text) {
        return PARSER.parse(text, SearchBudget.standard());
    }

    /** @return the normal-play solution of the position */
    public static Solution solve(Position position) {
        return new SumSolver(SearchBudget.standard()).solve(position);
    }

    /** @return the legal moves of the position, with what they leave under normal play */
    public static MoveList moves(Position position, int limit) {
        return new SumSolver(SearchBudget.standard()).moves(position, limit);
    }

    /**
     * Solves a position by the Sprague–Grundy theorem and checks the solution against brute force
     * over the whole sum: its value, and every winning move (each one, and their number).
     *
     * @param text a position, small enough for brute force over its combined state
     * @return the solution, checked
     */
    public static Solution solvedLikeBruteForce(String text) {
        Position sum = parse(text);
        Solution solution = solve(sum);
        GrundySolver<Position> bruteForce = bruteForce();

        assertThat(solution.value().nimber()).as(text).isEqualTo(BigInteger.valueOf(bruteForce.grundy(sum)));
        long winning = sum.moves().filter(move -> bruteForce.grundy(move.to()) == 0).count();
        assertThat(solution.winningMoves()).as(text).hasSize((int) winning)
                .allSatisfy(move -> assertThat(bruteForce.grundy(move.to())).isZero());
        return solution;
    }

    /** @return a solver that values whole positions by brute force over their combined state */
    public static GrundySolver<Position> bruteForce() {
        return new GrundySolver<>(new CombinedGame(), SearchBudget.standard());
    }
}
