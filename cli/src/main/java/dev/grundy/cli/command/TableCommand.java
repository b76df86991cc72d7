package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.cli.option.OwnGame;
import dev.grundy.cli.option.TimeoutOption;
import dev.grundy.cli.render.TableImage;
import dev.grundy.cli.render.TableText;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.json.Json;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.PositionParser;
import dev.grundy.pattern.AcrossParameter;
import dev.grundy.pattern.Finding;
import dev.grundy.pattern.FormulaCheck;
import dev.grundy.pattern.LineValues;
import dev.grundy.pattern.Patterns;
import dev.grundy.pattern.PositionValues;
import dev.grundy.pattern.TableRange;
import dev.grundy.pattern.TupleValues;
import dev.grundy.pattern.ValueTable;
import dev.grundy.rules.CompiledFormula;
import dev.grundy.rules.OneLineRules;
import dev.grundy.rules.OneLineSequence;
import dev.grundy.rules.GameParameters;
import dev.grundy.text.Phrase;
import dev.grundy.rules.RulesLoader;
import dev.grundy.rules.ShapeFormula;
import dev.grundy.rules.ShapeRules;
import dev.grundy.pattern.ShapePattern;
import dev.grundy.pattern.ShapeTable;
import dev.grundy.cli.render.ShapeTableText;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.IoReason;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code grundy table GAME RANGE…}: the values of a game of numbers over ranges, and the patterns they show. */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"The nim-values of a game of one to three numbers over a range per number, P-positions marked with *.",
                "Then the patterns the values show, each with the range it was checked on, proved where a theorem proves it;",
                "--check tests a formula of your own on every position of the table."},
        footer = {"", "Examples:", "  grundy table subtract:2,5,7 0..200", "  grundy table wythoff 0..30 0..30",
                "  grundy table --moves 'n -> take(n, 1, 3, 4)' 0..50", "  grundy table lasker 0..99 --check 'n%%4==3 ? n+1 : n%%4==0 && n>0 ? n-1 : n'",
                "  grundy table nim 0..20 0..20 --check 'a == b'"})
