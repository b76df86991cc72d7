package dev.grundy.games;

import dev.grundy.core.Game;
import dev.grundy.core.ImpartialGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Numbers;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Value;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
public final class KMultiple implements Game<TakeState>, SharedTable {
    /** The largest heap whose nim-value is found by search. */
    public static final int SEARCH_LIMIT = 300;
    /** The most terms of a representation written out in the reasoning. */
    public static final int TERMS_WRITTEN = 8;

    private final MultipleSequence sequence;

    /** @param sequence the losing sizes for k, shared between requests and threads */
    public KMultiple(MultipleSequence sequence) {
        this.sequence = sequence;
    }

    private long k() {
        return sequence.multiple();
    }

    @Override
    public String name() {
        return k() == FibonacciNim.MULTIPLE ? FibonacciNim.NAME : "k-multiple:" + k();
    }

    /** "N" is a fresh game (the first move may not take all); "N LIMIT" is any later state. */
    @Override
    public List<TakeState> parse(List<String> words) {
        if (words.isEmpty() || words.size() > 2) {
            throw new InvalidPositionException("error.takeState", name());
        }
        BigInteger heap = Numbers.nonNegative(Phrase.of("what.heapOnly", name()), words.get(0));
        BigInteger limit = words.size() == 2
                ? Numbers.nonNegative(Phrase.of("what.limit", name()), words.get(1))
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
        return Move.to(Phrase.of("move.take", taken), new TakeState(state.heap().subtract(taken),
                taken.multiply(BigInteger.valueOf(k()))));
    }

    @Override
    public Outcome outcome(TakeState state, SearchBudget budget) {
        return winningMoves(state, budget).count() == 0 ? Outcome.P : Outcome.N;
    }

    /**
     * Every tail of the representation within the limit and out of the opponent's reach, the
     * smallest first: the first {@link SearchBudget#mostListed} are listed and every one counted.
     * Tails only grow, so the scan stops at the first beyond the limit.
     */
    @Override
    public Moves<TakeState> winningMoves(TakeState state, SearchBudget budget) {
        List<BigInteger> terms = sequence.decompose(state.heap(), budget);
        List<Move<TakeState>> listed = new ArrayList<>();
        long count = 0;
        BigInteger tail = BigInteger.ZERO;
        for (int j = terms.size() - 1; j >= 0; j--) {
            if (j % 1024 == 0) {
                SearchBudget.stopIfInterrupted();
            }
            tail = tail.add(terms.get(j));
            if (tail.compareTo(state.limit()) > 0) {
                break;
            }
            if (j == 0 || BigInteger.valueOf(k()).multiply(tail).compareTo(terms.get(j - 1)) < 0) {
                count++;
                if (listed.size() < budget.mostListed()) {
                    listed.add(take(state, tail));
                }
            }
        }
        return Moves.counted(listed, count);
    }

    /** By search on the request's memo, for heaps up to {@value #SEARCH_LIMIT}; none beyond. */
    @Override
    public Value value(TakeState state, SearchBudget budget) {
        if (!searchable(state)) {
            return Value.none(beyondSearch());
        }
        GrundySolver<TakeState> searched = budget.memo(this, () -> new GrundySolver<>(cappedRules(), budget));
        return Value.nimber(searched.grundy(capped(state)));
    }

    /** The same rules on states whose limit is cut to the heap, so equal games are one state. */
    private ImpartialGame<TakeState> cappedRules() {
        return state -> () -> takes(state).map(move -> Move.to(move.text(), capped(move.to().get(0)))).iterator();
    }

    private static boolean searchable(TakeState state) {
        return state.heap().compareTo(BigInteger.valueOf(SEARCH_LIMIT)) <= 0;
    }

    private Phrase beyondSearch() {
        return Phrase.of("error.kMultipleSearch", name(), SEARCH_LIMIT);
    }

    private static TakeState capped(TakeState state) {
        return new TakeState(state.heap(), state.limit().min(state.heap()));
    }

