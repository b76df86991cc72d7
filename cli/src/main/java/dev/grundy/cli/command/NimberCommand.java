package dev.grundy.cli.command;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.json.Json;
import dev.grundy.language.NimberExpression;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code grundy nimber EXPR}: nimber arithmetic, + the nim-sum and * the nim-product, worked out by
 * {@link NimberExpression}; with --explain, each product's split at a Fermat 2-power.
 */
@Command(name = "nimber", mixinStandardHelpOptions = true,
        description = {"Nimber arithmetic on integers of any size: + is the nim-sum, * the nim-product.",
                "* binds tighter than +; parentheses group; numbers are decimal or 0x… hexadecimal."},
        footer = {"", "Examples:", "  grundy nimber '5*7 + 3'", "  grundy nimber --explain '8*8'",
                "  grundy nimber --json '18446744073709551616 * 3'"})
public final class NimberCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Parameters(arity = "1..*", paramLabel = "EXPR",
            description = "The expression; its words are joined by spaces, so it may be quoted whole or not.")
    private List<String> words;

    @Option(names = "--explain", description = "Show every operation, each product by its split at a Fermat 2-power.")
    private boolean explain;

    @Mixin
    private JsonOption json;

    @Override
    public Integer call() {
        String expression = String.join(" ", words);
        NimberExpression.Result result = NimberExpression.read(expression, explain);
        List<String> steps = result.steps().stream().map(root::say).toList();
        PrintStream out = root.console().out();
        if (json.asked()) {
            out.println(Json.nimber(new Json.NimberJson(expression, result.value(), explain ? steps : null)));
            return 0;
        }
        for (String step : steps) {
            out.println(step);
        }
        if (explain) {
            out.println(root.say(CliText.of("nimber.value", expression, result.value())));
        } else {
            out.println(result.value());
        }
        return 0;
    }
}
