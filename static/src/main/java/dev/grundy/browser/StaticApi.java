package dev.grundy.browser;

import dev.grundy.budget.Deadline;
import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import dev.grundy.core.Convention;
import dev.grundy.core.Position;
import dev.grundy.games.WythoffPairs;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import dev.grundy.misere.quotient.HeapRules;
import dev.grundy.misere.quotient.QuotientBuilder;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.pattern.Patterns;
import dev.grundy.pattern.PositionValues;
import dev.grundy.pattern.TableRange;
import dev.grundy.pattern.ValueTable;
import dev.grundy.play.Opponent;
import dev.grundy.play.Solvers;
import dev.grundy.solve.PositionSolver;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import dev.grundy.web.WebLimits;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * The server's routes ({@code /api/solve}, {@code /api/moves}, {@code /api/play},
 * {@code /api/sequence}, {@code /api/wythoff}, {@code /api/games}, {@code /api/texts}) as plain
 * calls, under the server's default limits ({@link WebLimits.standard()}), answering the same JSON
 * and the same errors. Each call computes under a {@link Deadline} of the server's time limit, or
 * of a shorter one the page sets for a first answer on its own thread ({@link #limitTime}); the
 * page also ends a worker that overruns it.
 */
public final class StaticApi {
    /** The web module's bundle: the page's texts and the API's errors. */
    static final String WEB = "dev.grundy.web.messages";
    private static final String PAGE = "page.";
    private static final int DEFAULT_MOVES = 1000;
    private static final int MOST_MOVES = 10_000;
    private static final int MOST_PAIRS = 10_000;

    private final GameRegistry registry = StandardGames.registry();
    private final WebLimits limits = WebLimits.standard();
    private final QuotientStore quotients = QuotientStore.inMemory();
    private final ProgressListener progress;
    private long millis = limits.maxMillis();
    private boolean timedOut;

    /** @param progress hears the states each search explores */
    public StaticApi(ProgressListener progress) {
        this.progress = progress;
    }

    /** The question a route reads: a position, its convention, how many moves to list (null: the default). */
    public record Question(String position, String convention, Integer limit) {
    }

    /** @return as {@code POST /api/solve} answers */
    public String solve(Question question, Locale locale) {
        return answer(locale, () -> {
            int limit = limit(question);
            SearchBudget budget = budget(limit);
            return Answers.solution(solver(question, budget).solve(position(question, budget)), locale,
                    limits.maxAnswerBytes(), limit);
        });
    }

    /** @return as {@code POST /api/moves} answers */
    public String moves(Question question, Locale locale) {
        return answer(locale, () -> {
            int limit = limit(question);
            SearchBudget budget = budget(DEFAULT_MOVES);
            Position position = position(question, budget);
            return Answers.moves(position.toString(), solver(question, budget).moves(position, limit), locale,
                    limits.maxAnswerBytes());
        });
    }

    /** @return as {@code POST /api/play} answers */
    public String play(Question question, Locale locale) {
        return answer(locale, () -> {
            SearchBudget budget = budget(DEFAULT_MOVES);
            Position position = position(question, budget);
            return Answers.play(position, new Opponent(solver(question, budget)).choose(position), locale);
        });
    }

    /** @return as {@code POST /api/sequence} answers */
    public String sequence(String game, Integer to, Locale locale) {
        return answer(locale, () -> {
            int end = inRange("to", required(to, "to"), limits.maxSequence());
            SearchBudget budget = new SearchBudget(limits.budget(DEFAULT_MOVES).withMaxStates(Math.max(limits.maxStates(), end + 1L)),
                    progress);
            if (!(registry.game(required(game, "game"), budget) instanceof SequenceSource source)) {
                throw new GrundyException(Phrase.from(WEB, "error.notHeapGame", game));
            }
            return Answers.sequence(source.sequence(end, SequenceMethod.AUTO, budget, SequenceListener.NONE));
        });
    }

    /** @return as {@code POST /api/table} answers: a game's values over the ranges, with the patterns found in them */
    public String table(String game, List<String> ranges, Locale locale) {
        return answer(locale, () -> {
            String name = required(game, "game");
            List<TableRange> box = WebLimits.tableRanges(required(ranges, "ranges"));
            SearchBudget budget = budget(DEFAULT_MOVES);
            ValueTable table = ValueTable.of(new PositionValues(new PositionParser(registry), name, budget), box);
            return Answers.table(name, table, Patterns.ofGame(name, table, registry, budget), locale);
        });
    }

    /**
     * @param to the last heap, or null to build until final ({@link WebLimits#QUOTIENT_LAST_HEAP} at most)
     * @return as {@code POST /api/quotient} answers
     */
    public String quotient(String game, Integer to, Locale locale) {
        return answer(locale, () -> {
            String name = required(game, "game");
            Integer last = to == null ? null : inRange("to", to, limits.maxSequence());
            SearchBudget budget = budget(DEFAULT_MOVES);
            QuotientBuilder.Result built = new QuotientBuilder(HeapRules.of(registry.game(name, budget)), WebLimits.MOST_QUOTIENT_ORDER)
                    .build(last == null ? WebLimits.QUOTIENT_LAST_HEAP : last, last == null, budget);
            return Answers.quotient(built.quotient(), built.stop().name());
        });
    }

    /**
     * @param asked the query's {@code to}, or null for the default
     * @return as {@code GET /api/wythoff?to=} answers
     */
    public String wythoffPairs(String asked, Locale locale) {
        return answer(locale, () -> {
            int most;
            try {
                most = inRange("to", asked == null ? 30 : Integer.parseInt(asked), MOST_PAIRS);
            } catch (NumberFormatException e) {
                throw new GrundyException(Phrase.from(WEB, "error.range", "to", MOST_PAIRS, asked));
            }
            List<BigInteger[]> pairs = new ArrayList<>();
            for (BigInteger k = BigInteger.ZERO; WythoffPairs.lower(k).intValueExact() <= most; k = k.add(BigInteger.ONE)) {
                pairs.add(new BigInteger[] {k, WythoffPairs.lower(k), WythoffPairs.upper(k)});
            }
            return Answers.pairs(pairs);
        });
    }

    /** @return as {@code GET /api/games} answers */
    public String games(Locale locale) {
        return answer(locale, () -> Answers.games(registry.types(), locale));
    }

    /** @return as {@code GET /api/texts} answers: every text of the page, by its key without {@code page.} */
    public String texts(Locale locale) {
        return answer(locale, () -> {
            Map<String, String> texts = new LinkedHashMap<>();
            Bundles.keys(WEB).stream().filter(key -> key.startsWith(PAGE)).sorted()
                    .forEach(key -> texts.put(key.substring(PAGE.length()), Phrase.from(WEB, key).in(locale)));
            return Answers.texts(texts);
        });
    }

    /**
     * @param millis how long each following call may compute: the server's limit, or less for an
     *     answer the page would rather have from its worker when it takes longer
     */
    public void limitTime(long millis) {
        this.millis = millis;
    }

    /** @return true when the last call stopped at its time limit */
    public boolean timedOut() {
        return timedOut;
    }

    /** @return what the server answers when a request's time is up */
    public String timeUp(Locale locale) {
        return Answers.error(Phrase.from(WEB, "error.time", limits.maxMillis()).in(locale));
    }

    /** @return the time a request may compute, in milliseconds: the page stops the worker then */
    public long maxMillis() {
        return limits.maxMillis();
    }

    /** The server's failures, told as it tells them (its status codes aside: the page reads the error). */
    @SuppressWarnings("try") // the deadline is there to stop the work
    private String answer(Locale locale, Supplier<String> work) {
        timedOut = false;
        try (Deadline deadline = Deadline.inMillis(millis)) {
            return work.get();
        } catch (CancellationException stopped) {
            timedOut = true;
            return Answers.error(Phrase.from(WEB, "error.time", millis).in(locale));
        } catch (StateLimitException limit) {
            return Answers.error(Phrase.from(WEB, "error.states", limit.limit()).in(locale));
        } catch (MemoryLimitException memory) {
            return Answers.error(Phrase.from(WEB, "error.memory", memory.phrase()).in(locale));
        } catch (GrundyException problem) {
            return Answers.error(problem.phrase().in(locale));
        } catch (RuntimeException | StackOverflowError bug) {
            return Answers.error(Phrase.from(WEB, "error.bug").in(locale));
        }
    }

    private int limit(Question question) {
        return question.limit() == null ? DEFAULT_MOVES : inRange("limit", question.limit(), MOST_MOVES);
    }

    private SearchBudget budget(int mostListed) {
        return new SearchBudget(limits.budget(Math.max(1, mostListed)), progress);
    }

    private Position position(Question question, SearchBudget budget) {
        return new PositionParser(registry).parse(required(question.position(), "position"), budget);
    }

    private PositionSolver solver(Question question, SearchBudget budget) {
        Convention convention = question.convention() == null ? Convention.NORMAL : Convention.named(question.convention());
        if (convention == null) {
            throw new GrundyException(Phrase.from(WEB, "error.convention", question.convention()));
        }
        return Solvers.of(convention, budget, quotients);
    }

    private static <T> T required(T value, String name) {
        if (value == null) {
            throw new GrundyException(Phrase.from(WEB, "error.missingField", name));
        }
        return value;
    }

    private static int inRange(String name, int value, int most) {
        if (value < 0 || value > most) {
            throw new GrundyException(Phrase.from(WEB, "error.range", name, most, value));
        }
        return value;
    }
}
