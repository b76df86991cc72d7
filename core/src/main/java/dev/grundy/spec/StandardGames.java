package dev.grundy.spec;

import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Numbers;
import dev.grundy.games.Bash;
import dev.grundy.games.KMultiple;
import dev.grundy.games.Lasker;
import dev.grundy.games.MisereBash;
import dev.grundy.games.MisereNim;
import dev.grundy.games.MooreNim;
import dev.grundy.games.MultipleSequence;
import dev.grundy.games.Nim;
import dev.grundy.games.Wythoff;
import dev.grundy.games.WythoffTable;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.heap.SubtractionValues;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * The games Grundy knows out of the box, in the order `grundy games` lists them. Each registry
 * keeps its own tables (subtraction values, Wythoff's nim-values, k-multiple sequences), shared by
 * every position it parses: a server or a batch computes each table once.
 */
public final class StandardGames {
    /** The largest k of k-multiple:K. */
    public static final long MAX_MULTIPLE = 1_000_000_000L;
    /** The largest K of moore:K. */
    public static final int MAX_MOORE = 1000;

    private static final String HEAPS = "heap sizes: non-negative integers of any size";
    private static final int CACHED_TABLES = 64;

    private final BoundedCache<String, SubtractionValues> subtractionTables = new BoundedCache<>(CACHED_TABLES);
    private final BoundedCache<Long, MultipleSequence> multipleSequences = new BoundedCache<>(CACHED_TABLES);
    private final BoundedCache<String, TakeAndBreakValues> takeAndBreakTables = new BoundedCache<>(CACHED_TABLES);
    private final WythoffTable wythoffTable = new WythoffTable();

    private StandardGames() {
    }

    /** @return a registry of the standard games, with tables of its own */
    public static GameRegistry registry() {
        return new StandardGames().types();
    }

    private GameRegistry types() {
        return new GameRegistry(List.of(
                new GameType("nim", null, "take any number of tokens from one heap",
                        HEAPS, "nim 3 4 5", (parameter, budget) -> new Nim()),
                new GameType("bash", "M", "take 1 to M tokens from one heap (bounded Nim)",
                        HEAPS, "bash:3 10",
                        (parameter, budget) -> new Bash(Numbers.positive("bash: M", parameter))),
                new GameType("subtract", "S", "take s tokens from one heap, s in the finite set S",
                        HEAPS + "; S is written 1,3,4", "subtract:1,3,4 10 11", this::subtraction),
                new GameType("misere-nim", null, "Nim, but whoever takes the last token loses",
                        HEAPS, "misere-nim 1 1 2", (parameter, budget) -> new MisereNim()),
                new GameType("misere-bash", "M", "one heap, take 1 to M tokens; whoever takes the last token loses",
                        "one heap size", "misere-bash:3 10",
                        (parameter, budget) -> new MisereBash(Numbers.positive("misere-bash: M", parameter))),
                new GameType("wythoff", null, "two piles; take any number from one pile, or the same number from both",
                        "the two piles", "wythoff 3 5", (parameter, budget) -> new Wythoff(wythoffTable, budget)),
                new GameType("fibonacci-nim", null, "one heap; the first move may not take everything, and each "
                        + "later take is 1 to twice the previous take; whoever takes the last token wins",
                        "the heap (a fresh game), or the heap and the most that may be taken now", "fibonacci-nim 100",
                        (parameter, budget) -> new KMultiple(multipleSequence(2), budget)),
                new GameType("k-multiple", "K", "as fibonacci-nim, but each take is 1 to K times the previous take",
                        "the heap (a fresh game), or the heap and the most that may be taken now", "k-multiple:3 100",
                        (parameter, budget) -> new KMultiple(multipleSequence(multiple(parameter)), budget)),
                new GameType("moore", "K", "take from 1 to K heaps at once, at least one token from each (Moore's Nim)",
                        HEAPS, "moore:2 3 5 6",
                        (parameter, budget) -> new MooreNim(moore(parameter), budget)),
                new GameType("lasker", null, "take any number of tokens from one heap, or split a heap into two non-empty heaps",
                        HEAPS, "lasker 7 3", (parameter, budget) -> new Lasker()),
                new GameType("octal", "CODE", "take-and-break code d0.d1d2…: digit d_k allows removing k tokens leaving no heap "
                        + "(bit 1), one heap (bit 2), two heaps (bit 4), three heaps (bit 8, hexadecimal); d0 splits without removing",
                        HEAPS, "octal:0.6 100",
                        (parameter, budget) -> octal(TakeAndBreak.parse(parameter, "octal:" + parameter), budget)),
                new GameType("kayles", null, "knock down one pin or two adjacent pins from a row (octal 0.77)",
                        HEAPS, "kayles 5 7", (parameter, budget) -> octal(TakeAndBreak.parse("0.77", "kayles"), budget)),
                new GameType("dawson", null, "Dawson's Kayles: knock down two adjacent pins from a row (octal 0.07)",
                        HEAPS, "dawson 1000000000000",
                        (parameter, budget) -> octal(TakeAndBreak.parse("0.07", "dawson"), budget)),
                new GameType("grundy-game", null, "split one heap into two unequal heaps (Grundy's game)",
                        HEAPS, "grundy-game 20",
                        (parameter, budget) -> octal(TakeAndBreak.grundysGame(), budget))));
    }

    private OctalGame octal(TakeAndBreak rules, SearchBudget budget) {
        return new OctalGame(takeAndBreakTables.get(rules.name(), name -> new TakeAndBreakValues(rules)), budget);
    }

    private SubtractionGame subtraction(String parameter, SearchBudget budget) {
        String[] members = parameter.split(",", -1);
        if (Arrays.stream(members).allMatch(String::isBlank)) {
            throw new InvalidPositionException("subtract: the subtraction set is empty; write it like subtract:1,3,4");
        }
        int[] set = new int[members.length];
        for (int i = 0; i < members.length; i++) {
            set[i] = bounded(Numbers.positive("subtract: each member of the set", members[i]),
                    SubtractionValues.MAX_MEMBER, "subtract: set members").intValueExact();
        }
        SubtractionValues values = new SubtractionValues(set);
        return new SubtractionGame(subtractionTables.get(Arrays.toString(values.set()), key -> values), budget);
    }

    private MultipleSequence multipleSequence(long k) {
        return multipleSequences.get(k, MultipleSequence::new);
    }

    private static long multiple(String parameter) {
        return bounded(Numbers.positive("k-multiple: K", parameter), MAX_MULTIPLE, "k-multiple: K").longValueExact();
    }

    private static int moore(String parameter) {
        return bounded(Numbers.positive("moore: K", parameter), MAX_MOORE, "moore: K").intValueExact();
    }

    private static BigInteger bounded(BigInteger value, long max, String what) {
        if (value.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new InvalidPositionException(what + " must be at most " + max + ", got " + value);
        }
        return value;
    }
}
