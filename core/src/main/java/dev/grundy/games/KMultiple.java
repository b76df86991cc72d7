package dev.grundy.games;

import dev.grundy.core.Game;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Numbers;
import dev.grundy.core.Outcome;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The k-multiple game: one heap; the first player may take any number but not all, and each later
 * take is between 1 and k times the previous one; whoever takes the last token wins. k = 2 is
 * Fibonacci Nim (Whinihan 1963). A state is the heap and the current limit.
 *
 * <p>Write the heap n greedily as a sum of terms of {@link MultipleSequence}, T_1 &gt; … &gt; T_r.
 * The state (n, q) is won iff q ≥ n or T_r ≤ q: taking T_r leaves a sum whose smallest term
 * exceeds k·T_r, beyond the opponent's reach. Since the representation is unique, a take t wins
 * exactly when it takes a tail T_j + … + T_r of the representation with k·t &lt; T_{j−1} (or all of n):
 * every winning move is listed, at most r of them, at any size. O(r) after the sequence is built.
 * Nim-values, needed only in sums, have no closed form: they are searched for heaps up to
 * {@value #SEARCH_LIMIT}.
 */
public final class KMultiple implements Game<TakeState> {
    /** The largest heap whose nim-value is found by search. */
    public static final int SEARCH_LIMIT = 300;

    private final MultipleSequence sequence;
    private final SearchBudget budget;
    private GrundySolver<TakeState> searched;

    /**
     * @param sequence the losing sizes for k, possibly shared between requests
     * @param budget charged for the terms and searched states of this request
     */
    public KMultiple(MultipleSequence sequence, SearchBudget budget) {
        this.sequence = sequence;
        this.budget = budget;
    }

    private long k() {
        return sequence.multiple();
    }

    @Override
    public String name() {
        return k() == 2 ? "fibonacci-nim" : "k-multiple:" + k();
    }

    /** "N" is a fresh game (the first move may not take all); "N LIMIT" is any later state. */
    @Override
    public List<TakeState> parse(List<String> words) {
        if (words.isEmpty() || words.size() > 2) {
            throw new InvalidPositionException(name() + ": give the heap, and the most that may be taken now unless it is "
                    + "the first move, e.g. '" + name() + " 100' or '" + name() + " 92 16'");
        }
        BigInteger heap = Numbers.nonNegative(name() + ": heap", words.get(0));
        BigInteger limit = words.size() == 2
                ? Numbers.nonNegative(name() + ": limit", words.get(1))
                : heap.subtract(BigInteger.ONE).max(BigInteger.ZERO);
        return List.of(new TakeState(heap, limit));
    }

    @Override
    public String format(TakeState state) {
        return state.heap() + " " + state.limit();
    }

    @Override
    public Iterable<Move<TakeState>> moves(TakeState state) {
        return () -> takes(state).iterator();
    }

    private Stream<Move<TakeState>> takes(TakeState state) {
        BigInteger most = state.limit().min(state.heap());
        return Stream.iterate(BigInteger.ONE, t -> t.compareTo(most) <= 0, t -> t.add(BigInteger.ONE))
                .map(t -> take(state, t));
    }

    private Move<TakeState> take(TakeState state, BigInteger taken) {
        return Move.to("take " + taken, new TakeState(state.heap().subtract(taken), taken.multiply(BigInteger.valueOf(k()))));
    }

    @Override
    public Outcome outcome(TakeState state) {
        return winningMoves(state).list().isEmpty() ? Outcome.P : Outcome.N;
    }

    @Override
    public Moves<TakeState> winningMoves(TakeState state) {
        List<BigInteger> terms = sequence.decompose(state.heap(), budget);
        List<Move<TakeState>> winning = new ArrayList<>();
        BigInteger tail = BigInteger.ZERO;
        for (int j = terms.size() - 1; j >= 0; j--) {
            tail = tail.add(terms.get(j));
            boolean outOfReach = j == 0 || BigInteger.valueOf(k()).multiply(tail).compareTo(terms.get(j - 1)) < 0;
            if (outOfReach && tail.compareTo(state.limit()) <= 0) {
                winning.add(take(state, tail));
            }
        }
        return Moves.all(winning);
    }

    @Override
    public BigInteger grundy(TakeState state) {
        requireSearchable(state);
        if (searched == null) {
            searched = new GrundySolver<>(cappedRules(), budget);
        }
        return BigInteger.valueOf(searched.grundy(capped(state)));
    }

    /** The same rules on states whose limit is cut to the heap, so equal games are one state. */
    private ImpartialGame<TakeState> cappedRules() {
        return state -> () -> takes(state).map(move -> Move.to(move.text(), capped(move.to().get(0)))).iterator();
    }

    private void requireSearchable(TakeState state) {
        if (state.heap().compareTo(BigInteger.valueOf(SEARCH_LIMIT)) > 0) {
            throw new NoNimValueException(name() + ": nim-values have no closed form and are searched for heaps up to "
                    + SEARCH_LIMIT + ", so larger heaps cannot be added to other games");
        }
    }

    private static TakeState capped(TakeState state) {
        return new TakeState(state.heap(), state.limit().min(state.heap()));
    }

    @Override
    public Moves<TakeState> movesToValue(TakeState state, BigInteger target) {
        if (target.signum() == 0) {
            return winningMoves(state);
        }
        requireSearchable(state);
        return testedMovesToValue(state, target);
    }

    @Override
    public String change(TakeState from, Move<TakeState> move) {
        TakeState after = move.to().get(0);
        return from.heap() + " → " + after.heap() + ", and the opponent may take at most " + after.limit();
    }

    /** "100 = 89 + 8 + 3 (Zeckendorf); the smallest term, 3, is within the limit 99: take 3". */
    @Override
    public List<String> explain(TakeState state) {
        if (state.heap().signum() == 0) {
            return List.of("no tokens are left: the player to move has lost");
        }
        List<BigInteger> terms = sequence.decompose(state.heap(), budget);
        BigInteger smallest = terms.get(terms.size() - 1);
        String written = state.heap() + " = " + terms.stream().map(BigInteger::toString).collect(Collectors.joining(" + "))
                + (k() == 2 ? " (Zeckendorf: Fibonacci numbers, no two adjacent)"
                            : " (terms of the k = " + k() + " sequence " + sequencePrefix() + ")");
        List<String> lines = new ArrayList<>(List.of(written));
        if (state.limit().compareTo(state.heap()) >= 0) {
            lines.add("the limit " + state.limit() + " allows taking all " + state.heap() + " tokens, which wins");
        } else if (smallest.compareTo(state.limit()) <= 0) {
            lines.add("the smallest term, " + smallest + ", is within the limit " + state.limit() + ": taking it leaves "
                    + "the opponent at most " + BigInteger.valueOf(k()).multiply(smallest)
                    + (terms.size() > 1 ? ", less than the next term " + terms.get(terms.size() - 2) : "") + " (N)");
        } else {
            lines.add("the smallest term, " + smallest + ", is more than the limit " + state.limit()
                    + ": whatever is taken, the opponent can take the smallest term of what is left (P)");
        }
        return lines;
    }

    private String sequencePrefix() {
        return sequence.firstTerms(8, budget).stream().map(BigInteger::toString).collect(Collectors.joining(", ")) + ", …";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KMultiple game && game.k() == k();
    }

    @Override
    public int hashCode() {
        return Long.hashCode(k());
    }
}
