package dev.grundy.cli.option;

import picocli.CommandLine.Option;

/** {@code --json}, one option for every command that answers in JSON as well as in words. */
public final class JsonOption {
    @Option(names = "--json", description = "Print the answer as one JSON object (its fields: docs/reference/json-api.md).")
    private boolean json;

    /** @return true when the answer is asked for in JSON */
    public boolean asked() {
        return json;
    }
}
