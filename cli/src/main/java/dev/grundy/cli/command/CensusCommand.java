package dev.grundy.cli.command;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Failures;
import dev.grundy.cli.option.CommandContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Unmatched;

import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code grundy census}, as this jar knows it: a name in the help and a pointer. The census has a
 * module and a jar of its own (Hazelcast and all), which the {@code ./grundy} launcher starts when
 * the first word is {@code census}; this jar does not depend on it, so run directly it says how.
 */
@Command(name = "census",
        description = "A census of a family of take-and-break games (octal codes): every game to N or a proved period, on this machine or a cluster.",
        footer = {"", "The census has a jar of its own, which the launcher starts:", "  ./grundy census --help"})
public final class CensusCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    /** Whatever was meant for the census jar: it is not read here. */
    @Unmatched
    private List<String> arguments;

    @Override
    public Integer call() {
        root.console().err().println(root.say(CliText.of("census.elsewhere")));
        return Failures.BAD_INPUT;
    }
}
