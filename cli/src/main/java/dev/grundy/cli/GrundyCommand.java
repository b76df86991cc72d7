package dev.grundy.cli;

import dev.grundy.cli.command.CensusCommand;
import dev.grundy.cli.command.GamesCommand;
import dev.grundy.cli.command.MovesCommand;
import dev.grundy.cli.command.NimberCommand;
import dev.grundy.cli.command.PlayCommand;
import dev.grundy.cli.command.PlotCommand;
import dev.grundy.cli.command.QuotientCommand;
import dev.grundy.cli.command.SequenceCommand;
import dev.grundy.cli.command.ServeCommand;
import dev.grundy.cli.command.SolveCommand;
import dev.grundy.cli.command.TableCommand;
import dev.grundy.cli.command.WythoffPairCommand;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.console.Failures;
import dev.grundy.cli.console.HelpLanguage;
import dev.grundy.cli.console.Languages;
import dev.grundy.cli.judge.JudgeCommand;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.HelpOptions;
import dev.grundy.cli.run.BuiltAside;
import dev.grundy.cli.run.CallWatchdog;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.StandardGames;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.Locale;

/**
 * The top command: {@code grundy SUBCOMMAND ...}. Its picocli model is built in code, as
 * {@link QuotientCommand}'s is, so that a quotient's start reads no annotation.
 */
public final class GrundyCommand implements Callable<Integer>, CommandContext {
    /**
     * The subcommands by name, in the order the help lists them. The names are their
     * {@code @Command} names (GrundyCommandTest checks), written here so that finding the one asked
     * reads no annotation: each class's annotations cost a start-up some milliseconds.
     */
    static final List<Map.Entry<String, Class<?>>> SUBCOMMANDS = List.of(Map.entry("solve", SolveCommand.class),
            Map.entry("moves", MovesCommand.class), Map.entry("sequence", SequenceCommand.class), Map.entry("plot", PlotCommand.class),
            Map.entry("games", GamesCommand.class), Map.entry("wythoff-pair", WythoffPairCommand.class),
            Map.entry("nimber", NimberCommand.class), Map.entry("table", TableCommand.class), Map.entry("judge", JudgeCommand.class),
            Map.entry("quotient", QuotientCommand.class), Map.entry("census", CensusCommand.class), Map.entry("play", PlayCommand.class),
            Map.entry("serve", ServeCommand.class), Map.entry("help", CommandLine.HelpCommand.class));
    private final Console console;
    /** Built on the second core while picocli reads the options on the first (docs/performance.md, "Start-up"). */
    private final BuiltAside<GameRegistry> registry = new BuiltAside<>("grundy-registry", StandardGames::withFiles);
    private final CommandSpec spec;
    private final OptionSpec language;

    GrundyCommand(Console console) {
        this.console = console;
        this.spec = HelpOptions.addTo(CommandSpec.wrapWithoutInspection(this).name("grundy").versionProvider(new Version()));
        spec.usageMessage().description("Solves impartial combinatorial games exactly: who wins, the nim-value, every winning move.")
                .footer("", "Positions are written GAME NUMBERS..., sums joined by a lone +:",
                        "  grundy solve nim 3 4 5",
                        "  grundy solve bash:3 5 + bash:3 7 + bash:3 9",
                        "'grundy games' lists the games.");
        this.language = OptionSpec.builder("--lang").paramLabel("LANG").scopeType(CommandLine.ScopeType.INHERIT)
                .type(Locale.class).converters(new Languages())
                .description("en or zh: the language of answers and messages (default: the system's).").build();
        spec.addOption(language);
    }

    /**
     * @param type one of {@link #SUBCOMMANDS}' classes
     * @return what picocli is given for it: its model where that is built in code, else the class
     */
    static Object subcommand(Class<?> type) {
        return type == QuotientCommand.class ? QuotientCommand.spec() : type;
    }

