package dev.grundy.misere;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.games.MisereNim;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * Misère Nim's rule (Bouton 1901) for sums of Nim heaps: the player to move loses iff some heap
 * has two or more tokens and the nim-sum is 0, or every heap has at most one token and the nim-sum
 * is 1 — the same rule as {@code misere-nim}'s ({@link MisereNim}). O(digits) per heap.
 */
final class BoutonRule implements MisereRule<BigInteger> {

    @Override
    public Outcome outcome(List<BigInteger> heaps) {
        return MisereNim.lost(heaps) ? Outcome.P : Outcome.N;
    }

    @Override
    public List<Phrase> explain(List<BigInteger> heaps) {
        return new MisereNim().explain(heaps);
    }

    /** A winning move leaves the heap at h ⊕ s, 1 or 0 (see {@link MisereNim}). */
    @Override
    public Stream<Move<BigInteger>> candidates(BigInteger heap, List<BigInteger> heaps) {
        return MisereNim.candidateTargets(heap, MisereNim.nimSum(heaps)).stream().map(target -> HeapGame.take(heap, heap.subtract(target)));
    }
}
