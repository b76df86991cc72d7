package dev.grundy.games;

import dev.grundy.core.ClosedFormOutcome;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Value;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Moore's Nim_K (Moore 1910): Nim where one move takes from 1 to K heaps (at least one token from
 * each); K = 1 is Nim.
 *
 * <p>The player to move loses iff, in every binary column, the number of heaps with a 1 there is a
 * multiple of K+1. A winning move is built from the highest column down: a heap already lowered
 * at a higher column is "free" and its lower bits may be set at will; in each column the free
 * heaps make up the count when there are enough of them, and otherwise r more heaps holding a 1
 * there are lowered, r being the count mod K+1 — Moore's argument shows at most K heaps are ever
 * touched. O(heaps·bits). Positions with few legal moves list every winning move by testing each;
 * beyond {@value #TESTED_MOVES} legal moves the constructed move is given, marked incomplete.
 * Nim-values, needed only in sums, are searched for small positions.
 */
public final class MooreNim extends HeapListGame implements ClosedFormOutcome<List<BigInteger>> {
    /**
     * The most legal moves a position may have for every winning move to be found by testing each
     * (their number is Σ over sets of at most k heaps of the product of their sizes). Measured on
     * 2026-11-24 (docs/benchmarks.md, "Moore's Nim"): 98,108 legal moves (moore:2 99 99 99 99 98) take
     * 0.6–1.2 s beyond the command's start, a wait a person accepts; beyond, Moore's construction
     * gives one winning move at once, at any size.
     */
    public static final int TESTED_MOVES = 100_000;
    /** The most positions below a position (the product of heap + 1) for its nim-value to be searched. */
    public static final int SEARCHED_POSITIONS = 100_000;

    private final int k;

    /**
     * @param k the most heaps one move may take from, k ≥ 1
     * @throws IllegalArgumentException if k &lt; 1
     */
    public MooreNim(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        this.k = k;
    }

    @Override
    public String name() {
        return "moore:" + k;
    }

    @Override
    public Iterable<Move<List<BigInteger>>> moves(List<BigInteger> heaps) {
        List<Integer> nonEmpty = IntStream.range(0, heaps.size()).filter(i -> heaps.get(i).signum() > 0).boxed().toList();
        return () -> LazyStreams.flatMap(
                        LazyStreams.flatMap(IntStream.rangeClosed(1, Math.min(k, nonEmpty.size())).boxed(),
                                size -> choices(nonEmpty, size, 0)),
                        chosen -> lowerings(heaps, chosen, 0, heaps))
                .map(after -> move(heaps, after))
                .iterator();
    }

    /** The sets of {@code size} heaps from {@code from}, in increasing order. */
    private static Stream<List<Integer>> choices(List<Integer> from, int size, int start) {
        if (size == 0) {
            return Stream.of(List.of());
        }
        return LazyStreams.flatMap(IntStream.rangeClosed(start, from.size() - size).boxed(), first ->
                choices(from, size - 1, first + 1).map(rest -> {
                    List<Integer> chosen = new ArrayList<>(List.of(from.get(first)));
                    chosen.addAll(rest);
                    return chosen;
                }));
    }

    /** Every way of lowering each chosen heap, from the chosen one at {@code next} on. */
    private static Stream<List<BigInteger>> lowerings(List<BigInteger> heaps, List<Integer> chosen, int next,
                                                      List<BigInteger> sofar) {
        if (next == chosen.size()) {
            return Stream.of(sofar);
        }
        int heap = chosen.get(next);
        return LazyStreams.flatMap(
                Stream.iterate(BigInteger.ZERO, size -> size.compareTo(heaps.get(heap)) < 0, size -> size.add(BigInteger.ONE)),
                size -> lowerings(heaps, chosen, next + 1, with(sofar, heap, size)));
    }

    @Override
    int mostHeapsPerMove() {
        return k;
    }

    /** P iff every column of the heaps' binary digits holds a multiple of k + 1 ones (Moore 1910); O(heaps × digits). */
    @Override
    public Outcome outcome(List<BigInteger> heaps) {
        for (int bit = bits(heaps) - 1; bit >= 0; bit--) {
            if (ones(heaps, bit) % (k + 1) != 0) {
                return Outcome.N;
            }
        }
        return Outcome.P;
    }

    private static int bits(List<BigInteger> heaps) {
        return heaps.stream().mapToInt(BigInteger::bitLength).max().orElse(0);
    }

    private static int ones(List<BigInteger> heaps, int bit) {
        return (int) heaps.stream().filter(heap -> heap.testBit(bit)).count();
    }

    /**
     * Every winning move when there are at most {@value #TESTED_MOVES} moves to test; beyond, the
     * one Moore's construction gives, marked incomplete.
     */
    @Override
    public Moves<List<BigInteger>> winningMoves(List<BigInteger> heaps) {
        if (outcome(heaps) == Outcome.P) {
            return Moves.none();
        }
        if (!moreLegalMovesThan(heaps, BigInteger.valueOf(TESTED_MOVES))) {
            List<Move<List<BigInteger>>> winning = new ArrayList<>();
            for (Move<List<BigInteger>> move : moves(heaps)) {
                if (outcome(move.to().get(0)) == Outcome.P) {
                    winning.add(move);
                }
            }
            return Moves.all(winning);
        }
        return new Moves<>(List.of(move(heaps, mooresMove(heaps))), false);
    }

    /**
     * Whether Σ over sets of at most k heaps of the product of their sizes — the legal moves —
     * passes {@code most}, by the elementary symmetric sums. They only grow as heaps are added, so
     * the count stops as soon as it passes: thousands of heaps cost a few steps, not thousands of
     * products of thousands of digits.
     */
    private boolean moreLegalMovesThan(List<BigInteger> heaps, BigInteger most) {
        BigInteger[] sums = new BigInteger[k + 1];
        Arrays.fill(sums, BigInteger.ZERO);
        sums[0] = BigInteger.ONE;
        for (BigInteger heap : heaps) {
            SearchBudget.stopIfInterrupted();
            for (int size = k; size >= 1; size--) {
                sums[size] = sums[size].add(sums[size - 1].multiply(heap));
            }
            if (Arrays.stream(sums, 1, k + 1).reduce(BigInteger.ZERO, BigInteger::add).compareTo(most) > 0) {
                return true;
            }
        }
        return false;
    }

    /** Moore's construction, column by column from the highest. */
    private List<BigInteger> mooresMove(List<BigInteger> heaps) {
        List<BigInteger> after = new ArrayList<>(heaps);
        boolean[] free = new boolean[heaps.size()];
        int freeCount = 0;
        for (int bit = bits(heaps) - 1; bit >= 0; bit--) {
            int ones = 0;
            for (int i = 0; i < heaps.size(); i++) {
                if (!free[i] && heaps.get(i).testBit(bit)) {
                    ones++;
                }
            }
            int excess = ones % (k + 1);
            int fromFree = excess == 0 ? 0 : k + 1 - excess;
            if (fromFree > freeCount) {
                fromFree = 0;
                for (int i = 0, lowered = 0; lowered < excess; i++) {
                    if (!free[i] && heaps.get(i).testBit(bit)) {
                        free[i] = true;
                        after.set(i, heaps.get(i).shiftRight(bit + 1).shiftLeft(bit + 1));
                        lowered++;
                    }
                }
                freeCount += excess;
            }
            for (int i = 0; i < heaps.size() && fromFree > 0; i++) {
                if (free[i] && !after.get(i).testBit(bit)) {
                    after.set(i, after.get(i).setBit(bit));
                    fromFree--;
                }
            }
        }
        return List.copyOf(after);
    }

    /** By search on the request's memo, for positions with at most {@value #SEARCHED_POSITIONS} below them. */
    @Override
    public Value value(List<BigInteger> heaps, SearchBudget budget) {
        if (!searchable(heaps)) {
            return Value.none(beyondSearch());
        }
        GrundySolver<List<BigInteger>> searched = budget.memo(this, () -> new GrundySolver<>(sortedRules(), budget));
        return Value.nimber(searched.grundy(sorted(heaps)));
    }

    private static boolean searchable(List<BigInteger> heaps) {
        BigInteger below = heaps.stream().map(heap -> heap.add(BigInteger.ONE)).reduce(BigInteger.ONE, BigInteger::multiply);
        return below.compareTo(BigInteger.valueOf(SEARCHED_POSITIONS)) <= 0;
    }

    private Phrase beyondSearch() {
        return Phrase.of("error.mooreSearch", name(), SEARCHED_POSITIONS);
    }

    /** The same rules on heaps kept in increasing order, since their order does not matter. */
    private ImpartialGame<List<BigInteger>> sortedRules() {
        return heaps -> () -> StreamSupport.stream(moves(heaps).spliterator(), false)
                .map(move -> Move.to(move.text(), sorted(move.to().get(0)))).iterator();
    }

    private static List<BigInteger> sorted(List<BigInteger> heaps) {
        return heaps.stream().sorted().toList();
    }

    @Override
    public Moves<List<BigInteger>> movesToValue(List<BigInteger> heaps, BigInteger target, SearchBudget budget) {
        if (target.signum() == 0) {
            return winningMoves(heaps);
        }
        if (!searchable(heaps)) {
            throw new NoNimValueException(beyondSearch());
        }
        return testedMovesToValue(heaps, target, budget);
    }

    /** The count of ones in each column, mod K+1: a closed form, which needs no budget. */
    @Override
    public List<Phrase> explain(List<BigInteger> heaps, SearchBudget budget) {
        List<Phrase> lines = new ArrayList<>();
        lines.add(Phrase.of("explain.moore.rule", k + 1));
        List<Phrase> offending = new ArrayList<>();
        for (int bit = bits(heaps) - 1; bit >= 0; bit--) {
            int ones = ones(heaps, bit);
            if (ones % (k + 1) != 0) {
                offending.add(Phrase.of(ones == 1 ? "explain.moore.column.one" : "explain.moore.column", bit, ones,
                        ones % (k + 1), k + 1));
            }
        }
        if (offending.isEmpty()) {
            lines.add(Phrase.of("explain.moore.P", k + 1));
        } else {
            lines.addAll(offending);
            lines.add(Phrase.of("explain.moore.N", k, k + 1));
        }
        return lines;
    }
}
