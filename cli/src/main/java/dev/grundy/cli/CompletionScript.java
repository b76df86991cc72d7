package dev.grundy.cli;

import dev.grundy.cli.console.Console;
import picocli.AutoComplete;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the bash completion script of {@code grundy} (picocli's {@link AutoComplete}), run by the
 * build at {@code package}: {@code cli/target/grundy_completion}. It works in zsh too, after
 * {@code autoload -U +X bashcompinit && bashcompinit}.
 */
public final class CompletionScript {
    private CompletionScript() {
    }

    /**
     * @return the script, completing every subcommand (the top command adds them all when no
     *     arguments name one) and their options
     */
    static String script() {
        Console quiet = new Console(new ByteArrayInputStream(new byte[0]), System.out, System.err, false, false);
        return AutoComplete.bash("grundy", GrundyCommand.commandLine(quiet));
    }

    /** @param args the file to write */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: CompletionScript FILE");
            System.exit(2);
        }
        Files.writeString(Path.of(args[0]), script(), StandardCharsets.UTF_8);
    }
}
