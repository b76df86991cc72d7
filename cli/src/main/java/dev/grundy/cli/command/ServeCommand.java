package dev.grundy.cli.command;

import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.option.MemorySize;
import dev.grundy.language.StandardGames;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import dev.grundy.web.WebLimits;
import dev.grundy.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code grundy serve}: the web page and the JSON API, until stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the web page and the JSON API, on 127.0.0.1 port 8080 unless told otherwise.",
                "The page: play against Grundy, the Wythoff board, Grundy sequence plots, the nim-sum in binary.",
                "The API: POST /api/solve, /api/moves, /api/play, /api/sequence, /api/table, /api/quotient; GET /api/games, /api/wythoff, /api/texts, /api/language."},
        footer = {"", "Examples:", "  grundy serve", "  grundy serve --port 9000 --max-millis 2000",
                "A classroom, where every machine that can reach this one may connect:", "  grundy serve --host 0.0.0.0"})
public final class ServeCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    /** Addresses that mean every interface: the message then names this machine instead. */
    private static final Set<String> EVERY_INTERFACE = Set.of("0.0.0.0", "::", "[::]");

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "The port to listen on (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = WebServer.LOOPBACK,
            description = "The interface to listen on (default: ${DEFAULT-VALUE}, this machine only); 0.0.0.0 for every interface.")
    private String host;

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
            description = "The largest 'to' of /api/sequence and /api/quotient (default: ${DEFAULT-VALUE}).")
    private int maxSequence;

    @Option(names = "--read-millis", paramLabel = "MS", defaultValue = "" + WebLimits.DEFAULT_READ_MILLIS,
            description = "Milliseconds a request body may take to arrive, and a connection may stay silent (default: ${DEFAULT-VALUE}); "
                    + "a body still arriving then is answered 408.")
    private long readMillis;

    @Option(names = "--max-connections", paramLabel = "N", defaultValue = "" + WebLimits.DEFAULT_MAX_CONNECTIONS,
            description = "Connections held at once (default: ${DEFAULT-VALUE}); more clients wait to be accepted.")
    private int maxConnections;

    @Option(names = "--max-answer", paramLabel = "BYTES", defaultValue = "" + WebLimits.DEFAULT_MAX_ANSWER_BYTES,
            description = "The largest answer sent (default: ${DEFAULT-VALUE}); a larger one is refused with 422.")
    private int maxAnswer;

    @Option(names = "--max-memory", paramLabel = "SIZE",
            description = "Memory one request's searches may hold, e.g. 256m, each state counted at its estimated size "
                    + "(default: a quarter of Java's memory); beyond it the answer is 422.")
    private String maxMemory;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.port", port)));
        }
        if (maxStates <= 0 || maxMillis <= 0 || maxBody <= 0 || maxSequence <= 0 || readMillis <= 0 || maxConnections <= 0
                || maxAnswer <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.limits")));
        }
        long memory = maxMemory == null ? WebLimits.DEFAULT_MAX_MEMORY_BYTES : MemorySize.parse(maxMemory);
        if (memory <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.maxMemory", maxMemory)));
        }
        WebLimits limits = new WebLimits(maxStates, maxMillis, maxBody, maxSequence, readMillis, maxConnections, maxAnswer,
                memory);
        WebServer server;
        try {
            server = new WebServer(StandardGames.registry(), limits, root.chosenLocale()).start(host, port);
        } catch (RuntimeException e) {
            throw new GrundyException(CliText.of("error.serve", host, port, String.valueOf(e.getMessage())));
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        root.console().out().println(root.say(listening(server.port())));
        stopped.await();
        return 0;
    }

    /** Where the page is: the host listened on, or for every interface this machine's name. */
    private Phrase listening(int actualPort) {
        if (!EVERY_INTERFACE.contains(host)) {
            return CliText.of("serve.listening", host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host, actualPort);
        }
        String name;
        try {
            name = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            name = "HOST";
        }
        return CliText.of("serve.listeningEverywhere", actualPort, name);
    }
}
