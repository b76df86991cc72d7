package dev.grundy.cli;

import dev.grundy.core.GrundyException;
import dev.grundy.solve.StateLimitException;
import picocli.CommandLine;

import java.util.concurrent.CancellationException;

/**
 * Turns every failure into one line on stderr: bad input and exhausted limits exit 2, anything
 * else is a bug in Grundy and exits 1. A stack trace is shown only with GRUNDY_DEBUG=1.
 */
final class Failures implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;
    static final int BUG = 1;

    private final Console console;

    Failures(Console console) {
        this.console = console;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        String command = e.getCommandLine().getCommandSpec().qualifiedName();
        console.err().println(command + ": " + e.getMessage() + " (see '" + command + " --help')");
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        if (System.getenv("GRUNDY_DEBUG") != null) {
            e.printStackTrace(console.err());
        }
        if (e instanceof StateLimitException limit) {
            console.err().println("grundy: " + limit.getMessage() + "; raise it with --max-states");
            return BAD_INPUT;
        }
        if (e instanceof GrundyException problem) {
            console.err().println("grundy: " + problem.getMessage());
            return BAD_INPUT;
        }
        if (e instanceof CancellationException) {
            console.err().println("grundy: interrupted");
            return BAD_INPUT;
        }
        console.err().println("grundy: internal error, please report it: " + e);
        return BUG;
    }
}
