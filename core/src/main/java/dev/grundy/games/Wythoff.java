package dev.grundy.games;

import dev.grundy.core.ClosedFormOutcome;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Numbers;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Value;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
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
public final class Wythoff implements ClosedFormOutcome<Piles> {
    private static final Phrase FIRST = Phrase.of("label.pile", 1);
    private static final Phrase SECOND = Phrase.of("label.pile", 2);
    private static final Phrase BOTH = Phrase.of("label.bothPiles");
    private static final BigInteger TABLE_LIMIT = BigInteger.valueOf(WythoffTable.MAX_PILE);

    private final WythoffTable table;

    /** @param table the nim-value table, shared between requests and threads */
    public Wythoff(WythoffTable table) {
        this.table = table;
    }

    @Override
    public String name() {
        return "wythoff";
    }

    @Override
    public List<Piles> parse(List<String> words) {
        if (words.size() != 2) {
            throw new InvalidPositionException("error.twoPiles", words.size());
        }
        Phrase pile = Phrase.of("what.pile", name());
        return List.of(new Piles(Numbers.nonNegative(pile, words.get(0)), Numbers.nonNegative(pile, words.get(1))));
    }

    @Override
    public String format(Piles piles) {
        return piles.first() + " " + piles.second();
    }

    @Override
    public Iterable<Move<Piles>> moves(Piles piles) {
        BigInteger first = piles.first();
        BigInteger second = piles.second();
        return () -> LazyStreams.flatMap(Stream.of(
                        takes(first, taken -> take(FIRST, taken, new Piles(first.subtract(taken), second))),
                        takes(second, taken -> take(SECOND, taken, new Piles(first, second.subtract(taken)))),
                        takes(first.min(second), taken -> take(BOTH, taken,
                                new Piles(first.subtract(taken), second.subtract(taken))))), stream -> stream).iterator();
    }

    private static Stream<Move<Piles>> takes(BigInteger most, Function<BigInteger, Move<Piles>> move) {
        return Stream.iterate(BigInteger.ONE, taken -> taken.compareTo(most) <= 0, taken -> taken.add(BigInteger.ONE))
                .map(move);
    }

    private static Move<Piles> take(Phrase where, BigInteger taken, Piles after) {
        return Move.to(Phrase.of("move.takeFrom", taken, where), after);
    }

    /** P exactly on the Wythoff pairs, by Beatty's theorem; any size, O(digits²). */
    @Override
    public Outcome outcome(Piles piles) {
        return WythoffPairs.isPair(piles.first(), piles.second()) ? Outcome.P : Outcome.N;
    }

    /** Lower a pile to the other's partner, or take from both down to the pair of equal difference; any size. */
    @Override
    public Moves<Piles> winningMoves(Piles piles) {
        BigInteger first = piles.first();
        BigInteger second = piles.second();
        Set<Move<Piles>> winning = new LinkedHashSet<>();
        BigInteger partnerOfSecond = WythoffPairs.partner(second);
        if (partnerOfSecond.compareTo(first) < 0) {
            winning.add(take(FIRST, first.subtract(partnerOfSecond), new Piles(partnerOfSecond, second)));
        }
        BigInteger partnerOfFirst = WythoffPairs.partner(first);
        if (partnerOfFirst.compareTo(second) < 0) {
            winning.add(take(SECOND, second.subtract(partnerOfFirst), new Piles(first, partnerOfFirst)));
        }
        BigInteger small = first.min(second);
        BigInteger pairLower = WythoffPairs.lower(first.max(second).subtract(small));
        if (small.compareTo(pairLower) > 0) {
            BigInteger taken = small.subtract(pairLower);
            winning.add(take(BOTH, taken, new Piles(first.subtract(taken), second.subtract(taken))));
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
    public Value value(Piles piles, SearchBudget budget) {
        if (outcome(piles) == Outcome.P) {
            return Value.zero();
        }
        if (!tabulated(piles)) {
            return Value.none(beyondTable());
        }
        return Value.nimber(table.value(piles.first().intValueExact(), piles.second().intValueExact(), budget));
    }

    private static boolean tabulated(Piles piles) {
        return piles.first().max(piles.second()).compareTo(TABLE_LIMIT) <= 0;
    }

    private static Phrase beyondTable() {
        return Phrase.of("error.wythoffTable", WythoffTable.MAX_PILE);
    }

    @Override
    public Moves<Piles> movesToValue(Piles piles, BigInteger target, SearchBudget budget) {
        if (target.signum() == 0) {
            return winningMoves(piles);
        }
        if (!tabulated(piles)) {
            throw new NoNimValueException(beyondTable());
        }
        return testedMovesToValue(piles, target, budget);
    }

    @Override
    public Phrase change(Piles from, Move<Piles> move) {
        return Phrase.literal(from + " → " + move.to().get(0));
    }

    /** "k = b − a = 2, and a_2 = ⌊2φ⌋ = 3, so (3, 5) is the Wythoff pair (a_2, b_2)". */
    @Override
    public List<Phrase> explain(Piles piles, SearchBudget budget) {
        BigInteger small = piles.first().min(piles.second());
        BigInteger k = piles.first().max(piles.second()).subtract(small);
        BigInteger lower = WythoffPairs.lower(k);
        String pair = "(" + lower + ", " + lower.add(k) + ")";
        return List.of(Phrase.of("explain.wythoff.pair", k, pair),
                Phrase.of(small.equals(lower) ? "explain.wythoff.P" : "explain.wythoff.N", piles));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Wythoff;
    }

    @Override
    public int hashCode() {
        return Wythoff.class.hashCode();
    }

    /** "a 2", "b 2" or "both 2", by which piles the move lowers. */
    @Override
    public List<String> typed(Piles piles, Move<Piles> move) {
        Piles after = move.to().get(0);
        BigInteger fromFirst = piles.first().subtract(after.first());
        BigInteger fromSecond = piles.second().subtract(after.second());
        if (fromFirst.signum() > 0 && fromSecond.signum() > 0) {
            return List.of("both", fromFirst.toString());
        }
        return fromFirst.signum() > 0 ? List.of("a", fromFirst.toString()) : List.of("b", fromSecond.toString());
    }

    /** "a 2" or "1 2" takes two from the first pile, "b 2" or "2 2" from the second, "both 2" from both. */
    @Override
    public Move<Piles> readMove(Piles piles, List<String> words) {
        if (words.size() != 2) {
            throw new InvalidPositionException("error.move.wythoffForm");
        }
        BigInteger taken = Numbers.positive(Phrase.of("what.taken"), words.get(1));
        String which = words.get(0).toLowerCase(Locale.ROOT);
        Piles after = switch (which) {
            case "a", "1" -> new Piles(piles.first().subtract(taken), piles.second());
            case "b", "2" -> new Piles(piles.first(), piles.second().subtract(taken));
            case "both", "ab" -> new Piles(piles.first().subtract(taken), piles.second().subtract(taken));
            default -> throw new InvalidPositionException("error.move.wythoffForm");
        };
        if (after.first().signum() < 0 || after.second().signum() < 0) {
            throw new InvalidPositionException("error.move.tooManyPiles", taken, piles);
        }
        Phrase where = switch (which) {
            case "a", "1" -> FIRST;
            case "b", "2" -> SECOND;
            default -> BOTH;
        };
        return take(where, taken, after);
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.wythoff");
    }
}
