package dev.grundy.web;

import dev.grundy.text.Excerpt;
import dev.grundy.json.Json;
import dev.grundy.text.GrundyException;
import dev.grundy.budget.MemoryLimitException;
import dev.grundy.budget.StateLimitException;
import dev.grundy.language.GameRegistry;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import jakarta.servlet.DispatcherType;
import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import org.eclipse.jetty.servlet.FilterHolder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Locale;
import java.util.concurrent.CancellationException;

/**
 * Grundy over HTTP: the JSON API under {@code /api} and the page that uses it. Bad input answers
 * 400, work beyond the limits 422, a body too large 413, a body too slow 408 — each with
 * {@code {"error": "..."}} in the language of the request.
 *
 * <p>No client can take it down: bodies are read whole by {@link BodyReader} before a handler runs,
 * so a slow sender holds a connection but no thread, within a deadline and a limit counted in the
 * bytes received; connections are limited in number and closed when silent; an answer over its limit
 * is refused; and running out of memory stops the process ({@link OutOfMemoryExit}) rather than
 * leave it half alive. It listens on the loopback interface unless told a host.
 */
public final class WebServer implements AutoCloseable {
    /** The host served unless another is asked: this machine only. */
    public static final String LOOPBACK = "127.0.0.1";

    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    /** The largest request head read, Jetty's default: a larger one is answered 431. */
    private static final int HEAD_BYTES = 8 * 1024;

    private final Javalin app;
    private final RequestTimeLimit deadline;
    private final WebLimits limits;
    private final OutOfMemoryExit outOfMemory;
    /** The names a request's Host may give besides IP addresses, known once the server starts. */
    private final Set<String> names = ConcurrentHashMap.newKeySet();
    private String host;
    private int port;

    /**
     * @param registry the games known by name
     * @param limits the work one request may do, and the room one client may take
     */
    public WebServer(GameRegistry registry, WebLimits limits) {
        this(registry, limits, null);
    }

    /**
     * @param registry the games known by name
     * @param limits the work one request may do, and the room one client may take
     * @param language the language the page opens in, as the server was asked; null to follow
     *     the browser's
     */
    public WebServer(GameRegistry registry, WebLimits limits, Locale language) {
        this(registry, limits, language, OutOfMemoryExit.halting());
    }

    /**
     * @param registry the games known by name
     * @param limits the work one request may do, and the room one client may take
     * @param language the language the page opens in, or null to follow the browser's
     * @param outOfMemory what to do when a request or a server thread runs out of memory
     */
    WebServer(GameRegistry registry, WebLimits limits, Locale language, OutOfMemoryExit outOfMemory) {
        this.limits = limits;
        this.outOfMemory = outOfMemory;
        deadline = new RequestTimeLimit(limits.maxMillis());
        Endpoints endpoints = new Endpoints(registry, limits, deadline);
        app = Javalin.create(this::configure);
        app.before(WebServer::refuseUnreadBodies);
        app.get("/api/games", guarded(endpoints::games));
        app.get("/api/texts", guarded(endpoints::texts));
        app.get("/api/language", ctx -> ctx.contentType("application/json; charset=utf-8")
                .result(Json.language(language == null ? null : language.getLanguage())));
        app.get("/api/wythoff", guarded(endpoints::wythoffPairs));
        app.post("/api/solve", guarded(endpoints::solve));
        app.post("/api/moves", guarded(endpoints::moves));
        app.post("/api/play", guarded(endpoints::play));
        app.post("/api/sequence", guarded(endpoints::sequence));
        app.post("/api/table", guarded(endpoints::table));
        app.post("/api/quotient", guarded(endpoints::quotient));
        app.after("/api/*", this::refuseLargeAnswers);
        app.exception(Exception.class, this::answerFailure);
        app.error(HttpStatus.NOT_FOUND, WebServer::answerNoSuchApi);
        app.error(HttpStatus.METHOD_NOT_ALLOWED, WebServer::answerNoSuchApi);
    }

