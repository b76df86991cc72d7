package dev.grundy.games;

import dev.grundy.core.Game;
import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Numbers;
import dev.grundy.core.Outcome;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Wythoff's game (1907): two piles; take any number from one pile, or the same number from both.
 *
 * <p>The P-positions are the Wythoff pairs (⌊kφ⌋, ⌊kφ⌋ + k) in either order ({@link WythoffPairs}),
 * exact for piles of any size. A winning move reaches a pair in one of three ways: lower one pile
 * to the partner of the other, or take from both down to the pair with the same difference — at
 * most three moves, found in O(M(digits)). Nim-values, needed only in sums, have no closed form:
 * they come from a shared {@link WythoffTable} for piles up to {@value WythoffTable#MAX_PILE}.
 */
public final class Wythoff implements Game<Piles> {
    private static final BigInteger TABLE_LIMIT = BigInteger.valueOf(WythoffTable.MAX_PILE);

    private final WythoffTable table;
    private final SearchBudget budget;

    /**
     * @param table the nim-value table, possibly shared between requests
     * @param budget charged for the cells this request adds to the table
     */
    public Wythoff(WythoffTable table, SearchBudget budget) {
        this.table = table;
        this.budget = budget;
    }

    @Override
    public String name() {
        return "wythoff";
    }

    @Override
    public List<Piles> parse(List<String> words) {
        if (words.size() != 2) {
            throw new InvalidPositionException("wythoff: give the two piles, e.g. 'wythoff 3 5' (got "
                    + words.size() + " number" + (words.size() == 1 ? "" : "s") + ")");
        }
        return List.of(new Piles(Numbers.nonNegative("wythoff: pile", words.get(0)),
                Numbers.nonNegative("wythoff: pile", words.get(1))));
    }

    @Override
    public String format(Piles piles) {
        return piles.first() + " " + piles.second();
    }

    @Override
    public Iterable<Move<Piles>> moves(Piles piles) {
        BigInteger first = piles.first();
        BigInteger second = piles.second();
        return () -> Stream.of(
                        takes(first, taken -> take("pile 1", taken, new Piles(first.subtract(taken), second))),
                        takes(second, taken -> take("pile 2", taken, new Piles(first, second.subtract(taken)))),
                        takes(first.min(second), taken -> take("both piles", taken,
                                new Piles(first.subtract(taken), second.subtract(taken)))))
                .flatMap(stream -> stream).iterator();
    }

    private static Stream<Move<Piles>> takes(BigInteger most, Function<BigInteger, Move<Piles>> move) {
        return Stream.iterate(BigInteger.ONE, taken -> taken.compareTo(most) <= 0, taken -> taken.add(BigInteger.ONE))
                .map(move);
    }

    private static Move<Piles> take(String where, BigInteger taken, Piles after) {
        return Move.to("take " + taken + " from " + where, after);
    }

    @Override
    public Outcome outcome(Piles piles) {
        return WythoffPairs.isPair(piles.first(), piles.second()) ? Outcome.P : Outcome.N;
    }

    /** Lower a pile to the other's partner, or take from both down to the pair of equal difference. */
    @Override
    public Moves<Piles> winningMoves(Piles piles) {
        BigInteger first = piles.first();
        BigInteger second = piles.second();
        Set<Move<Piles>> winning = new LinkedHashSet<>();
        BigInteger partnerOfSecond = WythoffPairs.partner(second);
        if (partnerOfSecond.compareTo(first) < 0) {
            winning.add(take("pile 1", first.subtract(partnerOfSecond), new Piles(partnerOfSecond, second)));
        }
        BigInteger partnerOfFirst = WythoffPairs.partner(first);
        if (partnerOfFirst.compareTo(second) < 0) {
            winning.add(take("pile 2", second.subtract(partnerOfFirst), new Piles(first, partnerOfFirst)));
        }
        BigInteger small = first.min(second);
        BigInteger pairLower = WythoffPairs.lower(first.max(second).subtract(small));
        if (small.compareTo(pairLower) > 0) {
            BigInteger taken = small.subtract(pairLower);
            winning.add(take("both piles", taken, new Piles(first.subtract(taken), second.subtract(taken))));
        }
        List<Move<Piles>> sorted = new ArrayList<>(winning);
        sorted.sort((x, y) -> taken(piles, x).compareTo(taken(piles, y)));
        return Moves.all(sorted);
    }

    private static BigInteger taken(Piles before, Move<Piles> move) {
        Piles after = move.to().get(0);
        return before.first().subtract(after.first()).max(before.second().subtract(after.second()));
    }

    /** 0 for a Wythoff pair at any size; otherwise from the table, for piles it covers. */
    @Override
    public BigInteger grundy(Piles piles) {
        if (outcome(piles) == Outcome.P) {
            return BigInteger.ZERO;
        }
        requireTabulated(piles);
        return BigInteger.valueOf(table.value(piles.first().intValueExact(), piles.second().intValueExact(), budget));
    }

    private void requireTabulated(Piles piles) {
        if (piles.first().max(piles.second()).compareTo(TABLE_LIMIT) > 0) {
            throw new NoNimValueException("wythoff: nim-values have no closed form and are tabulated for piles up to "
                    + WythoffTable.MAX_PILE + ", so larger piles cannot be added to other games");
        }
    }

    @Override
    public Moves<Piles> movesToValue(Piles piles, BigInteger target) {
        if (target.signum() == 0) {
            return winningMoves(piles);
        }
        requireTabulated(piles);
        return testedMovesToValue(piles, target);
    }

    @Override
    public String change(Piles from, Move<Piles> move) {
        return from + " → " + move.to().get(0);
    }

    /** "k = b − a = 2, and a_2 = ⌊2φ⌋ = 3, so (3, 5) is the Wythoff pair (a_2, b_2)". */
    @Override
    public List<String> explain(Piles piles) {
        BigInteger small = piles.first().min(piles.second());
        BigInteger k = piles.first().max(piles.second()).subtract(small);
        BigInteger lower = WythoffPairs.lower(k);
        String pair = "(" + lower + ", " + lower.add(k) + ")";
        String facts = "the piles differ by k = " + k + "; the Wythoff pair with that difference is (⌊kφ⌋, ⌊kφ⌋ + k) = " + pair;
        return List.of(facts, small.equals(lower)
                ? "so " + piles + " is a Wythoff pair: every move leaves a position off the pairs (P)"
                : "so " + piles + " is not a Wythoff pair, and a move to a pair wins (N)");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Wythoff;
    }

    @Override
    public int hashCode() {
        return Wythoff.class.hashCode();
    }
}
