package dev.grundy.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Rules source files written for a test, named after their class as Java requires. */
final class RulesFiles {
    private RulesFiles() {
    }

    /**
     * @param directory where to write
     * @param className the public class the source declares
     * @param source the source text
     * @return the file
     */
    static Path write(Path directory, String className, String source) {
        try {
            return Files.writeString(directory.resolve(className + ".java"), source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
