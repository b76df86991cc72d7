package dev.grundy.cli;

import dev.grundy.cli.console.Console;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The top command builds only the subcommand asked for, and answers exactly as with all of them. */
class GrundyCommandTest {
    private static final Set<String> EVERY_SUBCOMMAND = Set.of("solve", "moves", "sequence", "plot", "games",
            "wythoff-pair", "nimber", "table", "judge", "quotient", "census", "play", "serve", "help");

    @TempDir
    Path quotients;

    @Test
    void buildsOnlyTheSubcommandTheArgumentsName() {
        assertThat(subcommandsBuiltFor("sequence", "octal:0.6", "--to", "10")).containsExactly("sequence");
        assertThat(subcommandsBuiltFor("--lang", "zh", "solve", "nim", "3")).containsExactly("solve");
        assertThat(subcommandsBuiltFor("--lang=zh", "moves", "nim", "3")).containsExactly("moves");
    }

    @Test
    void buildsNoSubcommandForTheVersionAlone() {
        assertThat(subcommandsBuiltFor("--version")).isEmpty();
        assertThat(subcommandsBuiltFor("--lang", "zh", "-V")).isEmpty();
        assertThat(subcommandsBuiltFor("--version", "--help")).isEqualTo(EVERY_SUBCOMMAND);
    }

    @Test
    void buildsEverySubcommandWhenNoneIsNamed() {
        assertThat(subcommandsBuiltFor()).isEqualTo(EVERY_SUBCOMMAND);
        assertThat(subcommandsBuiltFor("help", "solve")).isEqualTo(EVERY_SUBCOMMAND);
        assertThat(subcommandsBuiltFor("sequense", "octal:0.6")).isEqualTo(EVERY_SUBCOMMAND);
        assertThat(subcommandsBuiltFor("--lang")).isEqualTo(EVERY_SUBCOMMAND);
    }

    @Test
    void eachSubcommandIsListedUnderItsOwnName() {
        for (Map.Entry<String, Class<?>> subcommand : GrundyCommand.SUBCOMMANDS) {
            String name = GrundyCommand.subcommand(subcommand.getValue()) instanceof CommandLine.Model.CommandSpec built ? built.name()
                    : subcommand.getValue().getAnnotation(CommandLine.Command.class).name();
            assertThat(name).isEqualTo(subcommand.getKey());
        }
        assertThat(GrundyCommand.SUBCOMMANDS).extracting(Map.Entry::getKey).containsExactlyInAnyOrderElementsOf(EVERY_SUBCOMMAND);
    }

    @Test
    void answersAsTheCommandWithEverySubcommandDoes() {
        List<String[]> cases = List.of(
                new String[] {"solve", "nim", "3", "4", "5"},
                new String[] {"--lang", "zh", "solve", "nim", "3", "4", "5"},
                new String[] {"solve", "--lang", "zh", "bash:3", "7"},
                new String[] {"sequence", "octal:0.6", "--to", "20", "--json"},
                new String[] {"solve", "nim", "three"},
                new String[] {"sequence", "--to", "-1", "octal:0.6"},
                new String[] {"sequense", "octal:0.6"},
                new String[] {"help", "moves"},
                new String[] {"quotient", "--to", "12", "octal:0.33", "--quotients", quotients.toString()},
                new String[] {"quotient", "octal:9.9"},
                new String[] {"quotient", "--help"},
                new String[] {"--version"},
                new String[] {"--lang", "zh", "-V"},
                new String[] {});
        for (String[] args : cases) {
            assertThat(run(args, true)).as(String.join(" ", args)).isEqualTo(run(args, false));
        }
    }

    private static Set<String> subcommandsBuiltFor(String... args) {
        Console console = new Console(System.in, System.out, System.err, false, false);
        return GrundyCommand.commandLine(console, args).getSubcommands().keySet();
    }

    /** @return the exit code, standard output and standard error of one run */
    private static List<Object> run(String[] args, boolean onlyTheOneNamed) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false, false);
        CommandLine commandLine = onlyTheOneNamed ? GrundyCommand.commandLine(console, args) : GrundyCommand.commandLine(console);
        int exitCode = commandLine.execute(args);
        return List.of(exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
