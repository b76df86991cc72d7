package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code grundy --help} lists every command, census too, and {@code grundy help X} works for each. */
class EveryCommandHelpTest {
    private static final Pattern LISTED = Pattern.compile("^  ([a-z-]+)  +\\S.*");

    @Test
    void theTopHelpListsEveryCommandAndTheHelpOfEachWorks() {
        List<String> listed = listedCommands(Cli.run("--help").out());

        assertThat(listed).containsExactlyElementsOf(Cli.everyCommand().getSubcommands().keySet()).contains("census");
        for (String command : listed) {
            Cli help = Cli.run("help", command);
            assertThat(help.exitCode()).as(command).isZero();
            assertThat(help.err()).as(command).isEmpty();
            assertThat(help.out()).as(command).contains("Usage: grundy " + command + " ");
        }
    }

    @Test
    void theCensusHelpSaysItRunsThroughTheLauncher() {
        Cli help = Cli.run("help", "census");

        assertThat(help.out()).contains("take-and-break").contains("./grundy census --help");
    }

    @Test
    void theCensusRunFromThisJarSaysHowToRunItInOneLineAndExitsTwo() {
        for (String[] args : List.of(new String[] {"census"}, new String[] {"census", "--help"},
                new String[] {"census", "0.07", "--to", "100"}, new String[] {"census", "-V"})) {
            Cli run = Cli.run(args);

            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.out()).isEmpty();
            assertThat(run.err()).isEqualTo("grundy: the census has a jar of its own; run it with the launcher: ./grundy census --help"
                    + System.lineSeparator());
        }
        assertThat(Cli.run("--lang", "zh", "census").err()).contains("普查").contains("./grundy census --help");
    }

    /** @return the names in the help's list of commands, in order */
    static List<String> listedCommands(String help) {
        List<String> names = new ArrayList<>();
        boolean inList = false;
        for (String line : help.split("\\R")) {
            Matcher listed = LISTED.matcher(line);
            if (line.equals("Commands:") || line.equals("命令：")) {
                inList = true;
            } else if (inList && listed.matches()) {
                names.add(listed.group(1));
            } else if (inList && !line.startsWith("    ")) {
                break;
            }
        }
        return names;
    }
}
