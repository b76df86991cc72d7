package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.language.GameRegistry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** Every kind of pattern looked for in a table, in the order they are stated. */
public final class Patterns {
    /** The largest heap whose game's periodicity theorem is consulted. */
    private static final long PROVED_UP_TO = 1_000_000;

    private Patterns() {
    }

    /**
     * @param periodic the periodicity finder, with the game's theorem where it has one
     * @return the finders: periodicity, a formula per residue class, the P-positions as residue
     *     classes from a point on, as a known set or a Beatty sequence, the values as a known
     *     sequence or a halving recursion; a formula of several numbers, the P-positions of two
     *     numbers, of three by their largest against the rest, the rows' and the columns'
     *     periodicity, and lines of the table read as one-number tables
     */
    public static List<PatternFinder> finders(PeriodicValues periodic) {
        return List.of(periodic, new ResidueFormula(), new PResidueClasses(), new KnownPSequence(), new KnownValueSequence(),
                new HalvingRecursion(), new BeattyPSequence(), new ValueFormula(), new PPositionPattern(), new PartComparison(),
                new LinePeriodicity(true), new LinePeriodicity(false), new TableSlices());
    }

    /**
     * @param table the values
     * @param periodic the periodicity finder, with the game's theorem where it has one
     * @return every pattern found, each holding on the whole table
     */
    public static List<Finding> find(ValueTable table, PeriodicValues periodic) {
        List<Finding> found = new ArrayList<>();
        for (PatternFinder finder : finders(periodic)) {
            found.addAll(finder.find(table));
        }
        return found;
    }

    /**
     * The patterns of a game's table as {@code grundy table} states them: every finder's, the
     * periodicity proved where the game's own theorem proves it (a heap game tabled from 0), and
     * each pattern a known theorem proves marked proved ({@link KnownTheorems}). Costs the
     * finders' O(table) each, plus the game's sequence up to the table's end for a heap game.
     *
     * @param game the game's name, as the registry knows it
     * @param table its values
     * @param registry the games known by name
     * @param budget the work allowed for the game's sequence
     * @return every pattern found, each holding on the whole table
     */
    public static List<Finding> ofGame(String game, ValueTable table, GameRegistry registry, SearchBudget budget) {
        return ofGame(game, table, () -> registry.game(game, budget), budget);
    }

    /**
     * The patterns of a table, with the periodicity theorem of a game the caller names itself (a
     * one-line subtraction set's, which the registry does not know).
     *
     * @param game the game's name, for the theorems known by name
     * @param table its values
     * @param source the game, asked for only when a heap table from 0 could use its periodicity theorem
     * @param budget bounds the sequence computed for the theorem
     * @return the findings, proved where a theorem proves them
     */
    public static List<Finding> ofGame(String game, ValueTable table, Supplier<Object> source, SearchBudget budget) {
        return KnownTheorems.prove(game, find(table, periodicity(table, source, budget)));
    }

    /** The game's own periodicity theorem, for a heap game tabled from 0. */
    private static PeriodicValues periodicity(ValueTable table, Supplier<Object> source, SearchBudget budget) {
        TableRange range = table.ranges().get(0);
        if (table.arity() == 1 && range.from() == 0 && range.to() < PROVED_UP_TO
                && source.get() instanceof SequenceSource sequenceSource) {
            Sequence sequence = sequenceSource.sequence((int) range.to(), SequenceMethod.AUTO, budget, SequenceListener.NONE);
            return new PeriodicValues(sequence.periodicity(), sequence.periodicityReason());
        }
        return new PeriodicValues();
    }
}
