package dev.grundy.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The completion script the build writes (cli/target/grundy_completion) completes, in bash,
 * every subcommand's name, census among them, and every option of each.
 */
class CompletionScriptTest {
    private static Path script;

    @BeforeAll
    static void writeTheScript() throws IOException {
        script = Files.createTempFile("grundy_completion", "");
        CompletionScript.main(new String[] {script.toString()});
    }

    @Test
    void completesEverySubcommand() throws Exception {
        Set<String> subcommands = Cli.everyCommand().getSubcommands().keySet();

        assertThat(complete("grundy", "")).isEqualTo(subcommands).contains("census", "serve");
        assertThat(complete("grundy", "se")).containsExactlyInAnyOrder("sequence", "serve");
    }

    @Test
    void completesTheOptionsOfEverySubcommand() throws Exception {
        for (Map.Entry<String, CommandLine> subcommand : Cli.everyCommand().getSubcommands().entrySet()) {
            Set<String> options = new HashSet<>();
            for (OptionSpec option : subcommand.getValue().getCommandSpec().options()) {
                options.addAll(Arrays.asList(option.names()));
            }

            assertThat(complete("grundy", subcommand.getKey(), "-")).as(subcommand.getKey()).containsAll(options);
        }
        assertThat(complete("grundy", "solve", "--max-")).containsExactlyInAnyOrder("--max-states", "--max-memory");
    }

    /** @return what bash offers for the last word, after the others (as _complete_grundy sees a Tab) */
    private static Set<String> complete(String... words) throws Exception {
        StringBuilder array = new StringBuilder();
        for (String word : words) {
            array.append(" '").append(word).append('\'');
        }
        String line = String.join(" ", words);
        String run = "source '" + script + "'; compopt() { :; }; "
                + "COMP_WORDS=(" + array + "); COMP_CWORD=" + (words.length - 1) + "; COMP_LINE='" + line + "'; "
                + "COMP_POINT=${#COMP_LINE}; _complete_grundy; printf '%s\\n' \"${COMPREPLY[@]}\"";
        Process bash = new ProcessBuilder("bash", "-c", run).redirectErrorStream(true).start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(bash.waitFor()).as(out).isZero();
        Set<String> offered = new HashSet<>(out.lines().map(String::strip).toList());
        offered.remove("");
        return offered;
    }
}
