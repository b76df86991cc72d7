package dev.grundy.misere;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.misere.quotient.QuotientSums;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;

/**
 * A heap game whose misère sums are decided by its saved misère quotient (Plambeck &amp; Siegel,
 * JCTA 115 (2008)) where that quotient covers the heaps, and left to the misère search elsewhere.
 * Every hook asks a {@link QuotientSums} over {@link QuotientStore#standard()}; its cost is that of
 * {@link QuotientSums}: one product per heap, one per move of the heap looked at.
 */
public interface QuotientDecidedSums extends HeapGame, MisereSums<BigInteger> {
    /** Decides where the saved misère quotient covers the heaps ({@link QuotientSums}). */
    @Override
    default boolean decidesMisere(List<BigInteger> heaps) {
        return quotientSums().decides(heaps);
    }

    /** Builds and saves the quotient when none covers the heaps ({@link QuotientSums#ready}). */
    @Override
    default Phrase readyMisere(List<BigInteger> heaps, SearchBudget budget) {
        return quotientSums().ready(heaps, budget);
    }

    @Override
    default String misereVerdictKey() {
        return "verdict.misere.quotient";
    }

    @Override
    default Outcome misereOutcome(List<BigInteger> heaps) {
        return quotientSums().outcome(heaps);
    }

    @Override
    default List<Phrase> explainMisere(List<BigInteger> heaps) {
        return quotientSums().explain(heaps);
    }

    @Override
    default List<Move<BigInteger>> misereCandidates(BigInteger heap, List<BigInteger> heaps) {
        return quotientSums().winningMoves(heap, heaps);
    }

    private QuotientSums quotientSums() {
        return new QuotientSums(this, QuotientStore.standard());
    }
}
