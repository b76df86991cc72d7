package dev.grundy.text;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a file could not be read or written, in words a person can act on. Java's own messages
 * often name only the file ({@code NoSuchFileException: x.seq.partial}) or the decoder's state
 * ({@code Input length = 1}).
 */
public final class IoReason {
    private static final Pattern OLD_IO = Pattern.compile("(.+) \\(([^()]+)\\)");

    private IoReason() {
    }

    /**
     * @param e what reading or writing a file threw
     * @return why, and what to do: a missing folder, a missing file, no permission, a folder where a
     *     file was meant, text that is not UTF-8, or else the system's own reason
     */
    public static Phrase of(IOException e) {
        if (e instanceof CharacterCodingException) {
            return Phrase.of("io.notUtf8");
        }
        if (e instanceof NoSuchFileException missing && missing.getFile() != null) {
            return missing(Path.of(missing.getFile()));
        }
        Matcher old = OLD_IO.matcher(String.valueOf(e.getMessage()));
        if (e instanceof FileNotFoundException && old.matches()) {
            // java.io names the file and the system's reason: "k.png (No such file or directory)"
            Path file = Path.of(old.group(1));
            Path folder = file.toAbsolutePath().getParent();
            return Files.isDirectory(file) ? Phrase.of("io.isFolder")
                    : folder != null && !Files.isDirectory(folder) ? missing(file)
                    : old.group(2).equals("Permission denied") ? Phrase.of("io.denied")
                    : Phrase.of("io.system", old.group(2));
        }
        if (e instanceof AccessDeniedException) {
            return Phrase.of("io.denied");
        }
        if (e instanceof FileSystemException problem && problem.getFile() != null
                && Files.isDirectory(Path.of(problem.getFile()))) {
            return Phrase.of("io.isFolder");
        }
        if (e instanceof FileSystemException problem && problem.getReason() != null) {
            return Phrase.of("io.system", problem.getReason());
        }
        return Phrase.of("io.system", String.valueOf(e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName()));
    }

    private static Phrase missing(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        return folder != null && !Files.isDirectory(folder) ? Phrase.of("io.noFolder", nearestMissing(folder)) : Phrase.of("io.noFile");
    }

    /** @return the folder, or the first of its parents that is missing while its own parent exists */
    private static Path nearestMissing(Path folder) {
        Path missing = folder;
        while (missing.getParent() != null && !Files.isDirectory(missing.getParent())) {
            missing = missing.getParent();
        }
        return missing;
    }
}
