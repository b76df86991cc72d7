package dev.grundy.games;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.HeapGame;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;

/**
 * Misère Nim: Nim, but whoever takes the last token loses (Bouton 1901).
 *
 * <p>With s the nim-sum, the player to move loses iff every heap is at most 1 and the number of
 * 1-heaps is odd, or some heap is 2 or more and s = 0: misère Nim plays like Nim until the move
 * that would leave only heaps of 1, where it leaves an odd number of them instead. Every winning
 * move therefore ends a heap on h ⊕ s, 0 or 1, and testing those targets with the rule lists them
 * all: O(heaps·digits). Misère play has no nim-value, so this game is played alone.
 */
public final class MisereNim extends MisereGame {

    @Override
    public String name() {
        return "misere-nim";
    }

    @Override
    public Iterable<Move<List<BigInteger>>> moves(List<BigInteger> heaps) {
        return () -> LazyStreams.flatMap(IntStream.range(0, heaps.size()).boxed(),
                i -> StreamSupport.stream(HeapGame.takes(heaps.get(i), heaps.get(i)).spliterator(), false)
                        .map(take -> move(heaps, with(heaps, i, take.to().get(0)))))
                .iterator();
    }

    @Override
    public Outcome outcome(List<BigInteger> heaps) {
        return lost(heaps) ? Outcome.P : Outcome.N;
    }

    /**
     * @param heap a heap
     * @param sum the nim-sum of all the heaps
     * @return what a winning move may leave of the heap: h ⊕ s, 1 or 0, whichever are smaller
     */
    public static Set<BigInteger> candidateTargets(BigInteger heap, BigInteger sum) {
        Set<BigInteger> targets = new LinkedHashSet<>(List.of(Nimbers.nimSum(heap, sum), BigInteger.ONE, BigInteger.ZERO));
        targets.removeIf(target -> target.compareTo(heap) >= 0);
        return targets;
    }

    /** @return whether the player to move loses these heaps, played misère */
    public static boolean lost(List<BigInteger> heaps) {
        if (heaps.stream().allMatch(heap -> heap.compareTo(BigInteger.ONE) <= 0)) {
            return heaps.stream().filter(heap -> heap.equals(BigInteger.ONE)).count() % 2 == 1;
        }
        return nimSum(heaps).signum() == 0;
    }

    public static BigInteger nimSum(List<BigInteger> heaps) {
        return Nimbers.nimSum(heaps);
    }

    @Override
    public Moves<List<BigInteger>> winningMoves(List<BigInteger> heaps) {
        return winningMoves(heaps, Integer.MAX_VALUE);
    }

    /** Lists the first {@link SearchBudget#mostListed} winning moves and counts them all. */
    @Override
    public Moves<List<BigInteger>> winningMoves(List<BigInteger> heaps, SearchBudget budget) {
        return winningMoves(heaps, budget.mostListed());
    }

    /**
     * Each candidate is judged by the rule from the counts of the whole row changed by one heap —
     * heaps of 2 or more, heaps of 1, the nim-sum — so the row is read once, not once per
     * candidate, and a move's row is only built for the moves listed: O(heaps·digits).
     */
    private Moves<List<BigInteger>> winningMoves(List<BigInteger> heaps, int mostListed) {
        BigInteger sum = nimSum(heaps);
        long big = heaps.stream().filter(heap -> heap.compareTo(BigInteger.ONE) > 0).count();
        long ones = heaps.stream().filter(heap -> heap.equals(BigInteger.ONE)).count();
        List<Move<List<BigInteger>>> listed = new ArrayList<>();
        long count = 0;
        for (int i = 0; i < heaps.size(); i++) {
            SearchBudget.stopIfInterrupted();
            BigInteger heap = heaps.get(i);
            for (BigInteger target : candidateTargets(heap, sum)) {
                long bigAfter = big - (heap.compareTo(BigInteger.ONE) > 0 ? 1 : 0) + (target.compareTo(BigInteger.ONE) > 0 ? 1 : 0);
                long onesAfter = ones - (heap.equals(BigInteger.ONE) ? 1 : 0) + (target.equals(BigInteger.ONE) ? 1 : 0);
                boolean lostAfter = bigAfter == 0 ? onesAfter % 2 == 1 : Nimbers.nimSum(Nimbers.nimSum(sum, heap), target).signum() == 0;
                if (lostAfter) {
                    count++;
                    if (listed.size() < mostListed) {
                        listed.add(move(heaps, with(heaps, i, target)));
                    }
                }
            }
        }
        return Moves.counted(listed, count);
    }

    /** Which of the two rules applies, and what it says. */
    @Override
    public List<Phrase> explain(List<BigInteger> heaps) {
        long big = heaps.stream().filter(heap -> heap.compareTo(BigInteger.ONE) > 0).count();
        if (big == 0) {
            long ones = heaps.stream().filter(heap -> heap.equals(BigInteger.ONE)).count();
            String key = ones == 1 ? "explain.misereNim.oneOne" : ones % 2 == 1 ? "explain.misereNim.oddOnes" : "explain.misereNim.evenOnes";
            return List.of(Phrase.of(key, ones));
        }
        BigInteger sum = nimSum(heaps);
        List<Phrase> lines = new ArrayList<>();
        String key = sum.signum() == 0 ? "explain.misereNim.likeNimP" : "explain.misereNim.likeNimN";
        lines.add(Phrase.of(big == 1 ? key + ".one" : key, big, sum));
        if (big == 1 && sum.signum() != 0) {
            lines.add(Phrase.of("explain.misereNim.leaveOddOnes"));
        }
        return lines;
    }
}
