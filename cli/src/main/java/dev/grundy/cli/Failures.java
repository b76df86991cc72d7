package dev.grundy.cli;

import dev.grundy.core.GrundyException;
import dev.grundy.solve.StateLimitException;
import picocli.CommandLine;

import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * Turns every failure into one line on stderr, in the chosen language: bad input and exhausted
 * limits exit 2, anything else is a bug in Grundy and exits 1. A stack trace is shown only with
 * GRUNDY_DEBUG=1.
 */
final class Failures implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;
    static final int BUG = 1;

    private final Console console;
    private final Supplier<Locale> locale;

    Failures(Console console, Supplier<Locale> locale) {
        this.console = console;
        this.locale = locale;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        String command = e.getCommandLine().getCommandSpec().qualifiedName();
        console.err().println(CliText.of("error.usage", command, e.getMessage()).excerpted().in(locale.get()));
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        if (System.getenv("GRUNDY_DEBUG") != null) {
            e.printStackTrace(console.err());
        }
        Locale language = locale.get();
        if (e instanceof StateLimitException limit) {
            console.err().println(CliText.of("error.stateLimit", limit.phrase()).in(language));
            return BAD_INPUT;
        }
        if (e instanceof GrundyException problem) {
            console.err().println(CliText.of("error", problem.phrase()).in(language));
            return BAD_INPUT;
        }
        if (e instanceof CancellationException) {
            console.err().println(CliText.of("error.interrupted").in(language));
            return BAD_INPUT;
        }
        console.err().println(CliText.of("error.bug", String.valueOf(e)).excerpted().in(language));
        return BUG;
    }
}
