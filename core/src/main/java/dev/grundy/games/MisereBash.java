package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Outcome;

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
            throw new InvalidPositionException(name() + ": give one heap, e.g. '" + name()
                    + " 10'; a misère sum of Bash heaps is --misere bash:" + maxTake + " 10 7");
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
    public List<String> explain(List<BigInteger> heaps) {
        BigInteger heap = heaps.get(0);
        if (heap.signum() == 0) {
            return List.of("no tokens are left: under misère play the player to move has already won");
        }
        BigInteger modulus = maxTake.add(BigInteger.ONE);
        BigInteger[] division = heap.subtract(BigInteger.ONE).divideAndRemainder(modulus);
        String written = heap + " − 1 = " + modulus + "·" + division[0] + " + " + division[1];
        return List.of(division[1].signum() == 0
                ? written + ": whatever is taken, the opponent restores n − 1 to a multiple of " + modulus
                        + " and finally leaves the last token to the player to move (P)"
                : written + ": taking " + division[1] + " leaves n − 1 a multiple of " + modulus + " (N)");
    }
}
