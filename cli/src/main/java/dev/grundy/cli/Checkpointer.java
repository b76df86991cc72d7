package dev.grundy.cli;

import dev.grundy.core.GrundyException;
import dev.grundy.core.IoReason;
import dev.grundy.heap.CompactValues;
import dev.grundy.heap.SequenceFile;
import dev.grundy.heap.SequenceListener;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Saves a long run's values to a checkpoint file every so often, so that the same command resumes
 * after any stop. Each save replaces the file whole ({@link SequenceFile}), so even {@code kill -9}
 * leaves the last complete checkpoint.
 */
final class Checkpointer implements SequenceListener {
    private final Path file;
    private final String game;
    private final long intervalNanos;
    private long lastSaved = System.nanoTime();
    /** How many values the file holds: a save never makes it hold fewer. */
    private int saved;

    /**
     * @param file the checkpoint file
     * @param game the game whose values are saved
     * @param intervalMillis how often to save
     */
    Checkpointer(Path file, String game, long intervalMillis) {
        this.file = file;
        this.game = game;
        this.intervalNanos = intervalMillis * 1_000_000L;
    }

    @Override
    public void progress(CompactValues values, int computed, int target, int rareHeaps) {
        if (System.nanoTime() - lastSaved >= intervalNanos) {
            save(values, computed);
        }
    }

    /**
     * Saves the values, unless the file already holds as many: a run with a smaller {@code --to}
     * is answered from the checkpoint and leaves it whole.
     *
     * @param values holds the values
     * @param count how many to save
     */
    void save(CompactValues values, int count) {
        if (count <= saved) {
            return;
        }
        try {
            SequenceFile.write(file, game, values, count);
            saved = count;
            lastSaved = System.nanoTime();
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.checkpointWrite", file, IoReason.of(e)));
        }
    }

    /**
     * Says at once, not at the first save, when the checkpoint cannot be written.
     *
     * @throws GrundyException if the file, or the folder it is to be made in, cannot be written
     */
    void checkWritable() {
        Path folder = file.toAbsolutePath().getParent();
        boolean writable = Files.exists(file) ? Files.isWritable(file) : folder != null && Files.isDirectory(folder)
                && Files.isWritable(folder);
        if (!writable) {
            throw new GrundyException(CliText.of("error.checkpointWrite", file, CliText.of("error.notWritable")));
        }
    }

    /**
     * @return the values saved in the file, or null when there is no file yet
     */
    CompactValues load() {
        if (!file.toFile().exists()) {
            return null;
        }
        try {
            CompactValues values = SequenceFile.read(file, game);
            saved = values.size();
            return values;
        } catch (IOException e) {
            throw new GrundyException(CliText.of("error.checkpointRead", file, IoReason.of(e)));
        }
    }
}
