package dev.grundy.pattern;

import java.util.ArrayList;
import java.util.List;

/** Every kind of pattern looked for in a table, in the order they are stated. */
public final class Patterns {
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
}
