package dev.grundy.language;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;
import dev.grundy.coins.CoinGame;
import dev.grundy.coins.CoinGames;
import dev.grundy.games.Bash;
import dev.grundy.games.Euclid;
import dev.grundy.games.FibonacciNim;
import dev.grundy.games.KMultiple;
import dev.grundy.games.Lasker;
import dev.grundy.games.ManyWayLasker;
import dev.grundy.games.RangeSubtraction;
import dev.grundy.games.ThreeWayLasker;
import dev.grundy.games.MisereBash;
import dev.grundy.games.MisereNim;
import dev.grundy.games.MooreNim;
import dev.grundy.games.MultipleSequence;
import dev.grundy.games.Nim;
import dev.grundy.games.Staircase;
import dev.grundy.games.Wythoff;
import dev.grundy.games.WythoffTable;
import dev.grundy.graph.GraphFile;
import dev.grundy.graph.GraphGame;
import dev.grundy.hackenbush.Hackenbush;
import dev.grundy.hackenbush.HackenbushFile;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SplitValues;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.heap.SubtractionValues;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.budget.HeapWatch;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

import java.math.BigInteger;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

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
    /** The largest K of lasker:K. */
    public static final int MAX_LASKER_PARTS = 32;

    private static final Phrase HEAPS = Phrase.of("position.heaps");
    private static final Phrase TAKE_STATE = Phrase.of("position.takeState");
    /**
     * The memory the shared tables of one registry may hold together unless told otherwise: an
     * eighth of Java's heap, so that with a request's own limit (a quarter, in the server) the
     * searches that follow always find room.
     */
    public static final long DEFAULT_TABLE_BYTES = HeapWatch.max() / 8;

    private static final int CACHED_TABLES = 64;
    private static final int CACHED_GRAPHS = 4;

    /** Every kind of table in one cache, so that a large table of one kind lets go of the others. */
    private final BoundedCache<String, SharedTable> tables;
    private final WythoffTable wythoffTable = new WythoffTable();
    /** Graph files are named on the command line only, never by a server's client: bounded in number. */
    private final BoundedCache<String, GraphGame> graphs = new BoundedCache<>(CACHED_GRAPHS, Long.MAX_VALUE, graph -> 0);
    private final BoundedCache<String, HackenbushFile> hackenbushFiles =
            new BoundedCache<>(CACHED_GRAPHS, Long.MAX_VALUE, file -> 0);

    /** @param tableBytes the memory the shared tables may hold together */
    StandardGames(long tableBytes) {
        tables = new BoundedCache<>(CACHED_TABLES, tableBytes, SharedTable::footprint);
    }

    /** @return the bytes the shared tables hold now, as they report it */
    long tableBytes() {
        return tables.bytes();
    }

    /** @return a registry of the standard games, with tables of its own */
    public static GameRegistry registry() {
        return registry(DEFAULT_TABLE_BYTES);
    }

    /**
     * @param tableBytes the memory the registry's shared tables may hold together, as they report
     *     it; the least recently used are let go beyond it (the registry keeps games, and the games
     *     their tables, within the same bound: at most twice this in all)
     * @return a registry of the standard games, with tables of its own
     */
    public static GameRegistry registry(long tableBytes) {
        return new GameRegistry(new StandardGames(tableBytes).types(), tableBytes);
    }

    /**
     * The standard games and those read from files on this machine, {@code graph:FILE} and
     * {@code hackenbush:FILE}: for the command line, not for a server, whose clients must not name
     * its files.
     *
     * @return a registry of those games, with tables of its own
     */
    public static GameRegistry withFiles() {
        StandardGames games = new StandardGames(DEFAULT_TABLE_BYTES);
        List<GameType> types = new ArrayList<>(games.types());
        types.add(new GameType("graph", "FILE", rule("graph"), Phrase.of("position.graph"),
                "graph:examples/dag.txt a b", (parameter, budget) -> games.graph(parameter, budget)));
        types.add(new GameType("hackenbush", "FILE", rule("hackenbush-file"), Phrase.of("position.hackenbushFile"),
                "hackenbush:examples/hackenbush.txt", (parameter, budget) -> games.hackenbushFile(parameter, budget)));
        return new GameRegistry(types);
    }

    List<GameType> types() {
        return List.of(
                new GameType("nim", null, rule("nim"),
                        HEAPS, "nim 3 4 5", (parameter, budget) -> new Nim()),
                new GameType("bash", "M", rule("bash"),
                        HEAPS, "bash:3 10",
                        (parameter, budget) -> new Bash(Numbers.positive(parameterOf("bash", "M"), parameter))),
                new GameType("subtract", "S", rule("subtract"),
                        Phrase.of("position.subtract"), "subtract:1,3,4 10 11", (parameter, budget) -> subtraction(parameter)),
                new GameType("misere-nim", null, rule("misere-nim"),
                        HEAPS, "misere-nim 1 1 2", (parameter, budget) -> new MisereNim()),
                new GameType("misere-bash", "M", rule("misere-bash"),
                        Phrase.of("position.oneHeap"), "misere-bash:3 10",
                        (parameter, budget) -> new MisereBash(Numbers.positive(parameterOf("misere-bash", "M"), parameter))),
                new GameType("wythoff", null, rule("wythoff"),
                        Phrase.of("position.piles"), "wythoff 3 5", (parameter, budget) -> new Wythoff(wythoffTable)),
                new GameType(FibonacciNim.NAME, null, rule(FibonacciNim.NAME),
                        TAKE_STATE, "fibonacci-nim 100",
                        (parameter, budget) -> FibonacciNim.of(multipleSequence(FibonacciNim.MULTIPLE))),
                new GameType("k-multiple", "K", rule("k-multiple"),
                        TAKE_STATE, "k-multiple:3 100",
                        (parameter, budget) -> new KMultiple(multipleSequence(multiple(parameter)))),
                new GameType("moore", "K", rule("moore"),
                        HEAPS, "moore:2 3 5 6",
                        (parameter, budget) -> new MooreNim(moore(parameter))),
                new GameType("staircase", null, rule("staircase"),
                        Phrase.of("position.staircase"), "staircase 3 1 4 1 5", (parameter, budget) -> new Staircase()),
                new GameType("euclid", null, rule("euclid"),
                        Phrase.of("position.euclid"), "euclid 34 12", (parameter, budget) -> new Euclid()),
                new GameType("lasker", "K", true, rule("lasker"),
                        HEAPS, "lasker 7 3", (parameter, budget) -> lasker(parameter)),
                new GameType("octal", "CODE", rule("octal"),
                        HEAPS, "octal:0.6 100",
                        (parameter, budget) -> octal(TakeAndBreak.parse(parameter, "octal:" + parameter))),
                new GameType("kayles", null, rule("kayles"),
                        HEAPS, "kayles 5 7", (parameter, budget) -> octal(TakeAndBreak.parse("0.77", "kayles"))),
                new GameType("dawson", null, rule("dawson"),
                        HEAPS, "dawson 1000000000000",
                        (parameter, budget) -> octal(TakeAndBreak.parse("0.07", "dawson"))),
                new GameType("grundy-game", null, rule("grundy-game"),
                        HEAPS, "grundy-game 20",
                        (parameter, budget) -> octal(TakeAndBreak.grundysGame())),
                coinRow("twins", "position.coins.fromZero", "twins 2 5"),
                coinRow("turning-turtles", "position.coins.fromOne", "turning-turtles 1 4"),
                coinRow("mock-turtles", "position.coins.fromZero", "mock-turtles 2 5"),
                coinRow("ruler", "position.coins.fromOne", "ruler 3 6"),
                new GameType("tartan", "A*B", rule("tartan"), Phrase.of("position.tartan"),
                        "tartan:ruler*mock-turtles 2,1 1,2", (parameter, budget) -> CoinGames.tartan(parameter)),
                new GameType("turning-corners", null, rule("turning-corners"), Phrase.of("position.turning-corners"),
                        "turning-corners 2,3 3,2", (parameter, budget) -> CoinGames.turningCorners()),
                new GameType("hackenbush", null, rule("hackenbush"),
                        Phrase.of("position.hackenbush"), "hackenbush 0-1 1-2 1-3", (parameter, budget) -> new Hackenbush()));
    }

    private static GameType coinRow(String name, String position, String example) {
        CoinGame game = CoinGames.row(name);
        return new GameType(name, null, rule(name), Phrase.of(position), example, (parameter, budget) -> game);
    }

    private OctalGame octal(TakeAndBreak rules) {
        return new OctalGame(table("octal:" + rules.name(), TakeAndBreakValues.class, () -> new TakeAndBreakValues(rules)));
    }

    /** A graph is read once per file, so that a batch of positions on it reads it once. */
    private GraphGame graph(String file, SearchBudget budget) {
        return graphs.get(file, name -> new GraphGame(GraphFile.read(path(name), name, budget)));
    }

    /** A Hackenbush file is read once, as a graph file is. */
    private HackenbushFile hackenbushFile(String file, SearchBudget budget) {
        return hackenbushFiles.get(file, name -> HackenbushFile.read(path(name), name, budget));
    }

    private static Path path(String file) {
        try {
            return Path.of(file);
        } catch (InvalidPathException e) {
            throw new InvalidPositionException("error.file.missing", file);
        }
    }

    /** One range L-R by its closed form, at any size; other sets, with ranges or not, by a table. */
    private HeapGame subtraction(String parameter) {
        List<SetMember> members = SetMember.readAll(parameter);
        if (members.size() == 1 && members.get(0).range()) {
            return new RangeSubtraction(members.get(0).least(), members.get(0).most());
        }
        int[] set = members.stream().flatMapToInt(member -> member.numbers(SubtractionValues.MAX_MEMBER)).toArray();
        SubtractionValues values = new SubtractionValues(set);
        SubtractionValues shared = table("subtract:" + Arrays.toString(values.set()), SubtractionValues.class, () -> values);
        return members.stream().anyMatch(SetMember::range)
                ? new SubtractionGame(shared, members.stream().map(SetMember::written).collect(Collectors.joining(",")))
                : new SubtractionGame(shared);
    }

    /** Splits into two heaps is Lasker's Nim; into three, its closed form mod 8; more, a computed table. */
    private HeapGame lasker(String parameter) {
        if (parameter == null) {
            return new Lasker();
        }
        Phrase k = parameterOf("lasker", "K");
        BigInteger parts = Numbers.positive(k, parameter);
        if (parts.compareTo(BigInteger.TWO) < 0) {
            throw new InvalidPositionException("error.lasker.parts", parts);
        }
        return switch (Numbers.atMost(k, parts, MAX_LASKER_PARTS).intValueExact()) {
            case 2 -> new Lasker();
            case 3 -> new ThreeWayLasker();
            default -> new ManyWayLasker(parts.intValueExact(),
                    table("lasker:" + parts, SplitValues.class, () -> new SplitValues(parts.intValueExact(), "lasker:" + parts)));
        };
    }

    private MultipleSequence multipleSequence(long k) {
        return table("k-multiple:" + k, MultipleSequence.class, () -> new MultipleSequence(k));
    }

    /** @param key the kind of table and what it is for, so that keys of different kinds differ */
    private <T extends SharedTable> T table(String key, Class<T> kind, Supplier<T> build) {
        return kind.cast(tables.get(key, unused -> build.get()));
    }

    private static long multiple(String parameter) {
        Phrase k = parameterOf("k-multiple", "K");
        return Numbers.atMost(k, Numbers.positive(k, parameter), MAX_MULTIPLE).longValueExact();
    }

    private static int moore(String parameter) {
        Phrase k = parameterOf("moore", "K");
        return Numbers.atMost(k, Numbers.positive(k, parameter), MAX_MOORE).intValueExact();
    }

    private static Phrase rule(String game) {
        return Phrase.of("rule." + game);
    }

    private static Phrase parameterOf(String game, String parameter) {
        return Phrase.of("what.parameter", game, parameter);
    }
}
