package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A streamed run — prefix and tail in memory, the rest on disk — gives the values of the in-memory
 * engine, byte for byte in its binary file, however it was interrupted.
 */
class StreamedSequenceTest {
    private static final int PREFIX = 1 << 15;
    private static final int TAIL = 1 << 15;

    @TempDir
    Path directory;

    private static TakeAndBreak rules(String game) {
        return ((OctalGame) StandardGames.registry().game(game, SearchBudget.standard())).rules();
    }

    private Path streamed(String game, long to, String name) throws IOException {
        Path binary = directory.resolve(name + ".seq");
        try (StreamedSequence run = StreamedSequence.open(rules(game), directory.resolve(name + ".store"), null, PREFIX, TAIL)) {
            run.run(to, SearchBudget.of(Long.MAX_VALUE), 1000);
            run.writeTo(binary, to);
        }
        return binary;
    }

    private static byte[] inMemory(String game, int to) throws IOException {
        CompactValues values = new TakeAndBreakValues(rules(game))
                .sequence(to, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SequenceFile.write(bytes, game, values, to + 1);
        return bytes.toByteArray();
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    /**
     * SHA-256 of the {@code --binary} file of G(0..100000), by `grundy sequence GAME --to 100000
     * --binary FILE` with the engine before streamed runs existed (commit b4c9d6b, 2026-11-25):
     * both engines must still give them. bench/scripts/sequence-hashes.sh checks G(0..10^6).
     */
    @ParameterizedTest
    @CsvSource({
        "octal:0.6, 4c3732a41d85b662d7af4147ff529681ccaaf5cb0c174dd3948be0bed75d7597",
        "octal:0.167, 5e41a4e58c7f2821699581e3214f0a9c63e6cbbbb1260c7331ae1474653d8f48",
        "grundy-game, 9163e8e0bbf640dfad05f66ae5f341f194c750205427c4c1bdd672afeaab3c98",
        "octal:0.07, dfbfe5a2a5726d2047a1892d0e2238fdf854c47b94820dc77a5fcaf0f1c1381d",
        "octal:0.137, 3d84aed869111d8019fdc257d5c69bdd39560a23ea486087e5614ef5ca263789",
        "octal:0.165, 933db14854a954e5159760fb663b75fef87a73642a341e947c71ef2068743606",
        "octal:4.7, 68b320e9ec5b802a8433d19214352890e529345af4761b55d2fa37a7cf844996",
        "kayles, 28e158e43f3c4448d8400459c4d788a15e52a630c38417d0be9f29724515ad43",
    })
    void bothEnginesGiveTheValuesOfTheEngineBefore(String game, String hash) throws Exception {
        assertThat(sha256(inMemory(game, 100_000))).isEqualTo(hash);
        assertThat(sha256(Files.readAllBytes(streamed(game, 100_000, "run")))).isEqualTo(hash);
    }

    /**
     * The CLI's rule (issue 30): a run is in memory, --binary included, while its table — 8 bytes
     * a value at most — fits in three quarters of Java's heap, and streams by itself beyond.
     */
    @Test
    void valuesFitInMemoryUpToThreeQuartersOfTheHeapAtEightBytesAValue() {
        assertThat(StreamedSequence.fitsInMemory((1L << 26) + 1, 4L << 30)).as("0.167 to 2^26 in 4 GB").isTrue();
        assertThat(StreamedSequence.fitsInMemory((1L << 26) + 1, 512L << 20)).as("2^26 in 512 MB").isFalse();
        assertThat(StreamedSequence.fitsInMemory(6_291_456, 64L << 20)).as("48 MB of 64 MB").isTrue();
        assertThat(StreamedSequence.fitsInMemory(6_291_457, 64L << 20)).as("one value more").isFalse();
    }

    @Test
    void aRunStoppedAndResumedWritesTheSameFileAsOneRun() throws Exception {
        byte[] whole = Files.readAllBytes(streamed("octal:0.6", 300_000, "whole"));
        Path store = directory.resolve("parts.store");
        for (long to : List.of(150_000L, 70_000L, 300_000L)) {
            try (StreamedSequence run = StreamedSequence.open(rules("octal:0.6"), store, null, PREFIX, TAIL)) {
                assertThat(run.known()).isEqualTo(to == 70_000L ? 131_072 : to == 300_000L ? 131_072 : 0);
                run.run(to, SearchBudget.of(Long.MAX_VALUE), 1000);
                if (to == 300_000L) {
                    run.writeTo(directory.resolve("parts.seq"), 300_000);
                }
            }
        }
        assertThat(Files.readAllBytes(directory.resolve("parts.seq"))).isEqualTo(whole);
    }

    @Test
    void aStoreKilledInTheMiddleOfABlockGoesOnFromItsLastWholeBlock() throws Exception {
        byte[] whole = Files.readAllBytes(streamed("grundy-game", 250_000, "whole"));
        Path store = directory.resolve("killed.store");
        try (StreamedSequence run = StreamedSequence.open(rules("grundy-game"), store, null, PREFIX, TAIL)) {
            run.run(200_000, SearchBudget.of(Long.MAX_VALUE), 1000);
        }
        // 3 whole blocks and a short one; cutting 70,000 bytes leaves the second block cut short.
        try (RandomAccessFile file = new RandomAccessFile(store.toFile(), "rw")) {
            file.setLength(file.length() - 70_000);
            file.seek(file.length());
            file.write(new byte[] {1, 2, 3});
        }
        try (StreamedSequence run = StreamedSequence.open(rules("grundy-game"), store, null, PREFIX, TAIL)) {
            assertThat(run.known()).isEqualTo(65_536);
            run.run(250_000, SearchBudget.of(Long.MAX_VALUE), 1000);
            run.writeTo(directory.resolve("killed.seq"), 250_000);
        }
        assertThat(Files.readAllBytes(directory.resolve("killed.seq"))).isEqualTo(whole);
    }

    /**
     * The checkpoint of a run in memory has blocks that end wherever a save happened: a streamed run
     * given one keeps its leading whole blocks and computes the rest again, to the same values.
     */
    @Test
    void aCheckpointMadeInMemoryGivesItsLeadingWholeBlocks() throws Exception {
        TakeAndBreak officers = rules("octal:0.6");
        CompactValues values = new TakeAndBreakValues(officers)
                .sequence(150_000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values();
        Path store = directory.resolve("in-memory.ckpt");
        try (CheckpointFile checkpoint = CheckpointFile.open(store, officers.name())) {
            checkpoint.save(values, 100_000);
            checkpoint.save(values, 150_001);
        }
        try (StreamedSequence run = StreamedSequence.open(officers, store, null, PREFIX, TAIL)) {
            // Blocks of 65,536, 34,464 and 50,001 values: the first alone is whole.
            assertThat(run.known()).isEqualTo(65_536);
            run.run(200_000, SearchBudget.of(Long.MAX_VALUE), 1000);
            run.writeTo(directory.resolve("resumed.seq"), 200_000);
        }
        assertThat(Files.readAllBytes(directory.resolve("resumed.seq"))).isEqualTo(inMemory("octal:0.6", 200_000));
    }

    @Test
    void histogramsAtEveryPowerOfTwoCountTheValuesBelowIt() throws Exception {
        Path histograms = directory.resolve("histograms");
        try (StreamedSequence run = StreamedSequence.open(rules("octal:0.167"), directory.resolve("h.store"), histograms,
                PREFIX, TAIL)) {
            run.run(70_000, SearchBudget.of(Long.MAX_VALUE), 1000);
        }
        int[] values = new TakeAndBreakValues(rules("octal:0.167"))
                .sequence(70_000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values().toArray();
        for (int power = 0; power <= 16; power++) {
            long[] counts = new long[128];
            for (int n = 0; n < 1 << power; n++) {
                counts[values[n]]++;
            }
            StringBuilder expected = new StringBuilder();
            for (int value = 0; value < counts.length; value++) {
                if (counts[value] > 0) {
                    expected.append(value).append(' ').append(counts[value]).append('\n');
                }
            }
            assertThat(Files.readString(ValueHistograms.file(histograms, power))).isEqualTo(expected.toString());
        }
        assertThat(ValueHistograms.file(histograms, 17)).doesNotExist();
    }

    /**
     * With a tail longer than a stored block, a run beyond its prefix runs on both cores
     * ({@link PipelinedRun}); its values are those of the run in memory, byte for byte.
     */
    @ParameterizedTest
    @CsvSource({"octal:0.6", "octal:0.167", "grundy-game", "octal:4.7"})
    void aRunOnBothCoresGivesTheValuesOfTheRunInMemory(String game) throws Exception {
        Path binary = directory.resolve("both.seq");
        try (StreamedSequence run = StreamedSequence.open(rules(game), directory.resolve("both.store"), null, PREFIX,
                SequenceFile.MOST_PER_BLOCK * 2)) {
            run.run(400_000, SearchBudget.of(Long.MAX_VALUE), 1000);
            run.writeTo(binary, 400_000);
        }
        assertThat(Files.readAllBytes(binary)).isEqualTo(inMemory(game, 400_000));
    }

    /**
     * A step prepared while the last d values are not yet known — as a thread of the pipeline
     * prepares a heap up to its look-ahead beyond the values published — and finished once they
     * are, finds the value the whole run finds, for every d up to the look-ahead.
     */
    @ParameterizedTest
    @CsvSource({"octal:0.6", "octal:0.167", "grundy-game"})
    void aStepPreparedAheadOfTheKnownValuesFindsTheValue(String game) throws Exception {
        TakeAndBreak rules = rules(game);
        int last = 180_000;
        int[] all = new TakeAndBreakValues(rules)
                .sequence(last, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values().toArray();
        int prefix = 1 << 14;
        long[] histogram = new long[1024];
        for (int n = 0; n < prefix; n++) {
            histogram[all[n]]++;
        }
        StreamedRareHeaps rare = new StreamedRareHeaps(MaskChooser.bestMask(histogram));
        SmallPartIndex smallParts = SmallPartIndex.of(n -> all[n], histogram);
        WindowedSparseStep step = new WindowedSparseStep(rules, SplitGeometry.of(rules).twoSplitRemovals(), new AtomicLong(), false);
        int largest = 0;
        try (ValueStore store = ValueStore.open(directory.resolve("ahead.store"), game, (values, count) -> { })) {
            WindowedValues window = new WindowedValues(prefix, SequenceFile.MOST_PER_BLOCK * 2);
            window.storeIn(store);
            for (int n = 0; n < last; n++) {
                if (n >= 150_000 && n % 7 == 0) {
                    for (int behind = 0; behind <= SequenceTuning.LOOKAHEAD; behind += 1 + behind / 4) {
                        step.prepare(n, n - behind, window, rare, smallParts, largest);
                        assertThat(step.finish(largest)).as("G(%d) prepared %d behind", n, behind).isEqualTo(all[n]);
                    }
                }
                window.add(all[n], true);
                rare = rare.offer(n, all[n]);
                largest = Math.max(largest, all[n]);
            }
        }
    }
}
