package dev.grundy.heap;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;
import dev.grundy.core.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A take-and-break game as a game of the position language — {@code octal:0.6}, {@code kayles},
 * {@code dawson}, {@code grundy-game} — its values from a shared {@link TakeAndBreakValues} table,
 * so that any heap is answered once a period is proved.
 */
public final class OctalGame implements HeapGame, ResumableSequence, SharedTable {
    /** Heaps up to this size list every winning move; beyond, one split per kind is listed. */
    public static final int FULLY_TESTED_HEAP = 200_000;

    private final TakeAndBreakValues table;

    /** @param table the values, shared between requests and threads */
    public OctalGame(TakeAndBreakValues table) {
        this.table = table;
    }

    /** @return the rules */
    public TakeAndBreak rules() {
        return table.rules();
    }

    @Override
    public String name() {
        return table.rules().name();
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        return () -> table.rules().moves(heap).iterator();
    }

    /** Found by the rules' arithmetic: a heap of 10^12 has too many moves to look through. */
    @Override
    public Move<BigInteger> moveLeaving(BigInteger heap, List<BigInteger> parts) {
        Move<BigInteger> move = table.rules().moveLeaving(heap, parts);
        if (move == null) {
            throw new InvalidPositionException("error.move.illegal", name(), format(heap));
        }
        return move;
    }

    /** From the shared table, grown as far as the heap at the request's cost, or by the proved period. */
    @Override
    public Value value(BigInteger heap, SearchBudget budget) {
        return Value.nimber(table.value(heap, budget));
    }

    /**
     * Every move to the value on heaps up to {@value #FULLY_TESTED_HEAP}. On a larger heap with a
     * proved period, G(a) and G(n − k − a) depend only on a's place in the period, so splitting off
     * a part a below preperiod + period reaches every value any split reaches: those are listed, the
     * list marked incomplete.
     */
    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target, SearchBudget budget) {
        Periodicity periodicity = heap.compareTo(BigInteger.valueOf(FULLY_TESTED_HEAP)) <= 0 ? null
                : provedPeriodReaching(heap, budget);
        if (periodicity == null) {
            return testedMovesToValue(heap, target, budget);
        }
        BigInteger smallerPart = BigInteger.valueOf(periodicity.preperiod() + periodicity.period());
        List<Move<BigInteger>> found = new ArrayList<>();
        table.rules().moves(heap, smallerPart).forEach(move -> {
            if (valueOfParts(move.to(), budget).equals(target)) {
                found.add(move);
            }
        });
        return new Moves<>(found, false);
    }

    /** @return the proved periodicity once the heap's value is known, or null if the table holds the heap */
    private Periodicity provedPeriodReaching(BigInteger heap, SearchBudget budget) {
        grundy(heap, budget);
        return table.provedPeriod();
    }

    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget sequenceBudget, SequenceListener listener) {
        TakeAndBreakValues.Snapshot snapshot = table.sequence(to, method, sequenceBudget, listener);
        Phrase reason = snapshot.periodicity() == null ? null : snapshot.periodicity().proved()
                ? provedBy(rules())
                : table.rules().periodicityTheoremApplies() ? Phrase.of("reason.octal.notYet")
                : Phrase.of(rules().unequalParts() ? "reason.octal.unequal" : "reason.octal.uncovered");
        return new Sequence(name(), snapshot.values(), snapshot.length(), snapshot.periodicity(), reason);
    }

    /**
     * @param rules an octal game's rules
     * @return why a period found in its values is proved: the octal games periodicity theorem
     */
    public static Phrase provedBy(TakeAndBreak rules) {
        return Phrase.of("reason.octal.proved", rules.lastDigit());
    }

    @Override
    public Sequence known() {
        TakeAndBreakValues.Snapshot snapshot = table.known();
        return new Sequence(name(), snapshot.values(), snapshot.length(), null, null);
    }

    /** Restarts the table from values saved earlier, so a long run goes on where it stopped. */
    @Override
    public void resumeFrom(CompactValues saved) {
        table.resumeFrom(saved);
    }

    /** "period 12 from 71 (proved): G(1000) = G(76) = 4" or "computed: G(1000) = 4". */
    @Override
    public List<Phrase> explain(BigInteger heap, SearchBudget budget) {
        Value value = value(heap, budget);
        if (!value.isNimber()) {
            return List.of();
        }
        Periodicity periodicity = table.provedPeriod();
        boolean alias = !name().startsWith("octal:") && !rules().unequalParts();
        List<Phrase> lines = new ArrayList<>();
        if (periodicity == null || heap.compareTo(BigInteger.valueOf(periodicity.preperiod())) < 0) {
            lines.add(Phrase.of("explain.octal.computed", heap, value));
        } else {
            BigInteger preperiod = BigInteger.valueOf(periodicity.preperiod());
            BigInteger same = preperiod.add(heap.subtract(preperiod).mod(BigInteger.valueOf(periodicity.period())));
            lines.add(same.equals(heap)
                    ? Phrase.of("explain.octal.firstPeriod", heap, value, periodicity.period(), preperiod)
                    : Phrase.of("explain.octal.period", periodicity.period(), preperiod, heap, same, value));
        }
        if (alias) {
            lines.add(Phrase.of("explain.octal.code", name(), rules().code()));
        }
        return lines;
    }

    /** The shared table this game reads, so that a registry keeping games can bound their memory. */
    @Override
    public long footprint() {
        return table.footprint();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OctalGame game && game.rules().equals(rules());
    }

    @Override
    public int hashCode() {
        return rules().hashCode();
    }

    @Override
    public String toString() {
        return name();
    }

    /** The forms this code's moves take: plain takes, takes that split, splits without taking. */
    @Override
    public Phrase moveForms() {
        TakeAndBreak rules = table.rules();
        List<Phrase> forms = new ArrayList<>();
        if (rules.takesWithoutSplitting()) {
            forms.add(Phrase.of("forms.heap"));
        }
        if (rules.takesAndSplits()) {
            forms.add(Phrase.of("forms.heapTakeSplit"));
        }
        if ((rules.digit(0) & TakeAndBreak.LEAVE_TWO) != 0) {
            forms.add(Phrase.of("forms.heapSplitOnly"));
        }
        return forms.stream().reduce((first, second) -> Phrase.of("forms.both", first, second))
                .orElse(Phrase.of("forms.byNumber"));
    }
}
