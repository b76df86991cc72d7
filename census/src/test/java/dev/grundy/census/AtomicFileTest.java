package dev.grundy.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** A table is written whole or not at all: a write that fails leaves the old table, and no stray file. */
class AtomicFileTest {
    /** The new table: 64 KB, far beyond the child's file-size limit of 4 KB. */
    private static final String LARGE = "0.77,0.77,1001,…\n".repeat(4000);

    @Test
    void aWriteCutByAFileSizeLimitLeavesTheOldTableWhole(@TempDir Path dir) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a shell for ulimit");
        Path table = dir.resolve("table.csv");
        Files.writeString(table, "the old table\n");
        // What issue 28 ran: the census under `ulimit -f 8` (8 blocks of 512 bytes). The JVM ignores SIGXFSZ,
        // so the write fails with an IOException instead of killing the process.
        Process child = new ProcessBuilder("/bin/sh", "-c", "ulimit -f 8 && exec \"$0\" -XX:-UsePerfData -Xshare:off -cp \"$1\" \"$2\" \"$3\"",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), System.getProperty("java.class.path"),
                Writer.class.getName(), table.toString()).redirectErrorStream(true).start();
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String said = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(said).as("the child's output").contains("write failed:");
        assertThat(Files.readString(table)).isEqualTo("the old table\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(table);
        }
    }

    @Test
    void aWriteReplacesTheFileWhole(@TempDir Path dir) throws IOException {
        Path table = dir.resolve("table.csv");
        Files.writeString(table, "the old table\n");
        AtomicFile.write(table, LARGE);
        assertThat(Files.readString(table)).isEqualTo(LARGE);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(table);
        }
    }

    /** The child of the first test: writes the large table over the file named. */
    static final class Writer {
        private Writer() {
        }

        public static void main(String[] args) {
            try {
                AtomicFile.write(Path.of(args[0]), LARGE);
                System.out.println("written");
            } catch (UncheckedIOException e) {
                System.out.println("write failed: " + e.getCause().getMessage());
            }
        }
    }
}
