package dev.grundy;

import dev.grundy.core.Position;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.MoveList;
import dev.grundy.core.SearchBudget;
import dev.grundy.solve.Solution;
import dev.grundy.solve.SumSolver;
import dev.grundy.spec.PositionParser;
import dev.grundy.spec.StandardGames;

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

    /** @return a solver that values whole positions by brute force over their combined state */
    public static GrundySolver<Position> bruteForce() {
        return new GrundySolver<>(new CombinedGame(), SearchBudget.standard());
    }
}
