package dev.grundy.cli;

/** The {@code grundy} command's entry point. */
public final class Main {
    private Main() {
    }

    /** @param args the command line */
    public static void main(String[] args) {
        Console console = new Console(System.in, System.out, System.err, System.console() != null);
        int exitCode;
        try {
            exitCode = GrundyCommand.commandLine(console).execute(args);
        } catch (OutOfMemoryError e) {
            console.err().println("grundy: out of memory; lower --max-states, or give Java more with JAVA_OPTS=-Xmx8g");
            exitCode = Failures.BAD_INPUT;
        }
        System.exit(exitCode);
    }
}
