package dev.grundy.cli.command;

import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.cli.option.PositionArguments;
import dev.grundy.cli.render.SolutionText;
import dev.grundy.cli.run.TerminalProgress;
import dev.grundy.core.Position;
import dev.grundy.json.Json;
import dev.grundy.language.PositionParser;
import dev.grundy.solve.Solution;
import dev.grundy.text.GrundyException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code grundy solve POSITION}: the outcome, the nim-value and every winning move. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Who wins POSITION with best play, its nim-value, and every winning move, with the reasoning.",
                "Sums of different games are solved by the Sprague–Grundy theorem."},
        footer = {"", "Examples:", "  grundy solve nim 3 4 5", "  grundy solve --json bash:3 5 + bash:3 7 + bash:3 9",
                "  grundy solve wythoff 1000000000000 1618033988749", "  grundy solve --misere nim 1 1 2",
                "  grundy solve --rules examples/Cutting.java 4 2 + nim 3",
                "  printf 'nim 3 4 5\\nwythoff 3 5\\n' | grundy solve --batch"})
public final class SolveCommand implements Callable<Integer> {
    private static final int BATCH_CHUNK = 4096;

    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    @Mixin
    private PositionArguments arguments;

    @Mixin
    private JsonOption json;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "" + SearchBudget.DEFAULT_MOST_LISTED,
            description = {"List at most N winning moves (default: ${DEFAULT-VALUE}); all are counted."})
    private int limit;

    @Option(names = "--batch", description = {"Read one position per line from standard input and write one JSON object",
            "per line; a bad line gives {\"position\", \"error\"} and the batch goes on;",
            "--timeout and the state limit hold for each line."})
    private boolean batch;

    @Override
    public Integer call() {
        if (batch) {
            if (arguments.given()) {
                throw new ParameterException(spec.commandLine(), root.say(CliText.of("batch.noPosition")));
            }
            return solveBatch();
        }
        if (limit <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.limit", limit)));
        }
        Console console = root.console();
        try (TerminalProgress progress = new TerminalProgress(console, root.locale())) {
            SearchBudget budget = arguments.budget(progress, limit);
            return arguments.searchWithinLimits(budget, () -> {
                Solution solution = arguments.solver(budget).solve(arguments.position(budget));
                progress.clear();
                if (json.asked()) {
                    console.out().println(Json.solution(solution, root.locale()));
                } else {
                    new SolutionText(console.out(), root.locale()).print(solution);
                }
                return 0;
            });
        }
    }

    /** Lines are read in chunks, each solved on every core, and answered in their order. */
    private int solveBatch() {
        PositionParser parser = arguments.parser();
        PrintStream stdout = root.console().out();
        Writer out = new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), 1 << 16);
        try (BufferedReader input = new BufferedReader(new InputStreamReader(root.console().in(), StandardCharsets.UTF_8))) {
            List<String> chunk = new ArrayList<>(BATCH_CHUNK);
            String line;
            do {
                line = input.readLine();
                if (line != null) {
                    chunk.add(line);
                }
                if (chunk.size() == BATCH_CHUNK || line == null && !chunk.isEmpty()) {
                    for (String answer : chunk.parallelStream().map(text -> solveLine(parser, text)).toList()) {
                        out.write(answer);
                        out.write('\n');
                    }
                    chunk.clear();
                }
            } while (line != null);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }

    private String solveLine(PositionParser parser, String line) {
        try {
            SearchBudget budget = arguments.budget(ProgressListener.NONE, limit);
            // Each line has its own --timeout, as it has its own state limit: one slow line cannot hold the batch.
            return arguments.searchWithinLimits(budget,
                    () -> Json.solution(arguments.solver(budget).solve(parser.parse(line, budget)), root.locale()));
        } catch (GrundyException e) {
            return Json.error(line, root.say(e.phrase()));
        }
    }
}
