package dev.grundy.games;

import dev.grundy.core.ClosedFormGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Euclid's game (Cole and Davie, 1969): two numbers; subtract a positive multiple of the smaller
 * from the larger, leaving it non-negative; a pair holding a 0 has no move (POJ 2348, "Euclid's
 * Game"). Equal numbers: the first is the one lowered.
 *
 * <p>Nim-values by the ladder rule of {@link EuclidChain}, applied up Euclid's algorithm: exact at
 * any size, O(digits²). The player to move wins iff a ≥ 2b, or b divides a, or (b, a − b) is lost —
 * the classic rule, the case G = 0 of the ladder rule. Nivasch's closed form ⌊|x/y − y/x|⌋
 * ("The Sprague–Grundy function of the game Euclid", Discrete Math. 306, 2006) is for Grossman's
 * variant, which stops at (d, d) instead of (d, 0): the tests check it there by brute force and show
 * that it differs here (G(2, 1) = 2, not 1), so it is not used. A pair has as many moves as the
 * quotient, 10^50 for some: they are handed out lazily, and the one move to each value is found
 * from the ladder rule, never by listing.
 */
public final class Euclid implements ClosedFormGame<Piles> {
    /** The most steps of Euclid's algorithm written out in the reasoning. */
    private static final int SHOWN_STEPS = 5;

    @Override
    public String name() {
        return "euclid";
    }

    @Override
    public List<Piles> parse(List<String> words) {
        if (words.size() != 2) {
            throw new InvalidPositionException("error.euclid.twoNumbers", words.size());
        }
        Phrase number = Phrase.of("what.number", name());
        return List.of(new Piles(Numbers.nonNegative(number, words.get(0)), Numbers.nonNegative(number, words.get(1))));
    }

    @Override
    public String format(Piles pair) {
        return pair.first() + " " + pair.second();
    }

    /** Subtract 1, 2, … times the smaller: lazily, for quotients of any size. */
    @Override
    public Iterable<Move<Piles>> moves(Piles pair) {
        BigInteger smaller = smaller(pair);
        if (smaller.signum() == 0) {
            return List.of();
        }
        BigInteger quotient = larger(pair).divide(smaller);
        return () -> Stream.iterate(BigInteger.ONE, times -> times.compareTo(quotient) <= 0, times -> times.add(BigInteger.ONE))
                .map(times -> subtract(pair, times)).iterator();
    }

    private static BigInteger larger(Piles pair) {
        return pair.first().max(pair.second());
    }

    private static BigInteger smaller(Piles pair) {
        return pair.first().min(pair.second());
    }

    /** The move that subtracts {@code times} × the smaller number from the larger (the first, when equal). */
    private static Move<Piles> subtract(Piles pair, BigInteger times) {
        BigInteger smaller = smaller(pair);
        BigInteger larger = larger(pair);
        BigInteger left = larger.subtract(times.multiply(smaller));
        Piles after = pair.first().compareTo(pair.second()) >= 0 ? new Piles(left, pair.second()) : new Piles(pair.first(), left);
        return Move.to(Phrase.of("move.euclid", times, smaller, larger), after);
    }

    /** The ladder rule up Euclid's algorithm, O(digits²). */
    @Override
    public BigInteger grundy(Piles pair) {
        return EuclidChain.value(pair.first(), pair.second());
    }

    /**
     * With a = q·b + r, the move to value t leaves r + j·b, j the rung of value t above (b, r): at
     * most one move, found from the value of (b, r) alone.
     */
    @Override
    public Moves<Piles> movesToValue(Piles pair, BigInteger target) {
        BigInteger smaller = smaller(pair);
        if (smaller.signum() == 0) {
            return Moves.none();
        }
        BigInteger[] division = larger(pair).divideAndRemainder(smaller);
        BigInteger rung = EuclidChain.rungOfValue(target, EuclidChain.value(smaller, division[1]));
        if (rung.compareTo(division[0]) >= 0) {
            return Moves.none();
        }
        return Moves.all(List.of(subtract(pair, division[0].subtract(rung))));
    }

    /** The ladder rule, then the first steps of Euclid's algorithm with the value at each. */
    @Override
    public List<Phrase> explain(Piles pair) {
        List<BigInteger> quotients = EuclidChain.quotients(pair.first(), pair.second());
        if (quotients.isEmpty()) {
            return List.of(Phrase.of("explain.euclid.over"));
        }
        List<BigInteger> values = EuclidChain.values(quotients);
        List<Phrase> lines = new ArrayList<>();
        lines.add(Phrase.of("explain.euclid.rule"));
        BigInteger larger = larger(pair);
        BigInteger smaller = smaller(pair);
        int shown = Math.min(quotients.size(), SHOWN_STEPS);
        for (int i = 0; i < shown; i++) {
            BigInteger remainder = larger.subtract(quotients.get(i).multiply(smaller));
            BigInteger below = i + 1 < values.size() ? values.get(i + 1) : BigInteger.ZERO;
            String key = quotients.get(i).compareTo(below) <= 0 ? "explain.euclid.stepLow" : "explain.euclid.step";
            lines.add(Phrase.of(key, larger, quotients.get(i), smaller, remainder, below, values.get(i)));
            larger = smaller;
            smaller = remainder;
        }
        if (shown < quotients.size()) {
            lines.add(Phrase.of("explain.euclid.more", quotients.size() - shown, pair.first().gcd(pair.second())));
        }
        return lines;
    }

    /** "(25, 7) → (11, 7)". */
    @Override
    public Phrase change(Piles from, Move<Piles> move) {
        return Phrase.literal(from + " → " + move.to().get(0));
    }

    /** How many times the smaller number is subtracted: "2". */
    @Override
    public List<String> typed(Piles pair, Move<Piles> move) {
        BigInteger changed = pair.first().compareTo(pair.second()) >= 0 ? move.to().get(0).first() : move.to().get(0).second();
        return List.of(larger(pair).subtract(changed).divide(smaller(pair)).toString());
    }

    /** "2" subtracts twice the smaller number from the larger; checked by arithmetic, at any size. */
    @Override
    public Move<Piles> readMove(Piles pair, List<String> words) {
        if (words.size() != 1) {
            throw new InvalidPositionException("error.move.euclidForm");
        }
        BigInteger times = Numbers.positive(Phrase.of("what.times"), words.get(0));
        BigInteger smaller = smaller(pair);
        if (smaller.signum() == 0) {
            throw new InvalidPositionException("error.move.euclidOver", pair);
        }
        BigInteger most = larger(pair).divide(smaller);
        if (times.compareTo(most) > 0) {
            throw new InvalidPositionException("error.move.euclidTooMany", times, smaller, larger(pair), most);
        }
        return subtract(pair, times);
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.euclid");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Euclid;
    }

    @Override
    public int hashCode() {
        return Euclid.class.hashCode();
    }
}
