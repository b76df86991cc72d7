package dev.grundy.cli.command;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.json.Json;
import dev.grundy.language.GameType;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.util.concurrent.Callable;

/** {@code grundy games}: the games, their rules and how to write their positions. */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "The games Grundy knows, their rules and how their positions are written.")
public final class GamesCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Mixin
    private JsonOption json;

    @Override
    public Integer call() {
        PrintStream out = root.console().out();
        if (json.asked()) {
            out.println(Json.games(root.registry().types(), root.locale()));
            return 0;
        }
        out.println(root.say(CliText.of("games.intro")));
        for (GameType type : root.registry().types()) {
            out.println();
            out.println(type.syntax());
            out.println(root.say(CliText.of("games.rule", type.rule())));
            out.println(root.say(CliText.of("games.position", type.position())));
            out.println(root.say(CliText.of("games.example", type.example())));
        }
        return 0;
    }
}
