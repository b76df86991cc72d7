package dev.grundy.web;

import dev.grundy.core.GrundyException;
import dev.grundy.core.StateLimitException;
import dev.grundy.spec.GameRegistry;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Locale;
import java.util.concurrent.CancellationException;

/**
 * Grundy over HTTP: the JSON API under {@code /api} and the page that uses it. Bad input answers
 * 400, work beyond the limits 422, a body too large 413 — each with {@code {"error": "..."}} in
 * the language of the request.
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);

    private final Javalin app;
    private final Deadline deadline;

    /**
     * @param registry the games known by name
     * @param limits the work one request may do
     */
    public WebServer(GameRegistry registry, WebLimits limits) {
        this(registry, limits, null);
    }

    /**
     * @param registry the games known by name
     * @param limits the work one request may do
     * @param language the language the page opens in, as the server was asked; null to follow
     *     the browser's
     */
    public WebServer(GameRegistry registry, WebLimits limits, Locale language) {
        deadline = new Deadline(limits.maxMillis());
        Endpoints endpoints = new Endpoints(registry, limits, deadline);
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = limits.maxBodyBytes();
            config.http.prefer405over404 = true;
            config.staticFiles.add("/public", Location.CLASSPATH);
        });
        app.before("/api/*", ctx -> refuseLargeBodies(ctx, limits.maxBodyBytes()));
        app.get("/api/games", endpoints::games);
        app.get("/api/texts", endpoints::texts);
        app.get("/api/language", ctx -> ctx.contentType("application/json; charset=utf-8")
                .result(Json.language(language == null ? null : language.getLanguage())));
        app.get("/api/wythoff", endpoints::wythoffPairs);
        app.post("/api/solve", endpoints::solve);
        app.post("/api/moves", endpoints::moves);
        app.post("/api/play", endpoints::play);
        app.post("/api/sequence", endpoints::sequence);
        app.exception(Exception.class, this::answerFailure);
        app.error(HttpStatus.NOT_FOUND, WebServer::answerNoSuchApi);
        app.error(HttpStatus.METHOD_NOT_ALLOWED, WebServer::answerNoSuchApi);
    }

    /** Under /api/, a path or method the API does not have is answered in JSON too. */
    private static void answerNoSuchApi(Context ctx) {
        if (ctx.path().startsWith("/api/")) {
            error(ctx, ctx.status(), WebText.of("error.notFound", ctx.method(), ctx.path()).in(Language.of(ctx)));
        }
    }

    /**
     * @param port the port to listen on; 0 picks a free one
     * @return this server, listening
     */
    public WebServer start(int port) {
        app.start(port);
        return this;
    }

    /** @return the port the server listens on */
    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        deadline.close();
    }

    private static void refuseLargeBodies(Context ctx, int most) {
        if (ctx.contentLength() > most) {
            throw new BodyTooLargeException(most);
        }
    }

    private void answerFailure(Exception e, Context ctx) {
        if (e instanceof BodyTooLargeException tooLarge) {
            error(ctx, HttpStatus.CONTENT_TOO_LARGE, WebText.of("error.tooLarge", tooLarge.most()).in(Language.of(ctx)));
        } else if (e instanceof StateLimitException limit) {
            error(ctx, HttpStatus.UNPROCESSABLE_CONTENT, WebText.of("error.states", limit.limit()).in(Language.of(ctx)));
        } else if (e instanceof CancellationException) {
            error(ctx, HttpStatus.UNPROCESSABLE_CONTENT, WebText.of("error.time", deadline.millis()).in(Language.of(ctx)));
        } else if (e instanceof GrundyException problem) {
            error(ctx, HttpStatus.BAD_REQUEST, problem.phrase().in(Language.of(ctx)));
        } else {
            LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, HttpStatus.INTERNAL_SERVER_ERROR, WebText.of("error.bug").in(Language.of(ctx)));
        }
    }

    private static void error(Context ctx, HttpStatus status, String message) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(Json.error(message));
    }

    /** A request body over the limit, refused before it is read. */
    private static final class BodyTooLargeException extends RuntimeException {
        private final int most;

        BodyTooLargeException(int most) {
            super(null, null, false, false);
            this.most = most;
        }

        int most() {
            return most;
        }
    }
}
