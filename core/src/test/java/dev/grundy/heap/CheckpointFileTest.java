package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Checkpoints grow by checked blocks, are held by one run, are never shrunk, and a damaged one
 * goes on from its last sound block, saying so.
 */
class CheckpointFileTest {
    private static final String GAME = "octal:0.6";
    private static final int BLOCK = 100;

    @TempDir
    Path directory;

    private static CompactValues values(int count) {
        CompactValues list = CompactValues.empty();
        for (int n = 0; n < count; n++) {
            list = list.add(n % 5 == 0 ? 300 + n : n % 17);
        }
        return list;
    }

    /** A checkpoint saved in steps of {@value #BLOCK} values, as a run saves it now and then. */
    private Path savedInSteps(String name, int count) throws IOException {
        Path file = directory.resolve(name);
        CompactValues all = values(count);
        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            for (int saved = BLOCK; saved <= count; saved += BLOCK) {
                checkpoint.save(all, saved);
            }
        }
        return file;
    }

    @Test
    void aNewCheckpointIsEmptyAndGrowsByWhatIsSaved() throws Exception {
        Path file = directory.resolve("new.ckpt");
        CompactValues all = values(1000);
        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.takeValues().size()).isZero();
            assertThat(checkpoint.notes()).isEmpty();
            checkpoint.save(all, 400);
            checkpoint.save(all, 1000);
        }
        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.saved()).isEqualTo(1000);
            assertThat(checkpoint.takeValues().toArray()).isEqualTo(all.toArray());
        }
        assertThat(SequenceFile.read(file, GAME).toArray()).isEqualTo(all.toArray());
    }

    @Test
    void savingFewerValuesThanItHoldsLeavesItWhole() throws Exception {
        Path file = savedInSteps("whole.ckpt", 500);
        byte[] before = Files.readAllBytes(file);

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            checkpoint.save(values(500), 200);
            checkpoint.save(values(500), 500);
        }

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    /** Ctrl-C interrupts the run, which then saves what it has: an interrupt must not stop the save. */
    @Test
    void savesWhileTheThreadIsInterrupted() throws Exception {
        Path file = directory.resolve("interrupted.ckpt");
        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            Thread.currentThread().interrupt();
            try {
                checkpoint.save(values(300), 300);
            } finally {
                assertThat(Thread.interrupted()).as("the interrupt is kept for the run to see").isTrue();
            }
        }
        assertThat(SequenceFile.read(file, GAME).toArray()).isEqualTo(values(300).toArray());
    }

    @Test
    void aSecondRunIsToldTheCheckpointIsInUse() throws Exception {
        Path file = directory.resolve("busy.ckpt");
        try (CheckpointFile first = CheckpointFile.open(file, GAME)) {
            assertThat(first.saved()).isZero();
            assertThatThrownBy(() -> CheckpointFile.open(file, GAME)).isInstanceOf(GrundyException.class)
                    .hasMessageContaining("is in use by another grundy run");
        }
        CheckpointFile.open(file, GAME).close();
    }

    @Test
    void aDamagedBlockIsDroppedWithEverythingAfterItAndTheRunIsToldWhere() throws Exception {
        Path file = savedInSteps("damaged.ckpt", 500);
        byte[] bytes = Files.readAllBytes(file);
        int third = bytes.length - 3 * (4 + 1 + 2 * BLOCK + 4) + 20;
        bytes[third] ^= 0x04;
        Files.write(file, bytes);

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.takeValues().toArray()).isEqualTo(Arrays.copyOf(values(500).toArray(), 200));
            assertThat(checkpoint.notes()).extracting(Phrase::toString).containsExactly(file
                    + ": the values from G(200) on are damaged or cut short (their checksum does not match): they are computed "
                    + "again if the run needs them, and the file keeps its blocks until then");
            checkpoint.save(values(500), 500);
        }
        assertThat(SequenceFile.read(file, GAME).toArray()).as("mended").isEqualTo(values(500).toArray());
    }

    /** Flips a bit in the third of five blocks. @return the file's bytes after */
    private static byte[] damageThirdBlock(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 3 * (4 + 1 + 2 * BLOCK + 4) + 20] ^= 0x04;
        Files.write(file, bytes);
        return bytes;
    }

    /** Issue 28, row 7: one damaged block, then a run to a smaller target cut a 6 MB checkpoint to 900 KB. */
    @Test
    void aQuickLookAtADamagedCheckpointLeavesItWhole() throws Exception {
        Path file = savedInSteps("look.ckpt", 500);
        byte[] bytes = damageThirdBlock(file);

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.saved()).isEqualTo(200);
            checkpoint.save(values(500), 150);
        }
        assertThat(Files.readAllBytes(file)).as("length and every block as they were").isEqualTo(bytes);
    }

    @Test
    void aSaveThatWouldEndBeforeTheDamagedTailIsPutOffUntilItReachesIt() throws Exception {
        Path file = savedInSteps("tail.ckpt", 500);
        byte[] bytes = damageThirdBlock(file);

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            checkpoint.save(values(500), 300);
            assertThat(Files.readAllBytes(file)).as("put off").isEqualTo(bytes);
            checkpoint.save(values(600), 600);
        }
        assertThat(SequenceFile.read(file, GAME).toArray()).as("mended and grown").isEqualTo(values(600).toArray());
        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.notes()).isEmpty();
            assertThat(checkpoint.saved()).isEqualTo(600);
        }
    }

    @Test
    void aRunKilledWhileSavingLeavesACutShortBlockThatIsDropped() throws Exception {
        Path file = savedInSteps("killed.ckpt", 300);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 7));

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.saved()).isEqualTo(200);
            checkpoint.save(values(300), 300);
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(bytes);
    }

    /**
     * Every bit of a checkpoint of five blocks flipped in turn: opening refuses the file (a damaged
     * header) or gives a prefix of the values, whole blocks, saying so when it is short; and the run
     * then saves the file whole again.
     */
    @Test
    void everyFlippedBitGivesASoundPrefixOrARefusalNeverOtherValues() throws Exception {
        int[] all = values(500).toArray();
        byte[] whole = Files.readAllBytes(savedInSteps("clean.ckpt", 500));
        Path file = directory.resolve("flipped.ckpt");
        int refused = 0;
        for (int bit = 0; bit < 8 * whole.length; bit++) {
            byte[] bytes = whole.clone();
            bytes[bit / 8] ^= (byte) (1 << (bit % 8));
            Files.write(file, bytes);
            try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
                int[] read = checkpoint.takeValues().toArray();
                assertThat(read.length % BLOCK).as("bit %d", bit).isZero();
                assertThat(read).as("bit %d", bit).isEqualTo(Arrays.copyOf(all, read.length));
                assertThat(checkpoint.notes()).as("bit %d", bit).hasSize(read.length < all.length ? 1 : 0);
                // Past what the damaged blocks could hold, so the save is not put off.
                checkpoint.save(values(2000), 2000);
            } catch (GrundyException e) {
                refused++;
                assertThat(bit / 8).as("only a damaged header is refused").isLessThan(8 + 1 + 2 + GAME.length() + 4 + 4);
                assertThat(Files.readAllBytes(file)).as("a refused file is left as it was").isEqualTo(bytes);
                continue;
            }
            assertThat(SequenceFile.read(file, GAME).toArray()).as("bit %d", bit).isEqualTo(values(2000).toArray());
        }
        assertThat(refused).isEqualTo(8 * (8 + 1 + 2 + GAME.length() + 4 + 4));
    }

    @Test
    void aCheckpointOfTheFirstFormatIsReadAndRewrittenWithChecksums() throws Exception {
        Path file = directory.resolve("old.ckpt");
        Files.write(file, FirstFormat.bytes(GAME, 2, 0, 1, 2, 300));

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.takeValues().toArray()).containsExactly(0, 1, 2, 300);
            assertThat(checkpoint.notes()).extracting(Phrase::toString).containsExactly(file
                    + " is a checkpoint of an older grundy, without checksums: its values are taken as they are, and it is saved with checksums from now on");
            checkpoint.save(values(10), 10);
        }
        assertThat(Files.readAllBytes(file)).startsWith(SequenceFile.header(GAME, SequenceFile.OPEN));
        assertThat(SequenceFile.read(file, GAME).toArray()).containsExactly(0, 1, 2, 300, 4, 305, 6, 7, 8, 9);
        try (var files = Files.list(directory)) {
            assertThat(files.map(path -> path.getFileName().toString())).containsExactly("old.ckpt");
        }
    }

    @Test
    void aFileThatIsNoCheckpointOfThisGameIsLeftAlone() throws Exception {
        Path other = directory.resolve("notes.txt");
        Files.writeString(other, "my notes, not a checkpoint");
        Path kayles = savedInSteps("kayles.ckpt", 100);
        byte[] before = Files.readAllBytes(kayles);

        assertThatThrownBy(() -> CheckpointFile.open(other, GAME)).hasMessage(other + " is not a Grundy sequence file");
        assertThatThrownBy(() -> CheckpointFile.open(kayles, "kayles")).hasMessage(kayles + " holds values of octal:0.6, not of kayles");
        assertThat(Files.readString(other)).isEqualTo("my notes, not a checkpoint");
        assertThat(Files.readAllBytes(kayles)).isEqualTo(before);
    }

    @Test
    void aRunStoppedWhileMakingTheCheckpointStartsItAgain() throws Exception {
        Path file = directory.resolve("begun.ckpt");
        Files.write(file, Arrays.copyOf(SequenceFile.header(GAME, SequenceFile.OPEN), 11));

        try (CheckpointFile checkpoint = CheckpointFile.open(file, GAME)) {
            assertThat(checkpoint.saved()).isZero();
            checkpoint.save(values(3), 3);
        }
        assertThat(SequenceFile.read(file, GAME).toArray()).containsExactly(values(3).toArray());
    }
}
