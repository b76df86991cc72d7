package dev.grundy.cli.command;

import dev.grundy.arithmetic.IntegerRoots;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.core.Numbers;
import dev.grundy.games.WythoffPairs;
import dev.grundy.json.Json;
import dev.grundy.text.Phrase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code grundy wythoff-pair K...}: the K-th Wythoff pair, the P-positions of Wythoff's game. */
@Command(name = "wythoff-pair", mixinStandardHelpOptions = true,
        description = {"The K-th Wythoff pair (a_K, b_K) = (⌊Kφ⌋, ⌊Kφ⌋ + K), exact for K of any size.",
                "The pairs, in either order, are the positions of Wythoff's game that the player to move loses."},
        footer = {"", "Examples:", "  grundy wythoff-pair 5", "  grundy wythoff-pair --json 0 1 2 3 4"})
public final class WythoffPairCommand implements Callable<Integer> {
    private static final BigInteger FIVE = BigInteger.valueOf(5);

    @ParentCommand
    private CommandContext root;

    @Parameters(arity = "1..*", paramLabel = "K", description = "The pair's index, a non-negative integer.")
    private List<String> indices;

    @Mixin
    private JsonOption json;

    @Override
    public Integer call() {
        List<Json.PairJson> pairs = new ArrayList<>();
        for (String index : indices) {
            BigInteger k = Numbers.nonNegative(Phrase.of("what.parameter", "wythoff-pair", "K"), index);
            pairs.add(new Json.PairJson(k, WythoffPairs.lower(k), WythoffPairs.upper(k)));
        }
        PrintStream out = root.console().out();
        if (json.asked()) {
            out.println(Json.pairs(pairs));
            return 0;
        }
        for (Json.PairJson pair : pairs) {
            BigInteger k = pair.k();
            BigInteger root5 = IntegerRoots.sqrt(FIVE.multiply(k).multiply(k));
            out.println(root.say(CliText.of("wythoffPair", k, pair.a(), pair.b())));
            out.printf("  a = ⌊%sφ⌋ = ⌊(%s + ⌊√(5·%s²)⌋) / 2⌋ = ⌊(%s + %s) / 2⌋ = %s%n", k, k, k, k, root5, pair.a());
            out.printf("  b = a + %s = %s%n", k, pair.b());
        }
        return 0;
    }
}
