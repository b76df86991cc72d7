package dev.grundy.cli;

import dev.grundy.core.GrundyException;
import dev.grundy.spec.StandardGames;
import dev.grundy.web.WebLimits;
import dev.grundy.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code grundy serve}: the web page and the JSON API, until stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the web page and the JSON API, on port 8080 unless told otherwise.",
                "The page: play against Grundy, the Wythoff board, Grundy sequence plots, the nim-sum in binary.",
                "The API: POST /api/solve, /api/moves, /api/sequence; GET /api/games."},
        footer = {"", "Examples:", "  grundy serve", "  grundy serve --port 9000 --max-millis 2000"})
final class ServeCommand implements Callable<Integer> {
    @ParentCommand
    private GrundyCommand root;

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "The port to listen on (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--max-states", paramLabel = "N", defaultValue = "" + WebLimits.DEFAULT_MAX_STATES,
            description = "States one request may explore (default: ${DEFAULT-VALUE}); beyond it the answer is 422.")
    private long maxStates;

    @Option(names = "--max-millis", paramLabel = "MS", defaultValue = "" + WebLimits.DEFAULT_MAX_MILLIS,
            description = "Milliseconds one request may compute (default: ${DEFAULT-VALUE}); beyond it the answer is 422.")
    private long maxMillis;

    @Option(names = "--max-body", paramLabel = "BYTES", defaultValue = "" + WebLimits.DEFAULT_MAX_BODY_BYTES,
            description = "The largest request body accepted (default: ${DEFAULT-VALUE}); a larger one is answered 413.")
    private int maxBody;

    @Option(names = "--max-sequence", paramLabel = "N", defaultValue = "" + WebLimits.DEFAULT_MAX_SEQUENCE,
            description = "The largest 'to' of /api/sequence (default: ${DEFAULT-VALUE}).")
    private int maxSequence;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.port", port)));
        }
        if (maxStates <= 0 || maxMillis <= 0 || maxBody <= 0 || maxSequence <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.limits")));
        }
        WebServer server;
        try {
            server = new WebServer(StandardGames.registry(), new WebLimits(maxStates, maxMillis, maxBody, maxSequence),
                    root.chosenLocale()).start(port);
        } catch (RuntimeException e) {
            throw new GrundyException(CliText.of("error.serve", port, String.valueOf(e.getMessage())));
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        root.console().out().println(root.say(CliText.of("serve.listening", server.port())));
        stopped.await();
        return 0;
    }
}