    /**
     * The command line for these arguments. Picocli reads every option of a subcommand from its
     * annotations when the subcommand is added: 0.25 s of CPU at start-up with all twelve, 0.15 s
     * with one (docs/benchmarks.md, "Fourth pass"). So when the arguments name a subcommand, only
     * that one is added; none when they ask only for {@code --version}; and all of them otherwise (no
     * arguments, {@code help}, a misspelt name that wants suggestions).
     *
     * @param console where the command writes
     * @param args the arguments the command line will be given, or none to add every subcommand
     * @return the command line, with Grundy's error handling: one line on stderr and exit code 2
     *     for bad input, never a stack trace
     */
    static CommandLine commandLine(Console console, String... args) {
        GrundyCommand root = new GrundyCommand(console);
        String asked = subcommandAsked(args);
        boolean named = !"help".equals(asked) && SUBCOMMANDS.stream().anyMatch(subcommand -> subcommand.getKey().equals(asked));
        boolean none = versionOnly(args);
        // The subcommands' models are made before picocli's first command line, whose one-time work
        // StartAhead is doing meanwhile on the second core.
        Map<String, Object> subcommands = new LinkedHashMap<>();
        for (Map.Entry<String, Class<?>> subcommand : SUBCOMMANDS) {
            if (!none && (!named || subcommand.getKey().equals(asked))) {
                subcommands.put(subcommand.getKey(), subcommand(subcommand.getValue()));
            }
        }
        CommandLine commandLine = new CommandLine(root.spec);
        // A loop, not forEach(commandLine::addSubcommand): a method reference to picocli (compiled for
        // Java 5) would keep picocli's CommandLine out of the launcher's archive.
        for (Map.Entry<String, Object> subcommand : subcommands.entrySet()) {
            commandLine.addSubcommand(subcommand.getKey(), subcommand.getValue());
        }
        commandLine.setOut(new PrintWriter(console.out(), true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(console.err(), true, StandardCharsets.UTF_8));
        Failures failures = new Failures(console, root::locale);
        commandLine.setParameterExceptionHandler(failures);
        commandLine.setExecutionExceptionHandler(failures);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        // Picocli would read any @WORD as a file of arguments, unbounded (@/dev/zero never ended);
        // a file is read only where an option says so, such as --moves @FILE.
        commandLine.setExpandAtFiles(false);
        commandLine.setExecutionStrategy(new Execution(commandLine, root));
        CommandLine judge = commandLine.getSubcommands().get("judge");
        if (judge != null) {
            JudgeCommand.hidePositionHelp(judge);
        }
        return commandLine;
    }

    /**
     * Runs the command asked for, in the language chosen. A class, not a lambda: a lambda of a
     * picocli interface keeps that interface (compiled for Java 5) out of the launcher's archive.
     */
    private static final class Execution implements CommandLine.IExecutionStrategy {
        private final CommandLine commandLine;
        private final GrundyCommand root;

        Execution(CommandLine commandLine, GrundyCommand root) {
            this.commandLine = commandLine;
            this.root = root;
        }

        @Override
        public int execute(CommandLine.ParseResult parseResult) {
            // Only now is --lang known; help is printed after this, in that language.
            HelpLanguage.apply(commandLine, root.locale());
            try {
                return new CommandLine.RunLast().execute(parseResult);
            } finally {
                // A command that ran person's code leaves no watchdog behind.
                CallWatchdog.disarm();
            }
        }
    }

    /** @return the first argument that is not an option of the top command nor its value, or null */
    private static String subcommandAsked(String[] args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang")) {
                i++;
            } else if (!args[i].startsWith("-")) {
                return args[i];
            }
        }
        return null;
    }

    /** @return whether the arguments ask for the version and nothing else but a language */
    private static boolean versionOnly(String[] args) {
        boolean version = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-V") || args[i].equals("--version")) {
                version = true;
            } else if (args[i].equals("--lang")) {
                i++;
            } else if (!args[i].startsWith("--lang=")) {
                return false;
            }
        }
        return version;
    }

    @Override
    public Console console() {
        return console;
    }

    @Override
    public Locale locale() {
        Locale locale = chosenLocale();
        return locale != null ? locale : Languages.fromSystem();
    }

    @Override
    public Locale chosenLocale() {
        return language.getValue();
    }

    @Override
    public GameRegistry registry() {
        return registry.get();
    }

    /** No command: the usage on stderr and exit code 2, as for any other command line that asks nothing. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return Failures.BAD_INPUT;
    }
}
