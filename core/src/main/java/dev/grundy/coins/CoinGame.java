package dev.grundy.coins;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A coin-turning game: a one-dimensional game ({@code mock-turtles 2 5}), or the product of two or
 * three of them by the Tartan theorem ({@code tartan:twins*ruler 2,3 4,1}), whose coins have a
 * place in each factor and whose move turns the product S₁ × S₂ (× S₃) of one legal turning set
 * of each factor, the coin made of their rightmost coins going from heads to tails.
 *
 * <p>Values (Winning Ways, ch. 14): a position is worth the nim-sum of its heads' values, since
 * a move toggles coins; and by the Tartan theorem a coin is worth the nim-product of its places'
 * values in the factors, O(n^1.58) for n-bit values. {@link #moves} stays the plain rules, every
 * turning set of every factor, which the tests solve by brute force; the moves to a value are
 * solved through the product structure by {@link TartanProductMoves}.
 */
public final class CoinGame implements Game<Heads> {
    /**
     * The most digits of a place. Mock turtles count a head's pairs of odious numbers in a table
     * of eight counts a bit, O(bits²) bits of memory: 0.7 MB at a thousand digits, a gigabyte at
     * ten thousand.
     */
    public static final int MOST_DIGITS = 1_000;
    private static final int HEADS_EXPLAINED = 6;

    private final String name;
    private final List<CoinRule> factors;

    /**
     * @param name the game's name in the position language
     * @param factors the one-dimensional games it is the product of; one for a row game
     * @throws IllegalArgumentException if there is no factor
     */
    public CoinGame(String name, List<CoinRule> factors) {
        if (factors.isEmpty()) {
            throw new IllegalArgumentException("a coin game needs at least one factor");
        }
        this.name = name;
        this.factors = List.copyOf(factors);
    }

    @Override
    public String name() {
        return name;
    }

    /** @return the one-dimensional games this is the product of */
    public List<CoinRule> factors() {
        return factors;
    }

    /** One component: every word is a heads-up coin, its places joined by commas. */
    @Override
    public List<Heads> parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException("error.coins.none", name, exampleCoin());
        }
        List<Coin> coins = readCoins(words);
        return List.of(new Heads(coins));
    }

    private List<Coin> readCoins(List<String> words) {
        Set<Coin> coins = new LinkedHashSet<>();
        for (String word : words) {
            if (!coins.add(readCoin(word))) {
                throw new InvalidPositionException("error.coins.twice", name, word);
            }
        }
        return List.copyOf(coins);
    }

    private Coin readCoin(String word) {
        String[] parts = word.split(",", -1);
        if (parts.length != factors.size()) {
            throw new InvalidPositionException("error.coins.arity", name, factors.size(), exampleCoin(), word);
        }
        List<BigInteger> places = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            CoinRule factor = factors.get(i);
            if (parts[i].length() > MOST_DIGITS) {
                throw new InvalidPositionException("error.coins.tooLong", name, MOST_DIGITS);
            }
            BigInteger place = Numbers.nonNegative(Phrase.of("what.coinPlace", name), parts[i]);
            if (place.compareTo(BigInteger.valueOf(factor.firstPlace())) < 0) {
                throw new InvalidPositionException("error.coins.fromOne", name, factor.name(), word);
            }
            places.add(place);
        }
        return new Coin(places);
    }

    private String exampleCoin() {
        return factors.size() == 1 ? "5" : Stream.of("2", "3", "1").limit(factors.size()).collect(Collectors.joining(","));
    }

    @Override
    public String format(Heads heads) {
        return heads.toString();
    }

    /** Every product of turning sets at every head, lazily: the brute-force twin. */
    @Override
    public Iterable<Move<Heads>> moves(Heads heads) {
        return () -> LazyStreams.flatMap(heads.coins().stream(), head -> TurningChoices.of(factors, head, TurningChoices.NONE_SKIPPED))
                .map(sets -> move(heads, sets))
                .iterator();
    }

    /**
     * @param heads the position
     * @param sets one turning set of each factor, their rightmost coins making a head
     * @return the move turning their product, in words such as "turn coins 5 and 2"
     */
    Move<Heads> move(Heads heads, List<TurningSet> sets) {
        List<Coin> turned = new ArrayList<>();
        turned.add(new Coin(List.of()));
        for (TurningSet set : sets) {
            List<Coin> longer = new ArrayList<>();
            for (Coin coin : turned) {
                for (BigInteger place : set.places()) {
                    List<BigInteger> places = new ArrayList<>(coin.places());
                    places.add(place);
                    longer.add(new Coin(places));
                }
            }
            turned = longer;
        }
        return new Move<>(turnText(turned), heads.turn(turned));
    }

    private static Phrase turnText(List<Coin> turned) {
        if (turned.size() == 1) {
            return Phrase.of("move.coins.one", turned.get(0).toString());
        }
        String before = turned.subList(0, turned.size() - 1).stream().map(Coin::toString).collect(Collectors.joining(", "));
        return Phrase.of("move.coins.many", before, turned.get(turned.size() - 1).toString());
    }

    /**
     * @param coin a coin
     * @return the value of a position whose only head it is: the nim-product of its places' values
     */
    public BigInteger value(Coin coin) {
        BigInteger value = BigInteger.ONE;
        for (int i = 0; i < factors.size(); i++) {
            value = Nimbers.nimProduct(value, factors.get(i).value(coin.place(i)));
        }
        return value;
    }

    /**
     * @param heads a position
     * @return its nim-value: the nim-sum of its heads' values, any size
     */
    public BigInteger grundy(Heads heads) {
        return Nimbers.nimSum(heads.coins().stream().map(this::value).toList());
    }

    @Override
    public Value value(Heads heads, SearchBudget budget) {
        return Value.nimber(grundy(heads));
    }

    /** Through the product structure, by nim-division: see {@link TartanProductMoves}. */
    @Override
    public Moves<Heads> movesToValue(Heads heads, BigInteger target, SearchBudget budget) {
        return new TartanProductMoves(this, heads, budget).to(target);
    }

    /** Each head's value by its game's closed form (the first few), then their nim-sum. */
    @Override
    public List<Phrase> explain(Heads heads, SearchBudget budget) {
        List<Phrase> lines = new ArrayList<>();
        if (factors.size() > 1) {
            lines.add(Phrase.of("explain.coins.tartan",
                    factors.stream().map(CoinRule::name).collect(Collectors.joining(" × "))));
        }
        for (Coin head : heads.coins().subList(0, Math.min(HEADS_EXPLAINED, heads.coins().size()))) {
            lines.add(factors.size() == 1 ? factors.get(0).explain(head.place(0)) : explainProduct(head));
        }
        if (heads.coins().size() > HEADS_EXPLAINED) {
            lines.add(Phrase.of("explain.coins.more", heads.coins().size() - HEADS_EXPLAINED));
        }
        if (heads.coins().size() > 1) {
            lines.add(Phrase.of("explain.coins.sum", grundy(heads)));
        }
        return lines;
    }

    private Phrase explainProduct(Coin head) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < factors.size(); i++) {
            values.add(factors.get(i).value(head.place(i)).toString());
        }
        return Phrase.of("explain.coins.product", head.toString(), String.join(" ⊗ ", values), value(head));
    }

    /** The coins the move turns: what the position before and after differ in. */
    @Override
    public List<String> typed(Heads from, Move<Heads> move) {
        Set<Coin> turned = new TreeSet<>(Comparator.reverseOrder());
        turned.addAll(from.coins());
        for (Coin coin : move.to().isEmpty() ? List.<Coin>of() : move.to().get(0).coins()) {
            if (!turned.remove(coin)) {
                turned.add(coin);
            }
        }
        return turned.stream().map(Coin::toString).toList();
    }

    /** The coins to turn, in any order: a product of legal turning sets whose rightmost coin is heads up. */
    @Override
    public Move<Heads> readMove(Heads from, List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException("error.move.coins.form", exampleCoin());
        }
        return TypedTurn.read(this, from, readCoins(words));
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of(factors.size() == 1 ? "forms.coins" : "forms.tartan", exampleCoin());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CoinGame game && game.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }
}
