package dev.grundy.games;

import dev.grundy.core.ClosedFormGame;
import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.List;

/**
 * Bash's game (bounded Nim): take 1 to M tokens from one heap.
 *
 * <p>G(n) = n mod (M+1): the options n−1, …, max(0, n−M) have residues that cover every value
 * below n mod (M+1) and never that residue itself, so it is their mex. A sum of
 * heaps, even with different M, is bounded Nim, valued by XOR. The one move to value t ≠ G(n)
 * takes (G(n) − t) mod (M+1) tokens, when that many are there. O(digits), any size.
 *
 * @param maxTake M, the most tokens a move may take; positive
 */
public record Bash(BigInteger maxTake) implements HeapGame, ClosedFormGame<BigInteger>, SequenceSource {

    /** @throws IllegalArgumentException if maxTake is not positive */
    public Bash {
        if (maxTake.signum() <= 0) {
            throw new IllegalArgumentException("maxTake must be positive, got " + maxTake);
        }
    }

    @Override
    public String name() {
        return "bash:" + maxTake;
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        return HeapGame.takes(heap, heap.min(maxTake));
    }

    @Override
    public BigInteger grundy(BigInteger heap) {
        return heap.mod(modulus());
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target) {
        if (target.compareTo(maxTake) > 0) {
            return Moves.none();
        }
        BigInteger taken = grundy(heap).subtract(target).mod(modulus());
        boolean legal = taken.signum() > 0 && taken.compareTo(heap) <= 0;
        return Moves.all(legal ? List.of(HeapGame.take(heap, taken)) : List.of());
    }

    /** "10 = 4·2 + 2, so G = 2". */
    @Override
    public List<Phrase> explain(BigInteger heap) {
        BigInteger[] division = heap.divideAndRemainder(modulus());
        return List.of(Phrase.of("explain.bash", heap, modulus(), division[0], division[1]));
    }

    private BigInteger modulus() {
        return maxTake.add(BigInteger.ONE);
    }

    /** G(n) = n mod (M+1): period M+1 from the start. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        Periodicity periodicity = modulus().bitLength() < Long.SIZE - 1
                ? new Periodicity(0, modulus().longValueExact(), 0, true, to) : null;
        return SequenceSource.fromFunction(name(), to, n -> grundy(BigInteger.valueOf(n)).intValueExact(), periodicity,
                Phrase.of("reason.bash", modulus()));
    }

    /** "3" takes three, at most M. */
    @Override
    public Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        return TypedTakes.take(name(), heap, words, heap.min(maxTake));
    }
}
