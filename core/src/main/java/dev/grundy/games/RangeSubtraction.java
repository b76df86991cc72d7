package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The subtraction game of a range: take L to R tokens from one heap ({@code subtract:L-R}; Bash's
 * game is L = 1).
 *
 * <p>G(n) = ⌊(n mod (L + R)) / L⌋, by induction: write r = n mod (L + R) = jL + i with 0 ≤ i &lt; L.
 * The options n − R … n − L have residues r + L … r + R mod L + R (cut at 0 for n &lt; L + R), which
 * miss the 2L − 1 residues r − L + 1 … r + L − 1: those hold the whole block jL … jL + L − 1 of value
 * j, and less than a block below it, so every value below j is reached and j is not. G has period
 * L + R from 0; the tests check the formula against the rules by brute force.
 *
 * <p>The moves to a value t: the heap left ranges over the interval [n − R, n − L] of fewer than
 * L + R heaps, and those of value t are the residues tL … tL + L − 1: at most two intervals, found by
 * arithmetic in O(digits). There may be as many as R − L + 1 of them: the first
 * {@link SearchBudget#mostListed} are listed, smallest take first, and all counted (a count beyond a
 * {@code long} is left unknown).
 *
 * @param least L, positive
 * @param most R, at least L
 */
public record RangeSubtraction(BigInteger least, BigInteger most) implements HeapGame, SequenceSource {

    /** @throws IllegalArgumentException if L is not positive or R is below L */
    public RangeSubtraction {
        if (least.signum() <= 0 || most.compareTo(least) < 0) {
            throw new IllegalArgumentException("need 1 ≤ L ≤ R, got " + least + "-" + most);
        }
    }

    @Override
    public String name() {
        return "subtract:" + least + "-" + most;
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        BigInteger top = heap.min(most);
        return () -> Stream.iterate(least, taken -> taken.compareTo(top) <= 0, taken -> taken.add(BigInteger.ONE))
                .map(taken -> HeapGame.take(heap, taken)).iterator();
    }

    /**
     * @param heap a heap of any size
     * @return ⌊(n mod (L + R)) / L⌋
     */
    public BigInteger grundy(BigInteger heap) {
        return heap.mod(modulus()).divide(least);
    }

    @Override
    public Value value(BigInteger heap, SearchBudget budget) {
        return Value.nimber(grundy(heap));
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target, SearchBudget budget) {
        BigInteger s = modulus();
        BigInteger first = target.multiply(least);
        if (heap.compareTo(least) < 0 || first.compareTo(s) >= 0) {
            return Moves.none();
        }
        BigInteger last = first.add(least).subtract(BigInteger.ONE).min(s.subtract(BigInteger.ONE));
        BigInteger lowest = heap.subtract(most).max(BigInteger.ZERO);
        BigInteger highest = heap.subtract(least);
        List<Move<BigInteger>> listed = new ArrayList<>();
        BigInteger count = BigInteger.ZERO;
        // the heaps left, largest first (smallest take first): blocks of period q, q falling
        for (BigInteger q = highest.divide(s); q.compareTo(lowest.divide(s)) >= 0; q = q.subtract(BigInteger.ONE)) {
            BigInteger top = q.multiply(s).add(last).min(highest);
            BigInteger bottom = q.multiply(s).add(first).max(lowest);
            if (top.compareTo(bottom) < 0) {
                continue;
            }
            count = count.add(top.subtract(bottom).add(BigInteger.ONE));
            for (BigInteger left = top; left.compareTo(bottom) >= 0 && listed.size() < budget.mostListed();
                    left = left.subtract(BigInteger.ONE)) {
                listed.add(HeapGame.take(heap, heap.subtract(left)));
            }
        }
        return count.bitLength() < Long.SIZE ? Moves.counted(listed, count.longValueExact()) : new Moves<>(listed, false);
    }

    /** "n = (L+R)·q + r, so G = ⌊r/L⌋". */
    @Override
    public List<Phrase> explain(BigInteger heap, SearchBudget budget) {
        BigInteger[] division = heap.divideAndRemainder(modulus());
        return List.of(Phrase.of("explain.range", heap, modulus(), division[0], division[1], least, grundy(heap)));
    }

    private BigInteger modulus() {
        return least.add(most);
    }

    /** G has period L + R from 0, by the closed form. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        Periodicity periodicity = modulus().bitLength() < Long.SIZE - 1
                ? new Periodicity(0, modulus().longValueExact(), 0, true, to) : null;
        return SequenceSource.fromFunction(name(), to, n -> grundy(BigInteger.valueOf(n)).intValueExact(), periodicity,
                Phrase.of("reason.range", modulus(), least));
    }

    /** "3" takes three, from L to R. */
    @Override
    public Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        Move<BigInteger> take = TypedTakes.take(name(), heap, words, heap.min(most));
        if (heap.subtract(take.to().get(0)).compareTo(least) < 0) {
            throw new InvalidPositionException("error.move.takeAtLeast", name(), least);
        }
        return take;
    }
}
