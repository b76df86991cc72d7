package dev.grundy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The one temporary file a fuzzer writes each input to before reading it back, deleted at exit. */
public final class FuzzFiles {
    private FuzzFiles() {
    }

    /**
     * @param prefix the file name's start, e.g. {@code graph-fuzz}
     * @param suffix its end, e.g. {@code .txt}
     * @return a new empty temporary file
     * @throws UncheckedIOException if it cannot be made
     */
    public static Path temporary(String prefix, String suffix) {
        try {
            Path file = Files.createTempFile(prefix, suffix);
            file.toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