    @Override
    public Moves<TakeState> movesToValue(TakeState state, BigInteger target, SearchBudget budget) {
        if (target.signum() == 0) {
            return winningMoves(state, budget);
        }
        if (!searchable(state)) {
            throw new NoNimValueException(beyondSearch());
        }
        return testedMovesToValue(state, target, budget);
    }

    @Override
    public Phrase change(TakeState from, Move<TakeState> move) {
        TakeState after = move.to().get(0);
        return Phrase.of("change.takeState", from.heap(), after.heap(), after.limit());
    }

    /** "100 = 89 + 8 + 3 (Zeckendorf); the smallest term, 3, is within the limit 99: take 3". */
    @Override
    public List<Phrase> explain(TakeState state, SearchBudget budget) {
        if (state.heap().signum() == 0) {
            return List.of(Phrase.of("explain.kMultiple.empty"));
        }
        List<BigInteger> terms = sequence.decompose(state.heap(), budget);
        BigInteger smallest = terms.get(terms.size() - 1);
        Object sum = sum(terms);
        List<Phrase> lines = new ArrayList<>();
        lines.add(k() == 2 ? Phrase.of("explain.kMultiple.zeckendorf", state.heap(), sum)
                : Phrase.of("explain.kMultiple.terms", state.heap(), sum, k(), sequencePrefix(budget)));
        if (state.limit().compareTo(state.heap()) >= 0) {
            lines.add(Phrase.of("explain.kMultiple.takeAll", state.limit(), state.heap()));
        } else if (smallest.compareTo(state.limit()) <= 0) {
            // The heap is no single term here (that would be within the limit, so taken whole above).
            BigInteger reach = BigInteger.valueOf(k()).multiply(smallest);
            lines.add(Phrase.of("explain.kMultiple.N", smallest, state.limit(), reach, terms.get(terms.size() - 2)));
        } else {
            lines.add(Phrase.of("explain.kMultiple.P", smallest, state.limit()));
        }
        return lines;
    }

    /**
     * The representation as a sum; one of more than {@value #TERMS_WRITTEN} terms shows its three
     * largest and three smallest and says how many there are, since a heap of 16,000 digits has
     * some 20,000 terms of thousands of digits each.
     */
    private static Object sum(List<BigInteger> terms) {
        if (terms.size() <= TERMS_WRITTEN) {
            return terms.stream().map(BigInteger::toString).collect(Collectors.joining(" + "));
        }
        return Phrase.of("explain.kMultiple.longSum", join(terms.subList(0, 3)),
                join(terms.subList(terms.size() - 3, terms.size())), String.format(Locale.ROOT, "%,d", terms.size()));
    }

    private static String join(List<BigInteger> terms) {
        return terms.stream().map(BigInteger::toString).collect(Collectors.joining(" + "));
    }

    private String sequencePrefix(SearchBudget budget) {
        return sequence.firstTerms(8, budget).stream().map(BigInteger::toString).collect(Collectors.joining(", ")) + ", …";
    }

    /** The shared table this game reads, so that a registry keeping games can bound their memory. */
    @Override
    public long footprint() {
        return sequence.footprint();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KMultiple game && game.k() == k();
    }

    @Override
    public int hashCode() {
        return Long.hashCode(k());
    }

    /** The tokens taken. */
    @Override
    public List<String> typed(TakeState state, Move<TakeState> move) {
        return List.of(state.heap().subtract(move.to().get(0).heap()).toString());
    }

    /** "3" takes three, within the limit. */
    @Override
    public Move<TakeState> readMove(TakeState state, List<String> words) {
        if (words.size() != 1) {
            throw new InvalidPositionException("error.move.takeForm", name());
        }
        BigInteger taken = Numbers.positive(Phrase.of("what.taken"), words.get(0));
        BigInteger most = state.limit().min(state.heap());
        if (taken.compareTo(most) > 0) {
            throw new InvalidPositionException("error.move.overLimit", taken, state.limit(), state.heap());
        }
        return take(state, taken);
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.take");
    }
}
