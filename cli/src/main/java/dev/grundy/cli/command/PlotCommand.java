package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.option.HeapGameArguments;
import dev.grundy.cli.render.SequencePlot;
import dev.grundy.cli.render.SequenceReport;
import dev.grundy.cli.run.SequenceProgress;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.text.GrundyException;
import dev.grundy.text.IoReason;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;

/** {@code grundy plot GAME --to N -o FILE}: the Grundy sequence as a picture, period marked. */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = {"Draws G(0..N) of a heap game as a dot plot, with the preperiod shaded grey and one period blue.",
                "The file's ending chooses the format: .png or .svg. Long runs show progress on a terminal."},
        footer = {"", "Examples:", "  grundy plot kayles --to 200 -o kayles.png", "  grundy plot octal:0.6 --to 10000 -o officers.svg"})
public final class PlotCommand implements Callable<Integer> {
    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    @Mixin
    private HeapGameArguments heapGame;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "The picture to write: .png or .svg.")
    private Path output;

    @Option(names = "--width", paramLabel = "PIXELS", defaultValue = "1200", description = "Width (default: ${DEFAULT-VALUE}).")
    private int width;

    @Option(names = "--height", paramLabel = "PIXELS", defaultValue = "500", description = "Height (default: ${DEFAULT-VALUE}).")
    private int height;

    @Override
    public Integer call() {
        String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".png") && !name.endsWith(".svg")) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.plotFile", output)));
        }
        if (width < 100 || height < 100 || width > 20000 || height > 20000) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.plotSize")));
        }
        int to = heapGame.to();
        SearchBudget budget = SearchBudget.of(Long.MAX_VALUE);
        SequenceSource source = heapGame.source(root.registry(), budget);
        Console console = root.console();
        Sequence sequence;
        try (TimeLimit limit = heapGame.timeLimit();
             SequenceProgress bar = new SequenceProgress(console.err(), 0, root.locale())) {
            try {
                sequence = source.sequence(to, SequenceMethod.AUTO, budget, console.progress() ? bar : SequenceListener.NONE);
            } catch (CancellationException e) {
                if (limit.stopped(e)) {
                    throw new GrundyException(CliText.of("error.timedOut", heapGame.timeout(),
                            String.format(Locale.ROOT, "%,d", budget.spent())));
                }
                throw e;
            }
        }
        try {
            SequencePlot.write(sequence, output, width, height);
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.write", output, IoReason.of(e)));
        }
        console.out().println(root.say(CliText.of("plot.drawn", SequenceReport.header(sequence), output)));
        return 0;
    }
}
