package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SequenceFileTest {
    @TempDir
    Path directory;

    private static CompactValues values(int... values) {
        CompactValues list = CompactValues.empty();
        for (int value : values) {
            list = list.add(value);
        }
        return list;
    }

    @Test
    void readsBackWhatItWroteAtEveryWidth() throws Exception {
        for (int[] sequence : new int[][] {{0, 1, 2, 255}, {0, 300, 65_535}, {0, 70_000, 1}}) {
            Path file = directory.resolve("values.seq");
            SequenceFile.write(file, "kayles", values(sequence), sequence.length);

            assertThat(SequenceFile.read(file, "kayles").toArray()).containsExactly(sequence);
        }
    }

    @Test
    void refusesACountBeyondTheValuesHeld() {
        Path file = directory.resolve("values.seq");

        assertThatThrownBy(() -> SequenceFile.write(file, "dawson", values(1, 2), 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("count");
        assertThatThrownBy(() -> SequenceFile.write(file, "dawson", values(1, 2), -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SequenceFile.write(file, null, values(1, 2), 1))
                .isInstanceOf(NullPointerException.class).hasMessage("game");
        assertThat(Files.exists(file)).isFalse();
    }

    @Test
    void writesOnlyTheCountAskedFor() throws Exception {
        Path file = directory.resolve("values.seq");
        SequenceFile.write(file, "dawson", values(1, 2, 3, 4), 2);

        assertThat(SequenceFile.read(file, "dawson").toArray()).containsExactly(1, 2);
        assertThat(Files.size(file)).as("header, one block of two one-byte values")
                .isEqualTo(8 + 1 + 2 + "dawson".length() + 4 + 4 + (4 + 1 + 2 + 4));
    }

    @Test
    void refusesAnotherGamesValues() throws Exception {
        Path file = directory.resolve("values.seq");
        SequenceFile.write(file, "kayles", values(0, 1), 2);

        assertThatThrownBy(() -> SequenceFile.read(file, "dawson")).isInstanceOf(GrundyException.class)
                .hasMessageContaining("holds values of kayles, not of dawson");
    }

    @Test
    void refusesAFileThatIsNotASequenceOrIsCutShort() throws Exception {
        Path other = directory.resolve("other.seq");
        Files.writeString(other, "hello, world");
        Path cut = directory.resolve("cut.seq");
        SequenceFile.write(cut, "kayles", values(0, 1, 2, 3), 4);
        byte[] whole = Files.readAllBytes(cut);
        Files.write(cut, Arrays.copyOf(whole, whole.length - 2));

        assertThatThrownBy(() -> SequenceFile.read(other, "kayles")).isInstanceOf(GrundyException.class)
                .hasMessageContaining("is not a Grundy sequence file");
        assertThatThrownBy(() -> SequenceFile.read(cut, "kayles")).isInstanceOf(GrundyException.class)
                .hasMessageContaining("is cut short");
    }

    @Test
    void leavesNoPartialFileBehind() throws Exception {
        Path file = directory.resolve("values.seq");
        SequenceFile.write(file, "kayles", values(0, 1), 2);

        try (var files = Files.list(directory)) {
            assertThat(files.map(path -> path.getFileName().toString())).containsExactly("values.seq");
        }
    }

    /** Every bit of a file flipped in turn: the file is refused, never read as other values. */
    @Test
    void noFlippedBitIsEverReadAsValues() throws Exception {
        int[] sequence = new int[300];
        for (int n = 0; n < sequence.length; n++) {
            sequence[n] = (n * 7919) % 61;
        }
        Path file = directory.resolve("values.seq");
        SequenceFile.write(file, "octal:0.6", values(sequence), sequence.length);
        byte[] whole = Files.readAllBytes(file);
        Path flipped = directory.resolve("flipped.seq");

        for (int bit = 0; bit < 8 * whole.length; bit++) {
            byte[] bytes = whole.clone();
            bytes[bit / 8] ^= (byte) (1 << (bit % 8));
            Files.write(flipped, bytes);

            int at = bit;
            assertThatThrownBy(() -> SequenceFile.read(flipped, "octal:0.6")).as("bit %d", at).isInstanceOf(GrundyException.class);
        }
    }

    @Test
    void aDamagedBlockIsNamedByItsFirstValue() throws Exception {
        int[] sequence = new int[SequenceFile.MOST_PER_BLOCK + 10];
        Path file = directory.resolve("values.seq");
        SequenceFile.write(file, "kayles", values(sequence), sequence.length);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 8] ^= 1;
        Files.write(file, bytes);

        assertThatThrownBy(() -> SequenceFile.read(file, "kayles")).isInstanceOf(GrundyException.class)
                .hasMessage(file + " is damaged: the values from G(65536) on do not match their checksum; write the file again");
    }

    @Test
    void readsFilesOfTheFirstFormatAsTheyAre() throws Exception {
        Path file = directory.resolve("old.seq");
        Files.write(file, FirstFormat.bytes("kayles", 2, 0, 1, 2, 300));

        assertThat(SequenceFile.read(file, "kayles").toArray()).containsExactly(0, 1, 2, 300);
        Files.write(file, Arrays.copyOf(FirstFormat.bytes("kayles", 1, 0, 1, 2), 20));
        assertThatThrownBy(() -> SequenceFile.read(file, "kayles")).hasMessageContaining("is cut short");
    }

    @Test
    void refusesAFormatItDoesNotKnow() throws Exception {
        Path file = directory.resolve("future.seq");
        SequenceFile.write(file, "kayles", values(0, 1), 2);
        byte[] bytes = Files.readAllBytes(file);
        bytes[8] = 7;
        Files.write(file, bytes);

        assertThatThrownBy(() -> SequenceFile.read(file, "kayles"))
                .hasMessage(file + " has format version 7, which this grundy does not read: it is damaged, or was written by a newer grundy");
    }
}
