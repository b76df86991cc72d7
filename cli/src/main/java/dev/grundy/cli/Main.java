package dev.grundy.cli;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.console.Failures;
import dev.grundy.cli.console.Languages;
import dev.grundy.cli.run.StartAhead;

/** The {@code grundy} command's entry point. */
public final class Main {
    /** Set by the launcher: whether standard error is a terminal. */
    private static final String STDERR_TERMINAL = "grundy.stderr.terminal";

    private Main() {
    }

    /** @param args the command line */
    public static void main(String[] args) {
        StartAhead.start(CliText.BUNDLE, Languages.fromSystem());
        boolean terminal = System.console() != null;
        // Java cannot tell whether standard error alone is a terminal; the launcher script can, and says so.
        boolean progress = Boolean.parseBoolean(System.getProperty(STDERR_TERMINAL, String.valueOf(terminal)));
        Console console = new Console(System.in, System.out, System.err, terminal, progress);
        int exitCode;
        try {
            exitCode = GrundyCommand.commandLine(console, args).execute(args);
        } catch (OutOfMemoryError e) {
            console.err().println("grundy: out of memory; ask for less (a smaller position, --max-states or --to), or give Java more with JAVA_OPTS=-Xmx8g");
            exitCode = Failures.BAD_INPUT;
        }
        System.exit(exitCode);
    }
}
