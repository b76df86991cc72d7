package dev.grundy.census;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Writes a file whole or not at all: into a temporary file beside it, then moved over it in one
 * step, so that a full disk, a file-size limit or a kill leaves the old file (or none), never a cut one.
 */
final class AtomicFile {
    private AtomicFile() {
    }

    /**
     * @param file the file
     * @param content what it is to hold, UTF-8
     * @throws UncheckedIOException if it cannot be written; the file is then as it was
     */
    static void write(Path file, String content) {
        Path folder = file.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            // Not Files.createTempFile: its 0600 would make the table unreadable to others; the umask decides, as for any file.
            temporary = folder.resolve("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
            Files.writeString(temporary, content, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteQuietly(Path temporary) {
        if (temporary != null) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // The write's own failure is the one told.
            }
        }
    }
}
