package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28, row 7: with one damaged block, {@code sequence … --to 1000 --summary} cut a 6 MB
 * checkpoint to 900 KB, dropping every sound block after the damage though it recomputed nothing.
 */
class DamagedCheckpointTest {

    @Test
    void aQuickLookAtADamagedCheckpointLeavesEveryBlockInPlace(@TempDir Path directory) throws Exception {
        Path checkpoint = directory.resolve("octal.ckpt");
        // 300,000 values: five blocks of 65,536 and a short one.
        assertThat(Cli.run("sequence", "octal:0.6", "--to", "299999", "--summary", "--checkpoint", checkpoint.toString())
                .exitCode()).isZero();
        byte[] bytes = Files.readAllBytes(checkpoint);
        bytes[bytes.length / 3] ^= 0x10;
        Files.write(checkpoint, bytes);

        Cli look = Cli.run("sequence", "octal:0.6", "--to", "1000", "--summary", "--checkpoint", checkpoint.toString());

        assertThat(look.exitCode()).isZero();
        assertThat(look.err()).contains("are computed again if the run needs them, and the file keeps its blocks until then");
        assertThat(Files.readAllBytes(checkpoint)).as("length and every block as they were").isEqualTo(bytes);

        Cli whole = Cli.run("sequence", "octal:0.6", "--to", "299999", "--summary", "--checkpoint", checkpoint.toString());

        assertThat(whole.exitCode()).isZero();
        assertThat(Cli.run("sequence", "octal:0.6", "--to", "299999", "--summary", "--checkpoint", checkpoint.toString()).err())
                .as("mended by the run that needed the values").doesNotContain("damaged");
    }
}
