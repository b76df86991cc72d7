package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.List;

/**
 * One pattern seen in a table: what it says, the test it stands for, and the theorem that proves
 * it beyond the table, if one does.
 *
 * @param statement the pattern in words, without its range
 * @param claim the pattern as a test of one position of the table
 * @param proof why it holds for every position, or null when it was only observed on the table
 */
public record Finding(Phrase statement, Claim claim, Phrase proof) {

    /** A pattern as a test of the table's positions. */
    @FunctionalInterface
    public interface Claim {
        /**
         * @param table the table
         * @param index a position of it
         * @return true when the pattern holds there
         */
        boolean holdsAt(ValueTable table, int index);
    }

    /**
     * @param table the table the pattern was found on
     * @return the pattern with its range: proved, or observed on the table's ranges
     */
    public Phrase says(ValueTable table) {
        return proof == null ? Phrase.of("pattern.observed", statement, table.written())
                : Phrase.of("pattern.proved", statement, proof, table.written());
    }

    /**
     * @param table a table
     * @param statement what the pattern says
     * @param claim the pattern as a test
     * @return the observed pattern when it holds on the whole table, else none
     */
    static List<Finding> ifHolds(ValueTable table, Phrase statement, Claim claim) {
        Finding finding = new Finding(statement, claim, null);
        return finding.holdsOn(table) ? List.of(finding) : List.of();
    }

    /** @param table a table @return true when the claim holds at every position of it */
    public boolean holdsOn(ValueTable table) {
        for (int i = 0; i < table.size(); i++) {
            if (!claim.holdsAt(table, i)) {
                return false;
            }
        }
        return true;
    }
}
