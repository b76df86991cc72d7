package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.option.HelpOptions;
import dev.grundy.cli.option.JsonOption;
import dev.grundy.cli.option.TimeoutOption;
import dev.grundy.cli.run.TerminalProgress;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.core.Game;
import dev.grundy.misere.quotient.FailedBuild;
import dev.grundy.misere.quotient.HeapRules;
import dev.grundy.misere.quotient.MisereQuotient;
import dev.grundy.misere.quotient.Presentation;
import dev.grundy.misere.quotient.QuotientBuilder;
import dev.grundy.misere.quotient.QuotientFolder;
import dev.grundy.json.Json;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.IoReason;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * {@code grundy quotient GAME [--to N]}: the misère quotient of a heap game, built heap by heap, saved for reuse.
 * Its picocli model is built in code, not read from annotations: reading annotations makes the JVM
 * generate a proxy class for each annotation type, some 40 ms of a start-up that the launcher's
 * archive cannot hold, and a small quotient takes less than that (docs/benchmarks.md).
 */
public final class QuotientCommand implements Callable<Integer> {
    /** The last heap tried when --to is not given: the build stops sooner once the quotient is final. */
    static final int DEFAULT_LAST_HEAP = 20_000;
    /** The largest --to accepted. */
    static final int MOST_HEAP = 100_000;
    /** The seconds a build may take when --timeout does not say. */
    private static final double DEFAULT_SECONDS = 60;

    private final CommandSpec spec;
    private CommandContext root;
    private Integer to;
    private long maxStates;
    private int maxOrder;

    private QuotientCommand() {
        spec = CommandSpec.wrapWithoutInspection(this).name("quotient");
    }

    /** @return the command's model, a new one at each call */
    public static CommandSpec spec() {
        CommandSpec spec = new QuotientCommand().spec;
        spec.usageMessage().description("The misère quotient of a heap game (Plambeck–Siegel): its order, P-portion, a presentation by "
                        + "generators and relations, and the pretending function Φ (heap → element).",
                "Built heap by heap until the misère periodicity test makes it final, or --to N, or the budget runs out; "
                        + "saved in the quotient folder (GRUNDY_QUOTIENTS, else $XDG_CACHE_HOME/grundy/quotients, else "
                        + "~/.cache/grundy/quotients) for solve --misere to use. --timeout is 60 seconds unless given.")
                .footer("", "Examples:", "  grundy quotient octal:0.75", "  grundy quotient kayles --to 8", "  grundy quotient --json subtract:1,2");
        spec.addPositional(PositionalParamSpec.builder().index("0").arity("1").required(true).paramLabel("GAME").type(String.class)
                .description("A heap game: octal:0.75, kayles, subtract:1,2, nim, …").build());
        spec.addOption(OptionSpec.builder("--to").paramLabel("N").type(Integer.class)
                .description("Build the quotient of the heaps 0..N (default: until final, at most " + DEFAULT_LAST_HEAP + ").").build());
        JsonOption.addTo(spec);
        TimeoutOption.addTo(spec);
        spec.addOption(OptionSpec.builder("--max-states").paramLabel("N").type(long.class).defaultValue("5000000")
                .description("The most states the verification may explore (default ${DEFAULT-VALUE}).").build());
        spec.addOption(OptionSpec.builder("--max-order").paramLabel("N").type(int.class).defaultValue("2000")
                .description("The largest order allowed (default ${DEFAULT-VALUE}).").build());
        spec.addOption(OptionSpec.builder("--quotients").paramLabel("DIR").type(Path.class)
                .description("The folder of saved quotients (overrides GRUNDY_QUOTIENTS).").build());
        return HelpOptions.addTo(spec);
    }

