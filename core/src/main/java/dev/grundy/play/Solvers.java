package dev.grundy.play;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.misere.MisereSolver;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.solve.EverySolver;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.SumSolver;

/** The one place where a play convention picks the solver of whole positions. */
public final class Solvers {
    private Solvers() {
    }

    /**
     * @param convention how the whole position is played
     * @param budget the work the request may do
     * @param quotients where misère quotients are read from and kept, as the front end chose
     * @return a solver of whole positions under that convention, for one request: the
     *     Sprague–Grundy theorem under normal play; under misère play a rule where one holds, else
     *     a search; under Every-SG the components' steps
     */
    public static PositionSolver of(Convention convention, SearchBudget budget, QuotientStore quotients) {
        return switch (convention) {
            case NORMAL -> new SumSolver(budget);
            case MISERE -> new MisereSolver(budget, quotients);
            case EVERY -> new EverySolver(budget);
        };
    }
}
