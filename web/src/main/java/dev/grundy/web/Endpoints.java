package dev.grundy.web;

import dev.grundy.json.Json;
import dev.grundy.text.GrundyException;
import dev.grundy.core.Position;
import dev.grundy.games.WythoffPairs;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.misere.quotient.HeapRules;
import dev.grundy.misere.quotient.QuotientBuilder;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.pattern.Patterns;
import dev.grundy.pattern.PositionValues;
import dev.grundy.pattern.TableRange;
import dev.grundy.pattern.ValueTable;
import dev.grundy.play.Opponent;
import dev.grundy.solve.PositionSolver;
import dev.grundy.play.Solvers;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.PositionParser;
import io.javalin.http.Context;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The API's endpoints: each reads its request, computes within the limits, and answers the CLI's JSON. */
final class Endpoints {
    private static final int DEFAULT_MOVES = 1000;
    private static final int MOST_MOVES = 10_000;
    private static final int MOST_PAIRS = 10_000;

    private final GameRegistry registry;
    private final WebLimits limits;
    private final RequestTimeLimit deadline;
    /** The server's misère quotients: in memory only, so that no request writes a file. */
    private final QuotientStore quotients = QuotientStore.inMemory();

    Endpoints(GameRegistry registry, WebLimits limits, RequestTimeLimit deadline) {
        this.registry = registry;
        this.limits = limits;
        this.deadline = deadline;
    }

    void games(Context ctx) {
        json(ctx, Json.games(registry.types(), Language.of(ctx)));
    }

    /**
     * The winning moves are listed up to the body's {@code limit} and while the answer stays within
     * its size; {@code winningMoveCount} counts them all.
     */
    void solve(Context ctx) {
        json(ctx, deadline.run(() -> {
            ApiRequest.PositionBody body = ApiRequest.read(ctx.body(), ApiRequest.PositionBody.class);
            int limit = limit(body);
            SearchBudget budget = budget(limit);
            return Json.solution(solver(body, budget).solve(position(body, budget)), Language.of(ctx),
                    limits.maxAnswerBytes(), limit);
        }));
    }

    void moves(Context ctx) {
        json(ctx, deadline.run(() -> {
            ApiRequest.PositionBody body = ApiRequest.read(ctx.body(), ApiRequest.PositionBody.class);
            int limit = limit(body);
            SearchBudget budget = budget(DEFAULT_MOVES);
            Position position = position(body, budget);
            return Json.moves(position.toString(), solver(body, budget).moves(position, limit), Language.of(ctx),
                    limits.maxAnswerBytes());
        }));
    }

    private static int limit(ApiRequest.PositionBody body) {
        return body.limit() == null ? DEFAULT_MOVES : inRange("limit", body.limit(), MOST_MOVES);
    }

    void play(Context ctx) {
        json(ctx, deadline.run(() -> {
            ApiRequest.PositionBody body = ApiRequest.read(ctx.body(), ApiRequest.PositionBody.class);
            SearchBudget budget = budget(DEFAULT_MOVES);
            Position position = position(body, budget);
            return Json.play(position, new Opponent(solver(body, budget)).choose(position), Language.of(ctx));
        }));
    }

    void sequence(Context ctx) {
        json(ctx, deadline.run(() -> {
            ApiRequest.SequenceBody body = ApiRequest.read(ctx.body(), ApiRequest.SequenceBody.class);
            String game = ApiRequest.required(body.game(), "game");
            int to = inRange("to", ApiRequest.required(body.to(), "to"), limits.maxSequence());
            SearchBudget budget = new SearchBudget(limits.budget(DEFAULT_MOVES).withMaxStates(Math.max(limits.maxStates(), to + 1L)),
                    ProgressListener.NONE);
            if (!(registry.game(game, budget) instanceof SequenceSource source)) {
                throw new GrundyException(WebText.of("error.notHeapGame", game));
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                Json.sequence(source.sequence(to, SequenceMethod.AUTO, budget, SequenceListener.NONE), out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out.toString(StandardCharsets.UTF_8).trim();
        }));
    }

    /** A game's values over a box of positions, with the patterns {@code grundy table} finds in them. */
    void table(Context ctx) {
        json(ctx, deadline.run(() -> {
            ApiRequest.TableBody body = ApiRequest.read(ctx.body(), ApiRequest.TableBody.class);
            String game = ApiRequest.required(body.game(), "game");
            List<TableRange> ranges = WebLimits.tableRanges(ApiRequest.required(body.ranges(), "ranges"));
            SearchBudget budget = budget(DEFAULT_MOVES);
            ValueTable table = ValueTable.of(new PositionValues(new PositionParser(registry), game, budget), ranges);
            return Json.table(game, table, Patterns.ofGame(game, table, registry, budget), Language.of(ctx));
        }));
    }

    /**
     * A heap game's misère quotient, built heap by heap until final or to the heap asked; the
     * request's time and states bound the build, which then answers the quotient so far
     * ({@code "stopped": "budget"}).
     */
    void quotient(Context ctx) {
        json(ctx, deadline.run(() -> {
            ApiRequest.QuotientBody body = ApiRequest.read(ctx.body(), ApiRequest.QuotientBody.class);
            String game = ApiRequest.required(body.game(), "game");
            Integer to = body.to() == null ? null : inRange("to", body.to(), limits.maxSequence());
            SearchBudget budget = budget(DEFAULT_MOVES);
            HeapRules rules = HeapRules.of(registry.game(game, budget));
            QuotientBuilder.Result built = new QuotientBuilder(rules, WebLimits.MOST_QUOTIENT_ORDER)
                    .build(to == null ? WebLimits.QUOTIENT_LAST_HEAP : to, to == null, budget);
            return Json.quotient(built.quotient(), built.stop().name());
        }));
    }

    void wythoffPairs(Context ctx) {
        String asked = ctx.queryParam("to");
        int to;
        try {
            to = inRange("to", asked == null ? 30 : Integer.parseInt(asked), MOST_PAIRS);
        } catch (NumberFormatException e) {
            throw new GrundyException(WebText.of("error.range", "to", MOST_PAIRS, asked));
        }
        List<Json.PairJson> pairs = new ArrayList<>();
        for (BigInteger k = BigInteger.ZERO; WythoffPairs.lower(k).intValueExact() <= to; k = k.add(BigInteger.ONE)) {
            pairs.add(new Json.PairJson(k, WythoffPairs.lower(k), WythoffPairs.upper(k)));
        }
        json(ctx, Json.pairs(pairs));
    }

    void texts(Context ctx) {
        json(ctx, Json.texts(WebText.page(Language.of(ctx))));
    }

    /** @param mostListed the most moves the answer lists */
    private SearchBudget budget(int mostListed) {
        return new SearchBudget(limits.budget(Math.max(1, mostListed)), ProgressListener.NONE);
    }

    private Position position(ApiRequest.PositionBody body, SearchBudget budget) {
        return new PositionParser(registry).parse(ApiRequest.required(body.position(), "position"), budget);
    }

    private PositionSolver solver(ApiRequest.PositionBody body, SearchBudget budget) {
        return Solvers.of(body.playedAs(), budget, quotients);
    }

    private static int inRange(String name, int value, int most) {
        if (value < 0 || value > most) {
            throw new GrundyException(WebText.of("error.range", name, most, value));
        }
        return value;
    }

    private static void json(Context ctx, String json) {
        ctx.contentType("application/json; charset=utf-8").result(json);
    }
}
