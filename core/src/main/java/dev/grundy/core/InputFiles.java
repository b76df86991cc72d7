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
 * told as one error naming the file. The reading is bounded while it goes, not by the size the file
 * claims ({@code /dev/zero} claims none and never ends): a line longer than {@link #MOST_LINE_BYTES}
 * or a file longer than the memory Java may use stops it with one error, before memory fills.
 */
public final class InputFiles {
    /** The longest line read: 16 MiB, a vertex with a million successors; no text file a person writes has longer. */
    public static final int MOST_LINE_BYTES = 16 << 20;

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
            return reading.read(new Bounded(in, source, budget, Files.size(file), MOST_LINE_BYTES, Runtime.getRuntime().maxMemory()));
        } catch (NoSuchFileException e) {
            throw new InvalidPositionException("error.file.missing", source);
        } catch (ClosedByInterruptException e) {
            throw new CancellationException("interrupted");
        } catch (IOException e) {
            throw new InvalidPositionException("error.file.unreadable", source, IoReason.of(e));
        }
    }

    /** The file's bytes, counted, with the length of the line under way and of the whole checked at each read. */
    static final class Bounded extends FilterInputStream {
        private final String source;
        private final SearchBudget budget;
        private final long size;
        private final int mostLine;
        private final long mostBytes;
        private long bytes;
        private long line = 1;
        private long lineBytes;

        Bounded(InputStream in, String source, SearchBudget budget, long size, int mostLine, long mostBytes) {
            super(in);
            this.source = source;
            this.budget = budget;
            this.size = size;
            this.mostLine = mostLine;
            this.mostBytes = mostBytes;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            for (int i = offset; i < offset + n; i++) {
                if (buffer[i] == '\n') {
                    line++;
                    lineBytes = 0;
                } else if (++lineBytes > mostLine) {
                    throw new InvalidPositionException("error.file.longLine", source, line, mostLine);
                }
            }
            bytes += Math.max(n, 0);
            if (bytes > mostBytes) {
                throw new InvalidPositionException("error.file.tooLong", source, mostBytes);
            }
            budget.reading(source, bytes, size);
            return n;
        }
    }
}
