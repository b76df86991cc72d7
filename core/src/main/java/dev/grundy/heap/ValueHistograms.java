package dev.grundy.heap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * How many heaps have each value, counted as values stream by, and written at every power of two:
 * when G(0 … 2^k − 1) are known, {@code histogram-2^k.txt} in the directory holds one
 * {@code nimber frequency} line per value that occurs, in increasing order of value — the form in
 * which published runs give their counts, so that runs can be compared. A file is written to a
 * temporary name and renamed, so it is always whole; a resumed run writes the same files again.
 * Cost: O(1) a value, O(largest value) a file.
 */
final class ValueHistograms {
    private final Path directory;
    private long[] counts = new long[256];
    private long count;
    private long nextPower = 1;

    /** @param directory where the files go, made if missing; null for none */
    ValueHistograms(Path directory) {
        this.directory = directory;
    }

    /** @param value the next value, G(count) */
    void add(int value) {
        if (value >= counts.length) {
            counts = Arrays.copyOf(counts, Integer.highestOneBit(value) << 1);
        }
        counts[value]++;
        count++;
        if (count == nextPower) {
            if (directory != null) {
                write(Long.numberOfTrailingZeros(nextPower));
            }
            nextPower <<= 1;
        }
    }

    /** @return how many heaps have each value, indexed by value; its length a power of two */
    long[] counts() {
        return counts;
    }

    /** @return the file of the histogram of the first 2^power values */
    static Path file(Path directory, int power) {
        return directory.resolve("histogram-2^" + power + ".txt");
    }

    private void write(int power) {
        StringBuilder lines = new StringBuilder();
        for (int value = 0; value < counts.length; value++) {
            if (counts[value] > 0) {
                lines.append(value).append(' ').append(counts[value]).append('\n');
            }
        }
        Path target = file(directory, power);
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        try {
            Files.createDirectories(directory);
            Files.writeString(partial, lines, StandardCharsets.US_ASCII);
            SequenceFile.replace(partial, target);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
