package dev.grundy.core;

import dev.grundy.budget.SearchBudget;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.IoReason;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.ClosedByInterruptException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

/**
 * Reading a file a person named (a graph, a Hackenbush position): its bytes counted as they are
 * read, so that the budget shows progress and stops the reading on Ctrl-C, and what goes wrong
 * told as one error naming the file.
 */
public final class InputFiles {
    private InputFiles() {
    }

    /**
     * Reads a file's stream into something.
     *
     * @param <T> what is read
     */
    @FunctionalInterface
    public interface Reading<T> {
        /**
         * @param in the file's bytes, counted as they are read
         * @return what was read
         * @throws IOException if reading fails
         */
        T read(InputStream in) throws IOException;
    }

    /**
     * @param file the file
     * @param source how the person named it
     * @param budget told how far the reading has got, at each read; it stops the reading if the
     *     thread is interrupted
     * @param reading what reads the bytes
     * @param <T> what is read
     * @return what the reading made of them
     * @throws InvalidPositionException if the file is missing or unreadable
     * @throws CancellationException if the thread is interrupted while reading
     */
    public static <T> T read(Path file, String source, SearchBudget budget, Reading<T> reading) {
        try (InputStream in = Files.newInputStream(file)) {
            long size = Files.size(file);
            return reading.read(new FilterInputStream(in) {
                private long bytes;

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    int n = super.read(buffer, offset, length);
                    bytes += Math.max(n, 0);
                    budget.reading(source, bytes, size);
                    return n;
                }
            });
        } catch (NoSuchFileException e) {
            throw new InvalidPositionException("error.file.missing", source);
        } catch (ClosedByInterruptException e) {
            throw new CancellationException("interrupted");
        } catch (IOException e) {
            throw new InvalidPositionException("error.file.unreadable", source, IoReason.of(e));
        }
    }
}
