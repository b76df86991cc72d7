package dev.grundy.cli.run;

import dev.grundy.cli.console.CliText;
import dev.grundy.heap.CheckpointFile;
import dev.grundy.heap.CompactValues;
import dev.grundy.heap.SequenceListener;
import dev.grundy.text.GrundyException;
import dev.grundy.text.IoReason;
import dev.grundy.text.Phrase;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Saves a long run's values to its checkpoint every so often, so that the same command resumes
 * after any stop. The checkpoint ({@link CheckpointFile}) is held while the run lasts, checked
 * block by block when opened, only ever appended to, and a run killed while saving leaves a last
 * block that the next run drops: even {@code kill -9} loses at most the values since the last save.
 */
public final class Checkpointer implements SequenceListener, AutoCloseable {
    private final Path path;
    private final CheckpointFile file;
    private final long intervalNanos;
    private long lastSaved = System.nanoTime();

    private Checkpointer(Path path, CheckpointFile file, long intervalMillis) {
        this.path = path;
        this.file = file;
        this.intervalNanos = intervalMillis * 1_000_000L;
    }

    /**
     * Opens the checkpoint at once, so that a file that cannot be written, or that another run
     * holds, is said before any work.
     *
     * @param path the checkpoint file, made when missing
     * @param game the game whose values are saved
     * @param intervalMillis how often to save
     * @return the checkpointer, holding the file until closed
     * @throws GrundyException if the file cannot be opened, is in use, or is no checkpoint of the game
     */
    public static Checkpointer open(Path path, String game, long intervalMillis) {
        try {
            return new Checkpointer(path, CheckpointFile.open(path, game), intervalMillis);
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.checkpointWrite", path, IoReason.of(e)));
        }
    }

    /** @return the sound values the file held, G(0 … k − 1), possibly none */
    public CompactValues takeValues() {
        return file.takeValues();
    }

    /** @return what opening found: a damaged part dropped, an old format rewritten */
    public List<Phrase> notes() {
        return file.notes();
    }

    @Override
    public void progress(CompactValues values, int computed, int target, int rareHeaps) {
        if (System.nanoTime() - lastSaved >= intervalNanos) {
            save(values, computed);
        }
    }

    /**
     * Saves the values the file does not hold yet: a run with a smaller {@code --to} is answered
     * from the checkpoint and leaves it whole.
     *
     * @param values holds the values
     * @param count how many are known
     */
    public void save(CompactValues values, int count) {
        try {
            file.save(values, count);
            lastSaved = System.nanoTime();
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.checkpointWrite", path, IoReason.of(e)));
        }
    }

    /** Lets go of the file. */
    @Override
    public void close() {
        try {
            file.close();
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.checkpointWrite", path, IoReason.of(e)));
        }
    }
}