public final class TableCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OwnGame own;

    @Parameters(arity = "1..*", paramLabel = "GAME RANGE",
            description = "The game (left out for --rules or --moves), then one range FROM..TO per number of a position; for a "
                    + "--moves line over strings, lists, grids or trees: ab 0..6 (alphabet, lengths), 0..3 0..4 (values, lengths), "
                    + ".# 1..2 1..3 (alphabet, rows, columns) or 1..7 (vertices).")
    private List<String> words;

    @Option(names = "--csv", description = "Print the table as CSV: the numbers, value, outcome (P or N), one line a position.")
    private boolean csv;

    @Mixin
    private JsonOption json;

    @Option(names = "--patterns", description = "Print only the patterns found, not the table (for tables too wide to read).")
    private boolean patternsOnly;

    @Option(names = {"--png", "--svg"}, paramLabel = "FILE",
            description = "Also draw the table into FILE (PNG, or SVG when FILE ends in .svg): two numbers as a colour map "
                    + "with P-positions black, one number (from 0) as grundy plot draws a sequence.")
    private Path picture;

    @Option(names = "--check", paramLabel = "EXPR",
            description = {"A Java expression of the numbers (n; or a, b, c; of a line over a shape, its position, e.g. s) giving the value, or a boolean giving whether",
                    "the position is P, checked on every position: exit 0 when it holds, 1 with the first counterexample.",
                    "The code runs as Java with your rights, like a program you run: run only code you trust."})
    private String check;

    @Option(names = "--max-states", paramLabel = "N", defaultValue = "" + SearchBudget.DEFAULT_MAX_STATES,
            description = "Stop with an error after exploring N states (default: ${DEFAULT-VALUE}).")
    private long maxStates;

    @Mixin
    private TimeoutOption timeout;

    /** The patterns of the table printed last, and the table, for what the tables of several K have in common. */
    private List<Finding> lastPatterns = List.of();
    private ValueTable lastTable;
    /** The same of a table of strings, lists, grids or trees: its patterns, and the table. */
    private List<ShapePattern> lastShapePatterns = List.of();
    private ShapeTable lastShapeTable;
    /** True while the tables of several K are gathered to be printed together (--json, --csv). */
    private boolean collectOnly;

    @Override
    public Integer call() {
        Double seconds = timeout.seconds(spec.commandLine(), root.locale());
        if (maxStates <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.maxStates", maxStates)));
        }
        if (csv && json.asked()) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.table.csvAndJson")));
        }
        if (check != null && check.isBlank()) {
            throw new InvalidPositionException(CliText.of("error.check.empty"));
        }
        if (own.overShapes()) {
            return own.ranged() ? shapeTablesAcrossParameter(seconds) : shapeTable(seconds);
        }
        String game = TableRange.looksLikeRange(words.get(0)) ? null : words.get(0);
        List<TableRange> ranges = new ArrayList<>();
        for (String word : words.subList(game == null ? 0 : 1, words.size())) {
            ranges.add(TableRange.parse(word));
        }
        if (game == null && !own.given()) {
            throw new InvalidPositionException(CliText.of("error.table.noGame"));
        }
        if (own.given() || check != null) {
            own.watch(root);
        }
        if (own.ranged()) {
            return acrossParameter(game, ranges, seconds);
        }
        return table(game, ranges, seconds);
    }

    /** One table, with the game's parameters bound to one value each. */
    private int table(String game, List<TableRange> ranges, Double seconds) {
        String name = game != null ? game : own.type().name();
        CompiledFormula formula = check == null ? null : new RulesLoader().formula(check, ranges.size(), own.parameters());
        SearchBudget budget = SearchBudget.of(maxStates);
        GameRegistry registry = own.given() ? root.registry().with(own.type()) : root.registry();
        return TimeLimit.run(seconds, budget, () -> answer(name, ValueTable.of(values(name, registry, budget), ranges),
                formula, registry, budget));
    }

    /** A one-line game over strings, lists, grids or trees: its small positions with their values and patterns, or the formula checked on them. */
    private int shapeTable(Double seconds) {
        if (picture != null) {
            throw new InvalidPositionException(CliText.of("error.table.shapeFormat"));
        }
        own.watch(root);
        ShapeRules rules = own.shapes();
        ShapeFormula formula = check == null ? null : new RulesLoader().formula(check, rules.line(), own.parameters());
        SearchBudget budget = SearchBudget.of(maxStates);
        return TimeLimit.run(seconds, budget, () -> {
            ShapeTable table = ShapeTable.of(rules, words, budget);
            PrintStream out = root.console().out();
            if (formula != null) {
                ShapeTable.Checked checked = table.check(formula);
                out.println(root.say(checked.says()));
                return checked.holds() ? 0 : 1;
            }
            if (csv && !collectOnly) {
                new ShapeTableText(table).printCsv(out);
                return 0;
            }
            List<ShapePattern> patterns = table.patterns();
            lastShapePatterns = patterns;
            lastShapeTable = table;
            if (collectOnly) {
                return 0;
            }
            if (json.asked()) {
                out.println(Json.shapeTable(OneLineRules.NAME, table, patterns, root.locale()));
                return 0;
            }
            if (!patternsOnly) {
                new ShapeTableText(table).print(out);
            }
            out.println(root.say(CliText.of("table.shapeP", table.pPositions(), table.size(), table.written())));
            out.println(root.say(CliText.of("table.patterns")));
            if (patterns.isEmpty()) {
                out.println("  " + root.say(Phrase.of("pattern.none", table.written())));
            }
            patterns.forEach(pattern -> out.println("  " + root.say(pattern.says(table.size(), table.written()))));
            return 0;
        });
    }

    /**
     * {@code --param K=1..6} on a line over strings, lists, grids or trees: the table for each K,
     * then the patterns every table shows (or each check); as text, or every table and the common
     * patterns in one JSON object or one CSV with a column for K.
     */
    private int shapeTablesAcrossParameter(Double seconds) {
        PrintStream out = root.console().out();
        String name = own.rangedName();
        boolean text = !csv && !json.asked() || check != null;
        collectOnly = !text;
        List<BigInteger> values = new ArrayList<>();
        List<List<ShapePattern>> patterns = new ArrayList<>();
        List<ShapeTable> tables = new ArrayList<>();
        int exit = 0;
        for (GameParameters parameters : own.eachParameters()) {
            own.bind(parameters);
            if (text) {
                out.println((values.isEmpty() ? "" : "\n") + parameters.written() + ":");
            }
            exit = Math.max(exit, shapeTable(seconds));
            values.add(parameters.valueOf(name));
            patterns.add(lastShapePatterns);
            tables.add(lastShapeTable);
        }
        if (check != null) {
            return exit;
        }
        List<Phrase> common = AcrossParameter.commonToShapes(name, values, patterns, lastShapeTable.written());
        if (csv) {
            out.println(name + ",position,value,outcome");
            for (int k = 0; k < tables.size(); k++) {
                new ShapeTableText(tables.get(k)).printCsvRows(values.get(k) + ",", out);
            }
        } else if (json.asked()) {
            out.println(Json.shapesAcrossParameter(OneLineRules.NAME, name, values, tables, patterns, common, root.locale()));
        } else {
            printCommon(common, name, out);
        }
        return exit;
    }

    /**
     * {@code --param K=1..6}: the table for each K, then the patterns every table shows, the ranges
     * they hold on; as text, or every table and the common patterns in one JSON object or one CSV
     * with a column for K.
     */
    private int acrossParameter(String game, List<TableRange> ranges, Double seconds) {
        if (picture != null) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.table.paramRangeText")));
        }
        PrintStream out = root.console().out();
        List<GameParameters> each = own.eachParameters();
        String name = own.rangedName();
        boolean text = !csv && !json.asked() || check != null;
        collectOnly = !text;
        List<BigInteger> values = new ArrayList<>();
        List<List<Finding>> findings = new ArrayList<>();
        List<ValueTable> tables = new ArrayList<>();
        int exit = 0;
        for (GameParameters parameters : each) {
            own.bind(parameters);
            if (text) {
                out.println((values.isEmpty() ? "" : "\n") + parameters.written() + ":");
            }
            exit = Math.max(exit, table(game, ranges, seconds));
            values.add(parameters.valueOf(name));
            findings.add(lastPatterns);
            tables.add(lastTable);
        }
        if (check != null) {
            return exit;
        }
        List<Phrase> common = AcrossParameter.common(name, values, findings, lastTable);
        if (csv) {
            out.println(name + "," + String.join(",", ValueTable.names(lastTable.arity())) + ",value,outcome");
            for (int k = 0; k < tables.size(); k++) {
                printCsvRows(tables.get(k), values.get(k) + ",", out);
            }
        } else if (json.asked()) {
            out.println(Json.acrossParameter(game != null ? game : own.type().name(), name, values, tables, findings, common, root.locale()));
        } else {
            printCommon(common, name, out);
        }
        return exit;
    }

    /** The patterns every table of K shows, after the tables. */
    private void printCommon(List<Phrase> common, String name, PrintStream out) {
        out.println();
        out.println(root.say(CliText.of("table.acrossParameter", name)));
        if (common.isEmpty()) {
            out.println("  " + root.say(CliText.of("table.acrossParameter.none", name)));
        }
        common.forEach(phrase -> out.println("  " + root.say(phrase)));
    }

    /** The table printed with its patterns, or the formula checked on it: the exit code. */
    private int answer(String name, ValueTable table, CompiledFormula formula, GameRegistry registry, SearchBudget budget) {
        PrintStream out = root.console().out();
        if (formula != null) {
            FormulaCheck.Result result = FormulaCheck.check(table, formula);
            out.println(root.say(result.says(table)));
            return result.holds() ? 0 : 1;
        }
        OneLineRules line = own.line();
        List<Finding> patterns = line != null && name.equals(OneLineRules.NAME)
                ? Patterns.ofGame(name, table, () -> OneLineSequence.provable(line), budget)
                : Patterns.ofGame(name, table, registry, budget);
        lastPatterns = patterns;
        lastTable = table;
        if (collectOnly) {
            return 0;
        }
        if (picture != null) {
            draw(table, name);
        }
        if (csv) {
            printCsv(table, out);
        } else if (json.asked()) {
            out.println(Json.table(name, table, patterns, root.locale()));
        } else {
            if (!patternsOnly) {
                new TableText(table).print(out);
                out.println();
            }
            out.println(root.say(CliText.of("table.patterns")));
            if (patterns.isEmpty()) {
                out.println("  " + root.say(dev.grundy.text.Phrase.of("pattern.none", table.written())));
            }
            patterns.forEach(pattern -> out.println("  " + root.say(pattern.says(table))));
        }
        return 0;
    }

    private void draw(ValueTable table, String name) {
        try {
            TableImage.write(table, name, picture);
        } catch (IOException e) {
            throw new InvalidPositionException(CliText.of("error.write", picture, IoReason.of(e)));
        }
    }

    private TupleValues values(String name, GameRegistry registry, SearchBudget budget) {
        OneLineRules line = own.line();
        return line != null && name.equals(OneLineRules.NAME) ? new LineValues(line, budget)
                : new PositionValues(new PositionParser(registry), name, budget);
    }

    private static void printCsv(ValueTable table, PrintStream out) {
        out.println(String.join(",", ValueTable.names(table.arity())) + ",value,outcome");
        printCsvRows(table, "", out);
    }

    /** One line a position, after the given start (the value of K, across a parameter). */
    private static void printCsvRows(ValueTable table, String start, PrintStream out) {
        for (int i = 0; i < table.size(); i++) {
            StringBuilder line = new StringBuilder(start);
            for (long number : table.numbers(i)) {
                line.append(number).append(',');
            }
            out.println(line.append(table.value(i)).append(',').append(table.value(i) == 0 ? 'P' : 'N'));
        }
    }
}
