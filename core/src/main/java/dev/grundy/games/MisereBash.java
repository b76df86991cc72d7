package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Outcome;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.StreamSupport;

/**
 * Misère Bash: one heap, take 1 to M tokens, and whoever takes the last token loses.
 *
 * <p>The player to move loses iff n ≥ 1 and (n − 1) mod (M+1) = 0: from such a heap every take
 * leaves the opponent a heap from which they can restore that residue, until the mover is left
 * the last token. Otherwise taking (n − 1) mod (M+1) wins, and it is the only winning take; with
 * no tokens left the player to move has already won. O(digits), any size. Misère play has no
 * nim-value, so this game is played alone (a misère sum of Bash heaps is {@code --misere bash:M}).
 */
public final class MisereBash extends MisereGame {
    private final BigInteger maxTake;

    /**
     * @param maxTake M, the most a move may take; positive
     * @throws IllegalArgumentException if maxTake is not positive
     */
    public MisereBash(BigInteger maxTake) {
        if (maxTake.signum() <= 0) {
            throw new IllegalArgumentException("maxTake must be positive, got " + maxTake);
        }
        this.maxTake = maxTake;
    }

    @Override
    public String name() {
        return "misere-bash:" + maxTake;
    }

    @Override
    public List<List<BigInteger>> parse(List<String> words) {
        if (words.size() != 1) {
            throw new InvalidPositionException("error.oneHeap", name(), maxTake);
        }
        return super.parse(words);
    }

    @Override
    public Iterable<Move<List<BigInteger>>> moves(List<BigInteger> heaps) {
        BigInteger heap = heaps.get(0);
        return () -> StreamSupport.stream(HeapGame.takes(heap, heap.min(maxTake)).spliterator(), false)
                .map(take -> move(heaps, take.to())).iterator();
    }

    private BigInteger residue(BigInteger heap) {
        return heap.subtract(BigInteger.ONE).mod(maxTake.add(BigInteger.ONE));
    }

    @Override
    public Outcome outcome(List<BigInteger> heaps) {
        BigInteger heap = heaps.get(0);
        return heap.signum() > 0 && residue(heap).signum() == 0 ? Outcome.P : Outcome.N;
    }

    @Override
    public Moves<List<BigInteger>> winningMoves(List<BigInteger> heaps) {
        BigInteger heap = heaps.get(0);
        if (heap.signum() == 0 || residue(heap).signum() == 0) {
            return Moves.none();
        }
        return Moves.all(List.of(move(heaps, List.of(heap.subtract(residue(heap))))));
    }

    /** "10 − 1 = 4·2 + 1: take 1, leaving 9, with 9 − 1 a multiple of 4". */
    @Override
    public List<Phrase> explain(List<BigInteger> heaps) {
        BigInteger heap = heaps.get(0);
        if (heap.signum() == 0) {
            return List.of(Phrase.of("explain.misereBash.none"));
        }
        BigInteger modulus = maxTake.add(BigInteger.ONE);
        BigInteger[] division = heap.subtract(BigInteger.ONE).divideAndRemainder(modulus);
        return List.of(division[1].signum() == 0
                ? Phrase.of("explain.misereBash.P", heap, modulus, division[0])
                : Phrase.of("explain.misereBash.N", heap, modulus, division[0], division[1]));
    }

    /** "3" takes three, at most M; "1 3" says the same. */
    @Override
    public Move<List<BigInteger>> readMove(List<BigInteger> heaps, List<String> words) {
        List<String> take = words.size() == 2 && words.get(0).equals("1") ? words.subList(1, 2) : words;
        return move(heaps, TypedTakes.take(name(), heaps.get(0), take, heaps.get(0).min(maxTake)).to());
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.take");
    }
}
