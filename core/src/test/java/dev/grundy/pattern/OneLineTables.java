package dev.grundy.pattern;

import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.RulesLoader;

import java.util.List;

/** Tables of games written in one line, for the pattern tests: the values come from the game's own search. */
final class OneLineTables {
    private static final RulesLoader LOADER = new RulesLoader();

    /** Split a heap into two whose sizes differ by a power of 2, or take 1: not periodic, its period breaks after each power of 2. */
    static final String POWER_SPLIT = "n -> { take(n, 1); for (long d = 1; d < n; d *= 2) if ((n - d) % 2 == 0) sum((n - d) / 2, (n + d) / 2); }";
    /** Take at most half the heap: G(2n) = n, G(2n + 1) = G(n). */
    static final String TAKE_AT_MOST_HALF = "n -> { for (long k = 1; 2 * k <= n; k++) move(n - k); }";
    /** Take a divisor of the heap smaller than the heap: G(n) = the number of trailing zeros of n. */
    static final String TAKE_A_DIVISOR = "n -> { for (long d = 1; d < n; d++) if (n % d == 0) move(n - d); }";

    private OneLineTables() {
    }

    /**
     * @param line the game in one line
     * @param ranges one range per number
     * @return its table
     */
    static ValueTable table(String line, TableRange... ranges) {
        return ValueTable.of(new LineValues(LOADER.line(line), SearchBudget.of(50_000_000)), List.of(ranges));
    }

    /**
     * A game whose P-positions are a given set: a move goes to any smaller number outside the set,
     * or, from outside it, to the set's largest member below (0 is a member). Members then have
     * only moves to non-members, each of which can move back into the set.
     *
     * @param member a Java boolean expression of m, true when m ≥ 1 is in the set
     * @return the game in one line
     */
    static String setGame(String member) {
        return "n -> { long last = 0; for (long m = 1; m < n; m++) { if (" + member + ") last = m; else move(m); } "
                + "long m = n; if (n > 0 && !(" + member + ")) move(last); }";
    }
}
