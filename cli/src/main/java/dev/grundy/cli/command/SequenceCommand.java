package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.console.Failures;
import dev.grundy.cli.option.HeapGameArguments;
import dev.grundy.cli.option.OwnGame;
import dev.grundy.cli.render.GenusListing;
import dev.grundy.cli.render.SequenceReport;
import dev.grundy.cli.run.Checkpointer;
import dev.grundy.cli.run.InterruptGuard;
import dev.grundy.cli.run.SequenceProgress;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.heap.CompactValues;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.ResumableSequence;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceFile;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.heap.StreamedSequence;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.json.Json;
import dev.grundy.misere.Genus;
import dev.grundy.rules.OneLineRules;
import dev.grundy.rules.OneLineSequence;
import dev.grundy.text.GrundyException;
import dev.grundy.text.IoReason;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;

/** {@code grundy sequence GAME --to N}: G(0..N) of a heap game, its periodicity, and a summary. */
@Command(name = "sequence", mixinStandardHelpOptions = true,
        description = {"The Grundy values G(0..N) of a heap game, their periodicity — proved where a theorem applies "
                + "(the octal games periodicity theorem, the window of a subtraction game, a closed form) — and a summary.",
                "Long runs show progress on a terminal, stop cleanly on Ctrl-C, and resume from --checkpoint."},
        footer = {"", "Examples:", "  grundy sequence kayles --to 1000", "  grundy sequence octal:0.6 --to 100000 --summary",
                "  grundy sequence grundy-game --to 20000 --binary gg.seq --checkpoint gg.ckpt",
                "  grundy sequence --csv subtract:1,3,4 --to 100",
                "  grundy sequence --moves 'n -> take(n, 1, 3, 4)' --to 1000000 --summary"})
public final class SequenceCommand implements Callable<Integer> {
    public static final int INTERRUPTED = 130;
    /** The largest last heap of a streamed run: 2^31 blocks of 2^16 values. */
    static final long MAX_STREAMED = (1L << 46) - 2;
    private static final int MIN_WINDOW = 1 << 17;

    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    @Mixin
    private HeapGameArguments heapGame;

    @Mixin
    private OwnGame own;

    @Option(names = "--method", paramLabel = "METHOD", defaultValue = "auto",
            description = "auto (default), naive or sparse: how octal games' values are computed.")
    private SequenceMethod method;

