package dev.grundy.rules;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.CodedHeapSequence;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.SequenceListener;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;

/**
 * The values of a one-line game of one number for {@code solve}, {@code moves} and {@code judge},
 * from its sequence table ({@link CodedHeapSequence}: a few bytes a heap, no memo of states, no
 * options kept) rather than a search. A heap up to {@value #MOST_COMPUTED} is computed with every
 * heap below it; a larger one is answered from the periodicity of the values computed, tried on
 * 2^12, 2^13, … values up to that many: proved for a finite subtraction set, otherwise observed
 * over the later half of them, and then the answer says that it relies on it. A game whose moves
 * do not all leave smaller heaps, or a large heap of a game with no period seen, is left to the
 * search (whose state limit then tells what cannot be computed). One table per game, shared by its
 * requests (a judge's thousands of cases compute it once), each growing it charged for the values
 * it adds; one thread at a time, under its lock.
 */
final class LineHeapValues {
    /** The most values computed for one request: 4 MB to 16 MB of table. */
    static final int MOST_COMPUTED = 1 << 22;
    private static final int FIRST_TRY = 1 << 12;
    /** The most words of moves listed in looking for a period, about a second's work: then the search is left to answer. */
    static final long MOST_WORDS_FOR_A_PERIOD = 1L << 28;

    private final CodedHeapSequence table;
    private boolean upward;
    /** The periodicity last found, and how many values it was looked for on: found again only when the table has grown. */
    private Periodicity found;
    private int foundOn = -1;

    LineHeapValues(OneLineRules rules) {
        this.table = OneLineSequence.of(rules, rules.parameters());
    }

    /**
     * @param heap a heap
     * @param budget charged for the values computed
     * @return G(heap), or null when the search must answer: a move leaves a heap not smaller than
     *     its own, or the heap is beyond {@value #MOST_COMPUTED} and the values show no period
     */
    synchronized BigInteger value(long heap, SearchBudget budget) {
        if (upward) {
            return null;
        }
        if (heap <= MOST_COMPUTED) {
            return extendTo((int) heap, budget) ? BigInteger.valueOf(table.get((int) heap)) : null;
        }
        Periodicity periodicity = periodicity(budget);
        if (periodicity == null) {
            return null;
        }
        BigInteger from = BigInteger.valueOf(heap - periodicity.preperiod());
        BigInteger[] periods = from.divideAndRemainder(BigInteger.valueOf(periodicity.period()));
        int same = (int) (periodicity.preperiod() + periods[1].longValueExact());
        return BigInteger.valueOf(table.get(same)).add(periods[0].multiply(BigInteger.valueOf(periodicity.saltus())));
    }

    /**
     * @param heap a heap whose value was asked
     * @return the period its value came from, proved or relied on, for people; none for a heap of the table
     */
    synchronized List<Phrase> explain(long heap, SearchBudget budget) {
        if (upward || heap <= MOST_COMPUTED) {
            return List.of();
        }
        Periodicity p = periodicity(budget);
        if (p == null) {
            return List.of();
        }
        return List.of(Phrase.of(p.proved() ? "explain.line.provedPeriod" : "explain.line.observedPeriod", heap, p.period(), p.preperiod(),
                p.saltus(), p.checkedTo(), table.reason()));
    }

    /**
     * The periodicity of 2^12, 2^13, … values, the first found; null when none up to
     * {@value #MOST_COMPUTED}, or none before the next doubling could list more than
     * {@value #MOST_WORDS_FOR_A_PERIOD} words (the work of a doubling at least doubles).
     */
    private Periodicity periodicity(SearchBudget budget) {
        if (foundOn == table.known() && foundOn > 0) {
            return found;
        }
        found = search(budget);
        foundOn = table.known();
        return found;
    }

    private Periodicity search(SearchBudget budget) {
        for (int length = Math.max(FIRST_TRY, table.known()); ; length = Math.min(2 * length, MOST_COMPUTED)) {
            if (!extendTo(length - 1, budget)) {
                return null;
            }
            Periodicity found = table.periodicity();
            if (found != null || length == MOST_COMPUTED || table.wordsListed() > MOST_WORDS_FOR_A_PERIOD / 4) {
                return found;
            }
        }
    }

    private boolean extendTo(int last, SearchBudget budget) {
        upward |= !table.extendTo(last, budget, SequenceListener.NONE);
        return !upward;
    }
}
