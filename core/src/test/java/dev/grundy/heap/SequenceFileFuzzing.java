package dev.grundy.heap;

import dev.grundy.FuzzFiles;
import dev.grundy.text.GrundyException;
import dev.grundy.language.Messages;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What fuzzing checks of the sequence-file and checkpoint reader: any bytes are refused with one
 * clear error, or read as far as they are sound and no further; what is read writes back to the
 * same values; and a checkpoint opened from the bytes holds exactly those values and, with more
 * saved than its blocks claim, reads back whole.
 */
public final class SequenceFileFuzzing {
    private static final String GAME = "octal:0.6";
    private static final Path FILE = FuzzFiles.temporary("checkpoint-fuzz", ".ckpt");

    private SequenceFileFuzzing() {
    }

    /**
     * @param input any bytes, as the file's contents
     * @throws IOException if the temporary file cannot be written
     */
    public static void check(byte[] input) throws IOException {
        SequenceFileReader.Contents contents;
        try {
            contents = SequenceFileReader.read(new ByteArrayInputStream(input), input.length, "fuzz.ckpt", GAME);
        } catch (GrundyException e) {
            Messages.assertQuotable(e);
            return;
        }
        int[] sound = contents.values().toArray();
        assertThat(contents.soundEnd()).isBetween(0L, (long) input.length);
        assertThat(sound.length).isLessThanOrEqualTo(input.length);
        assertThat(contents.problem() == SequenceFileReader.Problem.NONE).isEqualTo(contents.soundEnd() == input.length);

        ByteArrayOutputStream written = new ByteArrayOutputStream();
        SequenceFile.write(written, GAME, contents.values(), sound.length);
        byte[] again = written.toByteArray();
        assertThat(SequenceFile.whole(SequenceFileReader.read(new ByteArrayInputStream(again), again.length, "again", GAME), "again")
                .toArray()).isEqualTo(sound);

        Files.write(FILE, input);
        // A save is held back until it reaches the values the file's blocks claim, at most one a byte
        // (CheckpointFile.save): this many more always repairs it.
        int[] more = Arrays.copyOf(sound, sound.length + input.length + 3);
        more[sound.length] = 70_000;
        try (CheckpointFile checkpoint = CheckpointFile.open(FILE, GAME)) {
            assertThat(checkpoint.takeValues().toArray()).isEqualTo(sound);
            checkpoint.save(values(more), more.length);
        }
        assertThat(SequenceFile.read(FILE, GAME).toArray()).isEqualTo(more);
    }

    private static CompactValues values(int[] all) {
        CompactValues values = CompactValues.empty();
        for (int value : all) {
            values = values.add(value);
        }
        return values;
    }
}
