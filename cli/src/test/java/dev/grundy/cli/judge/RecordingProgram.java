package dev.grundy.cli.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A contestant's program for tests of what the judge writes: it keeps its whole input in a file and answers "First" to every case. */
final class RecordingProgram {
    private RecordingProgram() {
    }

    /**
     * @param directory where the script is written
     * @param seen the file the program appends its input to
     * @param cases how many answers it prints
     * @return the script, to run with bash
     */
    static Path answeringFirst(Path directory, Path seen, int cases) throws IOException {
        return Files.writeString(directory.resolve("echo.sh"), "cat >> " + seen + "; for i in $(seq " + cases + "); do echo First; done\n",
                StandardCharsets.UTF_8);
    }
}
