package dev.grundy.cli;

import dev.grundy.cli.console.Console;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * One run of the {@code grundy} command in this JVM, with what it printed.
 *
 * @param exitCode the exit code
 * @param out standard output
 * @param err standard error
 */
public record Cli(int exitCode, String out, String err) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static Cli run(String... args) {
        return runWithInput("", args);
    }

    public static Cli runWithInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false, false);
        int exitCode = GrundyCommand.commandLine(console, args).execute(args);
        return new Cli(exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** @return the top command line with every subcommand, as {@code grundy --help} lists them */
    static CommandLine everyCommand() {
        Console quiet = new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream()), false, false);
        return GrundyCommand.commandLine(quiet);
    }

    public JsonNode json() {
        try {
            return MAPPER.readTree(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
