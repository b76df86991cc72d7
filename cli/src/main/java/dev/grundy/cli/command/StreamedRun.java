package dev.grundy.cli.command;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.option.CommandContext;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Failures;
import dev.grundy.cli.option.HeapGameArguments;
import dev.grundy.cli.render.SequenceReport;
import dev.grundy.cli.run.InterruptGuard;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.StreamedSequence;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.text.GrundyException;
import dev.grundy.text.IoReason;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;

/**
 * {@code grundy sequence GAME --to N --binary FILE} for long runs ({@link StreamedSequence}):
 * memory that does not grow with N, heaps beyond 2^31, the values streamed to the checkpoint (or to
 * {@code FILE.store}, removed at the end, without one), the histogram of every power of two, and
 * the binary file written from the stored values at the end.
 */
final class StreamedRun {
    private static final int RARE_LISTED = 20;

    private final CommandContext root;
    private final HeapGameArguments heapGame;

    StreamedRun(CommandContext root, HeapGameArguments heapGame) {
        this.root = root;
        this.heapGame = heapGame;
    }

    /**
     * @param rules the game's rules, which {@link StreamedSequence#applies}
     * @param to the last heap
     * @param binary the output file
     * @param checkpoint the checkpoint, or null
     * @param histograms the histograms' directory, or null
     * @param window how many values prefix and tail each hold
     * @param syncMillis how often the checkpoint is made sure on disk
     * @return the exit code
     */
    int run(TakeAndBreak rules, long to, Path binary, Path checkpoint, Path histograms, int window, long syncMillis) {
        Path store = checkpoint != null ? checkpoint : binary.resolveSibling(binary.getFileName() + ".store");
        PrintStream err = root.console().err();
        PrintStream out = root.console().out();
        try (StreamedSequence run = StreamedSequence.open(rules, store, histograms, window, window)) {
            if (run.known() > 0 && checkpoint != null) {
                err.println(root.say(CliText.of("sequence.resuming", rules.name(), grouped(run.known()), checkpoint)));
            }
            InterruptGuard guard = new InterruptGuard();
            try (TimeLimit limit = heapGame.timeLimit()) {
                try {
                    run.run(to, SearchBudget.of(Long.MAX_VALUE), syncMillis);
                } catch (CancellationException e) {
                    return stopped(run, checkpoint, store, limit.stopped(e), err);
                }
                write(run, binary, to);
            } finally {
                guard.close();
            }
            StreamedSequence.Summary summary = run.summary();
            out.println(root.say(CliText.of("sequence.written", rules.name() + ": G(0.." + to + ")", binary)));
            out.println(root.say(CliText.of("sequence.periodicity", summary.period() != null
                    ? SequenceReport.proved(summary.period(), OctalGame.provedBy(rules))
                    : CliText.of("sequence.noPeriodStreamed", grouped(summary.lookedForPeriod() - 1), grouped(summary.lookedForPeriod())))));
            out.println(root.say(CliText.of("sequence.largest", summary.largest(), summary.largestAt())));
            out.println(root.say(CliText.of("sequence.pPositions", grouped(summary.losing()), summary.lastLosing())));
            long[] rare = summary.rareHeaps();
            if (summary.mask() != 0) {
                // No mask yet when the run ended within its first window, which sparse space never ran past.
                String listed = Arrays.stream(rare).limit(RARE_LISTED).mapToObj(String::valueOf).collect(Collectors.joining(", "))
                        + (rare.length > RARE_LISTED ? ", …" : "");
                out.println(root.say(CliText.of(rare.length == 1 ? "sequence.rare.one" : "sequence.rare", grouped(rare.length),
                        Integer.toBinaryString(summary.mask()), listed)));
            }
            out.println(root.say(CliText.of("sequence.streamed", grouped(window), grouped(summary.scansPastMemory()),
                    grouped(summary.readsOutside()))));
            if (histograms != null) {
                out.println(root.say(CliText.of("sequence.histograms", histograms, 63 - Long.numberOfLeadingZeros(to + 1))));
            }
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.checkpointWrite", store, IoReason.of(e)));
        } catch (UncheckedIOException e) {
            throw new GrundyException(CliText.of("error.checkpointWrite", store, IoReason.of(e.getCause())));
        } finally {
            if (checkpoint == null) {
                deleteQuietly(store);
            }
        }
        return 0;
    }

    private static void write(StreamedSequence run, Path binary, long to) {
        try {
            run.writeTo(binary, to);
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.write", binary, IoReason.of(e)));
        }
    }

    /** After Ctrl-C, exit code 130; at the time limit, the bad-input code 2, as any limit. */
    private int stopped(StreamedSequence run, Path checkpoint, Path store, boolean timedOut, PrintStream err) {
        String count = grouped(run.known());
        if (checkpoint != null) {
            err.println(root.say(timedOut ? CliText.of("sequence.timedOutSaved", heapGame.timeout(), count, checkpoint)
                    : CliText.of("sequence.stoppedSaved", count, checkpoint)));
        } else {
            err.println(root.say(timedOut ? CliText.of("sequence.timedOut", heapGame.timeout(), count)
                    : CliText.of("sequence.stopped", count)));
        }
        return timedOut ? Failures.BAD_INPUT : SequenceCommand.INTERRUPTED;
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // Only a leftover: the run's answer stands.
        }
    }

    private static String grouped(long number) {
        return String.format(Locale.ROOT, "%,d", number);
    }
}