    @Override
    public Integer call() throws IOException {
        root = (CommandContext) spec.root().userObject();
        to = spec.findOption("--to").getValue();
        maxStates = spec.findOption("--max-states").<Long>getValue();
        maxOrder = spec.findOption("--max-order").<Integer>getValue();
        String game = spec.positionalParameters().get(0).getValue();
        Path folder = spec.findOption("--quotients").getValue();
        boolean json = JsonOption.asked(spec);
        if (to != null && (to < 1 || to > MOST_HEAP)) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.quotientTo", MOST_HEAP, to)));
        }
        double timeout = TimeoutOption.secondsOr(spec, root.locale(), DEFAULT_SECONDS);
        if (maxStates <= 0 || maxOrder <= 1) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.quotientLimits")));
        }
        Game<?> heapGame = root.registry().game(game, SearchBudget.standard());
        HeapRules rules = HeapRules.of(heapGame);
        QuotientFolder store = folder == null ? QuotientFolder.standard() : new QuotientFolder(folder);
        MisereQuotient saved = store.load(heapGame.name());
        boolean reuse = saved != null && (to == null ? saved.isFinal() : saved.lastHeap() == to);
        int lastHeap = to == null ? DEFAULT_LAST_HEAP : to;
        int seconds = (int) Math.ceil(timeout);
        PrintStream out = root.console().out();
        FailedBuild failed = reuse ? null : store.failure(heapGame.name());
        if (failed != null && failed.covers(lastHeap, maxStates, seconds, maxOrder) && failed.reached() < lastHeap) {
            out.println(json ? Json.failedQuotient(failed) : root.say(CliText.of("quotient.gaveUpBefore", failed.game(),
                    String.format(Locale.ROOT, "%,d", failed.lastHeap()), String.format(Locale.ROOT, "%,d", failed.states()), failed.seconds(),
                    String.format(Locale.ROOT, "%,d", failed.mostOrder()), failed.reached(),
                    failed.order(), root.say(CliText.of("quotient.stop." + failed.stop().name())))));
            return 0;
        }
        MisereQuotient quotient;
        String stop;
        if (reuse) {
            quotient = saved;
            stop = saved.isFinal() ? "FINAL" : "LAST_HEAP";
        } else {
            QuotientBuilder.Result result = build(rules, timeout);
            quotient = result.quotient();
            stop = result.stop().name();
            if (saved == null || !saved.isFinal() || quotient.isFinal()) {
                save(store, quotient);
            }
            if (!quotient.isFinal() && (to == null || result.stop() != QuotientBuilder.Stop.LAST_HEAP)) {
                remember(store, new FailedBuild(heapGame.name(), lastHeap, maxStates, seconds, maxOrder, quotient.lastHeap(), quotient.order(), result.stop()));
            }
        }
        if (json) {
            out.println(Json.quotient(quotient, stop));
        } else {
            print(quotient, stop, out);
        }
        return 0;
    }

    /** A folder that cannot be written (a file, a folder of another user's) is one line naming it. */
    private static void save(QuotientFolder store, MisereQuotient quotient) {
        try {
            store.save(quotient);
        } catch (IOException e) {
            throw new InvalidPositionException(CliText.of("error.quotients.unwritable", store.folder(), IoReason.of(e)));
        }
    }

    /** A build that gave up and cannot be recorded is built again next time, as before there were records: no error. */
    private static void remember(QuotientFolder store, FailedBuild failed) {
        try {
            store.remember(failed);
        } catch (IOException unwritable) {
            // The quotient's own save above has already said when the folder cannot be written.
        }
    }

    @SuppressWarnings("try") // the limit interrupts the build when the time is up
    private QuotientBuilder.Result build(HeapRules rules, double timeout) {
        SearchBudget budget = new SearchBudget(SearchBudget.Limits.standard().withMaxStates(maxStates), dev.grundy.budget.ProgressListener.NONE);
        try (TimeLimit limit = TimeLimit.start(timeout); TerminalProgress bar = new TerminalProgress(root.console(), root.locale())) {
            return new QuotientBuilder(rules, maxOrder).reporting(bar).build(to == null ? DEFAULT_LAST_HEAP : to, to == null, budget);
        } finally {
            Thread.interrupted();
        }
    }

    private void print(MisereQuotient quotient, String stop, PrintStream out) {
        Presentation presentation = quotient.presentation();
        out.println(quotient.isFinal()
                ? root.say(CliText.of("quotient.final", quotient.game(), quotient.order(), quotient.periodicity().period(),
                        quotient.periodicity().preperiod(), quotient.lastHeap()))
                : root.say(CliText.of("quotient.growing", quotient.game(), quotient.lastHeap(), quotient.order(),
                        root.say(CliText.of("quotient.stop." + stop)))));
        out.println(root.say(CliText.of("quotient.pPortion", pPortion(quotient, presentation).stream().collect(Collectors.joining(", ")))));
        out.println(root.say(CliText.of("quotient.presentation", String.join(", ", presentation.names()),
                String.join(", ", presentation.relations()))));
        out.println(root.say(CliText.of("quotient.generators", IntStream.range(0, quotient.generatorHeaps().length)
                .mapToObj(g -> presentation.names().get(g) + " = Φ(" + quotient.generatorHeaps()[g] + ")").collect(Collectors.joining(", ")))));
        out.println(root.say(CliText.of("quotient.phi")));
        List<String> images = phi(quotient, presentation);
        for (int start = 0; start < images.size(); start += 10) {
            int from = start;
            out.println("  " + IntStream.range(from, Math.min(from + 10, images.size()))
                    .mapToObj(h -> h + ":" + images.get(h)).collect(Collectors.joining(" ")));
        }
    }

    private static List<String> pPortion(MisereQuotient quotient, Presentation presentation) {
        return quotient.monoid().pPortion().stream().map(presentation::word).toList();
    }

    private static List<String> phi(MisereQuotient quotient, Presentation presentation) {
        return Arrays.stream(quotient.phi()).mapToObj(presentation::word).toList();
    }
}
