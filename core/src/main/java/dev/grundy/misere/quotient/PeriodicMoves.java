package dev.grundy.misere.quotient;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.text.InvalidPositionException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The winning moves of a heap too large to go through its moves, for a final misère quotient
 * whose Φ is periodic from n0 with period p (proved by {@link MiserePeriodicity}, whose games take
 * at most t tokens and leave at most two heaps). A move taking k and leaving x ≤ y with x ≥ n0
 * has the images of the move leaving x − p and y + p, also legal (the rules look at k and at how
 * many heaps are left): so for each k the winning x's from n0 on repeat with period p up to
 * (heap − k)/2, and the moves are found among x &lt; n0 + p and counted by arithmetic. A move of a
 * huge heap so maps to one of the reduced heap n0 + ((heap − n0) mod p) + (a multiple of p large
 * enough to hold every x &lt; n0 + p), with the same image; the test compares both ways of listing
 * on moderate heaps.
 *
 * <p>Cost: O(t·(n0 + p)) products to find the classes, O(1) per move listed, O(t·p) to count.
 *
 * @param game the heap game
 * @param quotient its final quotient
 * @param take t, the most tokens a move takes
 */
public record PeriodicMoves(HeapGame game, MisereQuotient quotient, int take) {

    /** @throws IllegalArgumentException if the quotient is not final */
    public PeriodicMoves {
        if (!quotient.isFinal()) {
            throw new IllegalArgumentException("a quotient that is not final has no period");
        }
    }

    /** @return the least heap whose moves this class lists: every x &lt; n0 + p fits with y ≥ n0 */
    public BigInteger leastHeap() {
        MiserePeriodicity period = quotient.periodicity();
        return BigInteger.valueOf(2L * (start() + period.period()) + take);
    }

    /**
     * @param heap a heap of at least {@link #leastHeap}
     * @param rest the product of the images of the sum's other heaps
     * @return the heap's winning moves, lazily: by k, then by the smaller part
     */
    public Stream<Move<BigInteger>> winning(BigInteger heap, int rest) {
        return IntStream.rangeClosed(0, take).boxed().flatMap(k -> winningTaking(heap, k, rest));
    }

    /**
     * @param heap a heap of at least {@link #leastHeap}
     * @param rest the product of the images of the sum's other heaps
     * @return how many winning moves the heap has
     */
    public BigInteger count(BigInteger heap, int rest) {
        BigInteger count = BigInteger.ZERO;
        int p = quotient.periodicity().period();
        for (int k = 0; k <= take; k++) {
            BigInteger left = heap.subtract(BigInteger.valueOf(k));
            count = count.add(BigInteger.valueOf(smallWinners(heap, k, rest).size()));
            BigInteger half = left.shiftRight(1);
            for (int x : repeatingClasses(heap, k, rest)) {
                // x, x + p, x + 2p, … up to half: the members of x's class from n0 + p on.
                BigInteger first = BigInteger.valueOf(x + p);
                if (first.compareTo(half) <= 0) {
                    count = count.add(half.subtract(first).divide(BigInteger.valueOf(p)).add(BigInteger.ONE));
                    boolean equalSplit = !left.testBit(0) && half.subtract(first).mod(BigInteger.valueOf(p)).signum() == 0;
                    if (equalSplit && legal(heap, List.of(half, half)) == null) {
                        count = count.subtract(BigInteger.ONE);
                    }
                }
            }
        }
        return count;
    }

    private Stream<Move<BigInteger>> winningTaking(BigInteger heap, int k, int rest) {
        int p = quotient.periodicity().period();
        BigInteger left = heap.subtract(BigInteger.valueOf(k));
        List<Integer> classes = repeatingClasses(heap, k, rest);
        Stream<Move<BigInteger>> repeating = classes.isEmpty() ? Stream.empty()
                : Stream.iterate(BigInteger.ONE, block -> true, block -> block.add(BigInteger.ONE))
                .flatMap(block -> classes.stream().map(x -> BigInteger.valueOf(x).add(block.multiply(BigInteger.valueOf(p)))))
                .takeWhile(x -> x.shiftLeft(1).compareTo(left) <= 0)
                .map(x -> legal(heap, List.of(x, left.subtract(x))))
                .filter(move -> move != null);
        return Stream.concat(smallWinners(heap, k, rest).stream(), repeating);
    }

    /** The winning moves taking k that leave one heap, or two with the smaller below n0 + p. */
    private List<Move<BigInteger>> smallWinners(BigInteger heap, int k, int rest) {
        MiserePeriodicity period = quotient.periodicity();
        BigInteger left = heap.subtract(BigInteger.valueOf(k));
        List<Move<BigInteger>> found = new ArrayList<>();
        addIfWinning(found, heap, List.of(left), rest);
        for (int x = 1; x < start() + period.period(); x++) {
            addIfWinning(found, heap, List.of(BigInteger.valueOf(x), left.subtract(BigInteger.valueOf(x))), rest);
        }
        return found;
    }

    /** The x in [n0, n0 + p) whose moves taking k and leaving x and the rest win. */
    private List<Integer> repeatingClasses(BigInteger heap, int k, int rest) {
        MiserePeriodicity period = quotient.periodicity();
        BigInteger left = heap.subtract(BigInteger.valueOf(k));
        List<Integer> classes = new ArrayList<>();
        for (int x = start(); x < start() + period.period(); x++) {
            List<BigInteger> parts = List.of(BigInteger.valueOf(x), left.subtract(BigInteger.valueOf(x)));
            if (legal(heap, parts) != null && wins(parts, rest)) {
                classes.add(x);
            }
        }
        return classes;
    }

    private void addIfWinning(List<Move<BigInteger>> found, BigInteger heap, List<BigInteger> parts, int rest) {
        Move<BigInteger> move = legal(heap, parts);
        if (move != null && wins(parts, rest)) {
            found.add(move);
        }
    }

    /**
     * @return n0, or 1 when Φ repeats from 0: the classes are of moves that leave two heaps, and a
     *     smaller part of 0 would be a move that leaves one, which the rules may not allow alike
     */
    private int start() {
        return Math.max(1, quotient.periodicity().preperiod());
    }

    /** @return the move that leaves those parts, or null when the rules allow none */
    private Move<BigInteger> legal(BigInteger heap, List<BigInteger> parts) {
        try {
            return game.moveLeaving(heap, parts);
        } catch (InvalidPositionException illegal) {
            return null;
        }
    }

    private boolean wins(List<BigInteger> parts, int rest) {
        return quotient.monoid().isP(quotient.monoid().times(rest, quotient.product(parts)));
    }
}
