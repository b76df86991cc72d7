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
import java.util.stream.Stream;

/**
 * Misère sums of one heap game decided by its misère quotient (Plambeck &amp; Siegel, JCTA 115
 * (2008)) where that quotient covers the heaps, and left to the misère search elsewhere. Every
 * hook asks a {@link QuotientSums} over the store the front end chose; its cost is that of
 * {@link QuotientSums}: one product per heap, one per move of the heap looked at.
 *
 * @param sums the game's quotient sums over the chosen store
 */
record QuotientRule(QuotientSums sums) implements MisereRule<BigInteger> {

    QuotientRule(HeapGame game, QuotientStore store) {
        this(new QuotientSums(game, store));
    }

    @Override
    public boolean decides(List<BigInteger> heaps) {
        return sums.decides(heaps);
    }

    /** Builds the quotient and keeps it in the store when none covers the heaps ({@link QuotientSums#ready}). */
    @Override
    public Phrase ready(List<BigInteger> heaps, SearchBudget budget) {
        return sums.ready(heaps, budget);
    }

    @Override
    public String verdictKey() {
        return "verdict.misere.quotient";
    }

    @Override
    public Outcome outcome(List<BigInteger> heaps) {
        return sums.outcome(heaps);
    }

    @Override
    public List<Phrase> explain(List<BigInteger> heaps) {
        return sums.explain(heaps);
    }

    @Override
    public Stream<Move<BigInteger>> candidates(BigInteger heap, List<BigInteger> heaps) {
        return sums.winningMoves(heap, heaps);
    }

    @Override
    public BigInteger winningCount(BigInteger heap, List<BigInteger> heaps) {
        return sums.winningCount(heap, heaps);
    }
}