    private void configure(JavalinConfig config) {
        config.showJavalinBanner = false;
        config.http.maxRequestSize = limits.maxBodyBytes();
        config.http.prefer405over404 = true;
        config.staticFiles.add("/public", Location.CLASSPATH);
        config.jetty.threadPool = new ServerThreadPool(outOfMemory);
        config.jetty.addConnector(this::connector);
        config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler(HEAD_BYTES)));
        config.jetty.modifyServletContextHandler(context -> {
            context.setErrorHandler(new JsonErrorHandler(HEAD_BYTES));
            context.addFilter(new FilterHolder(new RequestGuard(names)), "/*", EnumSet.of(DispatcherType.REQUEST));
            FilterHolder reader = new FilterHolder(new BodyReader(limits.maxBodyBytes(), limits.readMillis()));
            reader.setAsyncSupported(true);
            context.addFilter(reader, "/*", EnumSet.of(DispatcherType.REQUEST, DispatcherType.ASYNC));
        });
    }

    /**
     * Where the server listens — the host and port given to {@link #start(String, int)} — with
     * silent connections closed after the read time and their number bounded: past the limit, Jetty
     * stops accepting until one closes. Heads that trickle and clients that take more than their
     * share are cut off by {@link ClientConnections}.
     */
    private ServerConnector connector(Server server, HttpConfiguration http) {
        http.setRequestHeaderSize(HEAD_BYTES);
        http.setSendServerVersion(false);
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(limits.readMillis());
        connector.addBean(new ClientConnections(limits.headMillis(), limits.maxConnectionsPerClient()));
        server.addBean(new ConnectionLimit(limits.maxConnections(), server));
        return connector;
    }

    /**
     * A path or method the server does not have, under /api/ or not, is answered in JSON too,
     * quoting an excerpt of the path: a path of 7,000 characters is not sent back whole.
     */
    private static void answerNoSuchApi(Context ctx) {
        error(ctx, ctx.status(), WebText.of("error.notFound", ctx.method(), Excerpt.of(ctx.path())).in(Language.of(ctx)));
    }

    /**
     * The names a request may give as its Host besides IP addresses: {@code localhost}, the host
     * the server was started on, and, when it listens beyond this machine, the machine's name.
     */
    private static Set<String> hostNames(String host) {
        Set<String> names = new HashSet<>(Set.of("localhost", "localhost."));
        names.add(RequestGuard.hostName(host));
        try {
            if (!InetAddress.getByName(host).isLoopbackAddress()) {
                InetAddress self = InetAddress.getLocalHost();
                names.add(self.getHostName().toLowerCase(Locale.ROOT));
                names.add(self.getCanonicalHostName().toLowerCase(Locale.ROOT));
            }
        } catch (IOException e) {
            LOG.warn("this machine's name is unknown ({}); use its address", e.getMessage());
        }
        return names;
    }

    /**
     * Listens on the loopback interface only: the page and the API are this machine's.
     *
     * @param port the port to listen on; 0 picks a free one
     * @return this server, listening
     */
    public WebServer start(int port) {
        return start(LOOPBACK, port);
    }

    /**
     * @param host the interface to listen on, by name or address: {@value #LOOPBACK} for this machine
     *     only, {@code 0.0.0.0} for every interface (a classroom)
     * @param port the port to listen on; 0 picks a free one
     * @return this server, listening
     */
    public WebServer start(String host, int port) {
        this.host = host;
        this.port = port;
        names.addAll(hostNames(host));
        app.start();
        return this;
    }

    /** @return the port the server listens on */
    public int port() {
        return app.port();
    }

    /**
     * @return the address the listening socket is bound to: a loopback address by default, the
     *     wildcard address for {@code 0.0.0.0}
     */
    public InetAddress boundAddress() {
        ServerConnector connector = (ServerConnector) app.jettyServer().server().getConnectors()[0];
        return ((InetSocketAddress) ((ServerSocketChannel) connector.getTransport()).socket().getLocalSocketAddress()).getAddress();
    }

    @Override
    public void close() {
        app.stop();
    }

    /** A route that stops the server, rather than answer 500, when it runs out of memory. */
    private Handler guarded(Handler route) {
        return ctx -> {
            try {
                route.handle(ctx);
            } catch (OutOfMemoryError e) {
                outOfMemory.check(e);
                throw e;
            }
        };
    }

    /** A body {@link BodyReader} did not read whole is refused before any route runs. */
    private static void refuseUnreadBodies(Context ctx) {
        if (BodyReader.body(ctx.req()) instanceof BodyReader.Refused refused) {
            ctx.header("Connection", "close");
            throw new RefusedBodyException(refused);
        }
    }

    /**
     * An answer over the limit is replaced by an error before anything is sent. Answers are held
     * whole in memory ({@code ctx.result(String)}), so their size is known exactly.
     */
    private void refuseLargeAnswers(Context ctx) throws IOException {
        InputStream answer = ctx.resultInputStream();
        if (answer != null && answer.available() > limits.maxAnswerBytes()) {
            error(ctx, HttpStatus.UNPROCESSABLE_CONTENT,
                    WebText.of("error.answerTooLarge", limits.maxAnswerBytes()).in(Language.of(ctx)));
        }
    }

    private void answerFailure(Exception e, Context ctx) {
        outOfMemory.check(e);
        if (e instanceof RefusedBodyException refused) {
            answerRefusedBody(ctx, refused.reason());
        } else if (e instanceof StateLimitException limit) {
            error(ctx, HttpStatus.UNPROCESSABLE_CONTENT, WebText.of("error.states", limit.limit()).in(Language.of(ctx)));
        } else if (e instanceof MemoryLimitException memory) {
            error(ctx, HttpStatus.UNPROCESSABLE_CONTENT, WebText.of("error.memory", memory.phrase()).in(Language.of(ctx)));
        } else if (e instanceof CancellationException) {
            error(ctx, HttpStatus.UNPROCESSABLE_CONTENT, WebText.of("error.time", deadline.millis()).in(Language.of(ctx)));
        } else if (e instanceof GrundyException problem) {
            error(ctx, HttpStatus.BAD_REQUEST, problem.phrase().in(Language.of(ctx)));
        } else {
            LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, HttpStatus.INTERNAL_SERVER_ERROR, WebText.of("error.bug").in(Language.of(ctx)));
        }
    }

    private void answerRefusedBody(Context ctx, BodyReader.Refused reason) {
        switch (reason) {
            case TOO_LARGE -> error(ctx, HttpStatus.CONTENT_TOO_LARGE,
                    WebText.of("error.tooLarge", limits.maxBodyBytes()).in(Language.of(ctx)));
            case TOO_SLOW -> error(ctx, HttpStatus.REQUEST_TIMEOUT,
                    WebText.of("error.tooSlow", limits.readMillis()).in(Language.of(ctx)));
            case BROKEN -> error(ctx, HttpStatus.BAD_REQUEST, WebText.of("error.bodyBroken").in(Language.of(ctx)));
        }
    }

    private static void error(Context ctx, HttpStatus status, String message) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(Json.error(message));
    }

    /** A request body not read whole, refused before any route runs. */
    private static final class RefusedBodyException extends RuntimeException {
        private final BodyReader.Refused reason;

        RefusedBodyException(BodyReader.Refused reason) {
            super(null, null, false, false);
            this.reason = reason;
        }

        BodyReader.Refused reason() {
            return reason;
        }
    }
}
