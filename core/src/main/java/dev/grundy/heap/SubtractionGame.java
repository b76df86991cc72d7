package dev.grundy.heap;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A subtraction game: take s tokens from one heap, for s in a finite set S (Bash's game is
 * S = {1, …, M}). Values come from a table that stops as soon as their periodicity is proved (see
 * {@link SubtractionValues}), after which heaps of any size are answered from the period.
 */
public final class SubtractionGame implements HeapGame {
    /** The largest member of S accepted: the table holds a window of max(S) values. */
    public static final int MAX_MEMBER = 1_000_000;

    private final int[] set;
    private final SubtractionValues values;

    /**
     * @param set S: positive integers up to {@link #MAX_MEMBER}, in any order, repeats ignored
     * @param budget charged one state per value computed
     * @throws IllegalArgumentException if the set is empty or a member is out of range
     */
    public SubtractionGame(int[] set, SearchBudget budget) {
        this.set = Arrays.stream(set).sorted().distinct().toArray();
        if (this.set.length == 0 || this.set[0] <= 0 || this.set[this.set.length - 1] > MAX_MEMBER) {
            throw new IllegalArgumentException("S must be non-empty, within 1.." + MAX_MEMBER
                    + ", got " + Arrays.toString(set));
        }
        this.values = new SubtractionValues(this.set, budget);
    }

    @Override
    public String name() {
        return "subtract:" + Arrays.stream(set).mapToObj(String::valueOf).collect(Collectors.joining(","));
    }

    @Override
    public List<Move<BigInteger>> moves(BigInteger heap) {
        List<Move<BigInteger>> moves = new ArrayList<>();
        for (int s : set) {
            BigInteger taken = BigInteger.valueOf(s);
            if (taken.compareTo(heap) > 0) {
                break;
            }
            moves.add(HeapGame.take(heap, taken));
        }
        return moves;
    }

    @Override
    public BigInteger grundy(BigInteger heap) {
        return BigInteger.valueOf(values.value(heap));
    }

    @Override
    public List<Move<BigInteger>> movesToValue(BigInteger heap, BigInteger target) {
        List<Move<BigInteger>> found = new ArrayList<>();
        for (Move<BigInteger> move : moves(heap)) {
            if (grundy(move.to().get(0)).equals(target)) {
                found.add(move);
            }
        }
        return found;
    }

    /** @return the proved periodicity of the values */
    public Periodicity periodicity() {
        return values.periodicity();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SubtractionGame game && Arrays.equals(set, game.set);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(set);
    }

    @Override
    public String toString() {
        return name();
    }
}
