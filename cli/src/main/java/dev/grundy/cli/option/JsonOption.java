package dev.grundy.cli.option;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/** {@code --json}, one option for every command that answers in JSON as well as in words. */
public final class JsonOption {
    private static final String NAME = "--json";
    private static final String DESCRIPTION = "Print the answer as one JSON object (its fields: docs/reference/json-api.md).";

    @Option(names = NAME, description = DESCRIPTION)
    private boolean json;

    /** @return true when the answer is asked for in JSON */
    public boolean asked() {
        return json;
    }

    /**
     * The same option for a command whose model is built in code (see {@link HelpOptions}).
     *
     * @param command the command to give it
     */
    public static void addTo(CommandSpec command) {
        command.addOption(OptionSpec.builder(NAME).type(boolean.class).initialValue(false).description(DESCRIPTION).build());
    }

    /**
     * @param command a command given the option by {@link #addTo}, after parsing
     * @return true when the answer is asked for in JSON
     */
    public static boolean asked(CommandSpec command) {
        return command.findOption(NAME).<Boolean>getValue();
    }
}
