package dev.grundy.games;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ClosedFormGame;
import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;

/**
 * Nim: take any positive number of tokens from one heap.
 *
 * <p>A heap of h tokens has nim-value h (its options are the heaps 0 … h−1, whose mex is h), so a
 * position's value is the XOR of its heaps and it is lost for the player to move iff that XOR is 0
 * — Bouton's theorem (1901) as a case of the Sprague–Grundy theorem. From a heap h the one move to
 * value t takes h − t tokens, when t &lt; h. O(digits) per heap, heaps of any size.
 */
public record Nim() implements HeapGame, ClosedFormGame<BigInteger>, SequenceSource {

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        return HeapGame.takes(heap, heap);
    }

    @Override
    public BigInteger grundy(BigInteger heap) {
        return heap;
    }


    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target) {
        return Moves.all(target.compareTo(heap) < 0 ? List.of(HeapGame.take(heap, heap.subtract(target))) : List.of());
    }

    /** G(n) = n: arithmetic-periodic with period 1 and saltus 1 from the start. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        return SequenceSource.fromFunction(name(), to, n -> n, new Periodicity(0, 1, 1, true, to),
                Phrase.of("reason.nim"));
    }

    /** "3" takes three, checked by arithmetic so that heaps of any size answer at once. */
    @Override
    public Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        return TypedTakes.take(name(), heap, words, heap);
    }
}
