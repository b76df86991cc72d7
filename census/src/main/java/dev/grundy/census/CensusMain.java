package dev.grundy.census;

import picocli.CommandLine;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** The entry point of {@code grundy census}, which the {@code grundy} launcher hands that command to. */
public final class CensusMain {
    /** Counts down when the run has written what it keeps, for Ctrl-C to wait on. */
    private static final CountDownLatch FINISHED = new CountDownLatch(1);

    private CensusMain() {
    }

    /** @param args the command line, with or without the leading {@code census} */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        // The launcher tells whether standard error is a terminal ([[ -t 2 ]]); run as a bare jar, the console is asked.
        String told = System.getProperty("grundy.stderr.terminal");
        boolean terminal = told != null ? Boolean.parseBoolean(told) : System.console() != null;
        AtomicBoolean stop = new AtomicBoolean();
        Thread main = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // Ctrl-C: the run stops sending games, keeps what finished, and says where; then the JVM ends.
            stop.set(true);
            try {
                if (!FINISHED.await(10, TimeUnit.SECONDS)) {
                    main.interrupt();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "grundy-census-stop"));
        int code = run(CensusCommand.withoutCommandName(args), out, err, terminal, stop);
        FINISHED.countDown();
        System.exit(code);
    }

    /**
     * Parses and runs one command line.
     *
     * @return the exit code: 0, 1 when the census failed, 2 for bad input, 130 when stopped
     */
    static int run(String[] args, PrintStream out, PrintStream err, boolean terminal, AtomicBoolean stop) {
        CensusCommand command = new CensusCommand();
        // @FILE is the census's own list of codes, read with a bound (Family); picocli's expansion of
        // @FILE into arguments would read /dev/zero for ever and echo a file's words in its errors.
        CommandLine line = new CommandLine(command).setExpandAtFiles(false);
        try {
            CommandLine.ParseResult parsed = line.parseArgs(args);
            if (parsed.isUsageHelpRequested()) {
                line.usage(out);
                return 0;
            }
            if (parsed.isVersionHelpRequested()) {
                out.println(version());
                return 0;
            }
            return command.run(out, err, terminal, stop);
        } catch (CommandLine.ParameterException e) {
            err.println("grundy census: " + e.getMessage());
            return 2;
        } catch (CensusInputException e) {
            err.println("grundy census: " + e.message(textOrEnglish(command.language)));
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        } catch (RuntimeException e) {
            // A game that failed on every member, a member that could not start: one line, the rows kept so far stay.
            err.println("grundy census: " + textOrEnglish(command.language).get("error.failed", e.getMessage()));
            return 1;
        }
    }

    /** @return "grundy census" and the version the jar's manifest gives, as {@code grundy --version} says it */
    static String version() {
        String version = CensusMain.class.getPackage().getImplementationVersion();
        return "grundy census " + (version == null ? "(development build)" : version);
    }

    private static Text textOrEnglish(String language) {
        try {
            return Text.of(language);
        } catch (CensusInputException e) {
            return Text.of("en");
        }
    }
}