    @ArgGroup(exclusive = true)
    private Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "One JSON object: game, values, periodicity, summary.")
        boolean json;
        @Option(names = "--csv", description = "n,grundy lines.")
        boolean csv;
        @Option(names = "--summary", description = "Only the periodicity and the summary, not the values.")
        boolean summary;
        @Option(names = "--binary", paramLabel = "FILE", description = "Write the values compactly to FILE (format in the README); print the summary. "
                + "Computed in memory when they fit in the memory Java may use, else streamed (as with --stream or --histograms).")
        Path binary;
    }

    @Option(names = "--genus", description = "Instead of the values, the genus of every heap 0..N under misère play "
            + "(Conway; Winning Ways ch. 13), by search: g^{γ0γ1…}, e.g. 4^{146}.")
    private boolean genus;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Save the values to FILE as the run goes, and resume from it when it exists.")
    private Path checkpoint;

    @Option(names = "--checkpoint-every", paramLabel = "SECONDS", defaultValue = "30",
            description = "How often to save the checkpoint (default: ${DEFAULT-VALUE} s).")
    private double checkpointEvery;

    @Option(names = "--histograms", paramLabel = "DIR",
            description = "With --binary: write DIR/histogram-2^k.txt, the `nimber frequency` lines of G(0..2^k − 1), "
                    + "at every power of two (a streamed run).")
    private Path histograms;

    @Option(names = "--stream", description = "Stream even when the values would fit in memory: memory flat in N "
            + "(a run streams by itself only when they would not); the values go to --binary FILE or --out FILE.")
    private boolean stream;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Where a streamed run without --binary writes the values "
                    + "(default: GAME-to-N.seq in the working directory); the summary names the file.")
    private Path outFile;

    @Option(names = "--window", paramLabel = "VALUES", defaultValue = "" + StreamedSequence.DEFAULT_WINDOW,
            description = "How many of the first and of the last values a streamed run holds in memory, "
                    + "each (default: ${DEFAULT-VALUE}, 2 MB each); a power of two, at least 131072.")
    private int window;

    @Override
    public Integer call() throws IOException {
        SearchBudget budget = SearchBudget.of(Long.MAX_VALUE);
        if (own.given()) {
            own.watch(root);
            if (heapGame.game() != null || genus || histograms != null || stream) {
                throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.sequence.movesAlone")));
            }
        }
        boolean asked = stream || format.binary != null && histograms != null;
        if (!genus && (asked || !own.given() && beyondMemory())) {
            SequenceSource source = heapGame.source(root.registry(), budget);
            if (source instanceof OctalGame game && StreamedSequence.applies(game.rules())) {
                return streamed(game.rules(), asked);
            }
        }
        if (stream && !genus) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.streamAsked")));
        }
        if (histograms != null) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.histogramsStreamed")));
        }
        int to = heapGame.to();
        if (genus) {
            return genera(to);
        }
        SequenceSource source = own.given() ? OneLineSequence.of(ownLine(), own.parameters()) : heapGame.source(root.registry(), budget);
        Console console = root.console();
        try (Checkpointer checkpointer = checkpoint == null ? null : checkpointer(source)) {
            int resumedAt = checkpointer == null ? 0 : resume((ResumableSequence) source, checkpointer, console.err());
            // The guard holds Ctrl-C's exit until the checkpoint is saved and the output written.
            InterruptGuard guard = new InterruptGuard();
            try {
                Sequence sequence;
                try (TimeLimit limit = heapGame.timeLimit();
                     SequenceProgress bar = new SequenceProgress(console.err(), resumedAt, root.locale())) {
                    try {
                        sequence = source.sequence(to, method, budget, both(console.progress() ? bar : SequenceListener.NONE, checkpointer));
                    } catch (CancellationException e) {
                        return stopped((ResumableSequence) source, checkpointer, console.err(), limit.stopped(e));
                    }
                }
                if (checkpointer != null) {
                    checkpointer.save(sequence.values(), sequence.length());
                }
                write(sequence, console.out());
                return 0;
            } finally {
                guard.close();
            }
        }
    }

    /** The line of {@code --moves}: a Java file of rules has no sequence of its own. */
    private OneLineRules ownLine() {
        OneLineRules line = own.line();
        if (line == null) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.sequence.movesAlone")));
        }
        return line;
    }

    /**
     * Whether G(0..N) would not fit in the memory Java has, by the table's own bound: the rule
     * that streams a run by itself. With --binary too, every other run is in memory.
     */
    private boolean beyondMemory() {
        return heapGame.toAtLeast(TakeAndBreakValues.MAX_SIZE)
                || !StreamedSequence.fitsInMemory(heapGame.to() + 1L, Runtime.getRuntime().maxMemory());
    }

    /**
     * A run with memory flat in N ({@link StreamedRun}): asked for (--stream, or --histograms with
     * --binary), or chosen because the values would not fit in memory. Every other run is in
     * memory, --binary's file written from the values at the end. The values go to --binary, to
     * --out, or to a file in the working directory named after the game, which the summary names.
     *
     * @param asked whether the user asked for it, rather than the values' size
     */
    private int streamed(TakeAndBreak rules, boolean asked) {
        long to = heapGame.to(MAX_STREAMED);
        if (format.json || format.csv) {
            throw asked ? new ParameterException(spec.commandLine(), root.say(CliText.of("error.streamFile")))
                    : new GrundyException(CliText.of("error.streamedValues", to));
        }
        if (Integer.bitCount(window) != 1 || window < MIN_WINDOW) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.window", window)));
        }
        Path binary = format.binary != null ? format.binary
                : outFile != null ? outFile : Path.of(rules.name().replace(':', '-') + "-to-" + to + ".seq");
        if (format.binary == null) {
            checkWritable(binary);
        }
        checkDiskRoom(binary, to);
        if (format.binary == null && !asked) {
            root.console().err().println(root.say(CliText.of("sequence.streaming", to,
                    megabytes(Runtime.getRuntime().maxMemory()), binary)));
        }
        return new StreamedRun(root, heapGame).run(rules, to, binary, checkpoint, histograms, window,
                (long) (checkpointEvery * 1000));
    }

    /** Says at once, not after the run, that the values cannot be written where they would go; leaves no file behind. */
    private static void checkWritable(Path file) {
        boolean existed = Files.exists(file);
        try {
            FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE).close();
            if (!existed) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.write", file, IoReason.of(e)));
        }
    }

    /**
     * A streamed run keeps every value on disk, at least a byte each, in its store and then in
     * the file: refused at once, not when the disk is full, if the folder has not that room.
     */
    private static void checkDiskRoom(Path file, long to) {
        Path folder = file.toAbsolutePath().getParent();
        try {
            long free = Files.getFileStore(folder).getUsableSpace();
            long needed = 2 * (to + 1);
            if (needed > free) {
                throw new GrundyException(CliText.of("error.streamDisk", to, megabytes(needed), folder, megabytes(free)));
            }
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.write", file, IoReason.of(e)));
        }
    }

    private static long megabytes(long bytes) {
        return bytes >> 20;
    }

    /** The genus of each heap, by search within the standard budget and --timeout. */
    private int genera(int to) {
        if (format.csv || format.summary || format.binary != null || checkpoint != null || stream) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.genusAlone")));
        }
        SearchBudget budget = SearchBudget.standard();
        heapGame.source(root.registry(), budget);
        List<Genus> genera;
        TimeLimit limit = heapGame.timeLimit();
        try {
            genera = GenusListing.genera(root.registry(), heapGame.game(), to, budget);
        } finally {
            limit.close();
        }
        GenusListing.print(heapGame.game(), genera, format.json, root.console().out(), root.locale());
        return 0;
    }

    private Checkpointer checkpointer(SequenceSource source) {
        if (!(source instanceof ResumableSequence)) {
            throw new GrundyException(CliText.of("error.checkpointNotNeeded", source.name()));
        }
        if (checkpointEvery <= 0) {
            throw new ParameterException(spec.commandLine(), root.say(CliText.of("error.checkpointEvery", checkpointEvery)));
        }
        return Checkpointer.open(checkpoint, source.name(), (long) (checkpointEvery * 1000));
    }

    /** Starts from the sound values of the checkpoint, after saying what opening it found. */
    private int resume(ResumableSequence source, Checkpointer checkpointer, PrintStream err) {
        checkpointer.notes().forEach(note -> err.println(root.say(CliText.of("error", note))));
        CompactValues saved = checkpointer.takeValues();
        if (saved.size() == 0) {
            return 0;
        }
        source.resumeFrom(saved);
        err.println(root.say(CliText.of("sequence.resuming", source.name(), String.format(Locale.ROOT, "%,d", saved.size()), checkpoint)));
        return saved.size();
    }

    /** After Ctrl-C, exit code 130; at the time limit, the bad-input code 2, as any limit. */
    private int stopped(ResumableSequence source, Checkpointer checkpointer, PrintStream err, boolean timedOut) {
        Sequence known = source.known();
        String count = String.format(Locale.ROOT, "%,d", known.length());
        if (checkpointer != null) {
            checkpointer.save(known.values(), known.length());
            err.println(root.say(timedOut ? CliText.of("sequence.timedOutSaved", heapGame.timeout(), count, checkpoint)
                    : CliText.of("sequence.stoppedSaved", count, checkpoint)));
        } else {
            err.println(root.say(timedOut ? CliText.of("sequence.timedOut", heapGame.timeout(), count)
                    : CliText.of("sequence.stopped", count)));
        }
        return timedOut ? Failures.BAD_INPUT : INTERRUPTED;
    }

    private static SequenceListener both(SequenceListener first, SequenceListener second) {
        return second == null ? first : (values, computed, target, rare) -> {
            first.progress(values, computed, target, rare);
            second.progress(values, computed, target, rare);
        };
    }

    private void write(Sequence sequence, PrintStream out) throws IOException {
        if (format.json) {
            Json.sequence(sequence, out);
        } else if (format.csv) {
            SequenceReport.csv(sequence, out);
        } else if (format.binary != null) {
            try {
                SequenceFile.write(format.binary, sequence.game(), sequence.values(), sequence.length());
            } catch (IOException e) {
                throw new GrundyException(CliText.of("error.write", format.binary, IoReason.of(e)));
            }
            out.println(root.say(CliText.of("sequence.written", SequenceReport.header(sequence), format.binary)));
            SequenceReport.summary(sequence, out, root.locale());
        } else if (format.summary) {
            out.println(SequenceReport.header(sequence));
            SequenceReport.summary(sequence, out, root.locale());
        } else {
            SequenceReport.text(sequence, out, root.locale());
        }
    }
}
