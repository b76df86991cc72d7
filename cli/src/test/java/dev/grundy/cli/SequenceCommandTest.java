package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.grundy.heap.SequenceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import static org.assertj.core.api.Assertions.assertThat;

class SequenceCommandTest {
    @TempDir
    Path directory;

    @Test
    void kaylesHasPeriodTwelveProved() {
        Cli run = Cli.run("sequence", "kayles", "--to", "1000");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("kayles: G(0..1000)\n")
                .contains("   0: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2")
                .contains("Periodicity: period 12 from n = 71, proved by the octal games periodicity theorem");
    }

    @Test
    void writesOneJsonObjectWithValuesPeriodicityAndSummary() {
        JsonNode json = Cli.run("sequence", "--json", "dawson", "--to", "2000").json();

        assertThat(json.get("game").asText()).isEqualTo("dawson");
        assertThat(json.get("values")).hasSize(2001);
        assertThat(json.get("values").get(4).asInt()).isEqualTo(2);
        assertThat(json.get("periodicity").get("period").asInt()).isEqualTo(34);
        assertThat(json.get("periodicity").get("preperiod").asInt()).isEqualTo(53);
        assertThat(json.get("periodicity").get("proved").asBoolean()).isTrue();
        assertThat(json.get("summary").get("largest").asInt()).isEqualTo(9);
    }

    @Test
    void periodicityIsNullWhereNoneWasFound() {
        JsonNode json = Cli.run("sequence", "--json", "octal:0.6", "--to", "300").json();

        assertThat(json.get("periodicity").isNull()).isTrue();
    }

    @Test
    void writesCsv() {
        Cli run = Cli.run("sequence", "--csv", "subtract:1,3,4", "--to", "9");

        assertThat(run.out().lines()).containsExactly("n,grundy", "0,0", "1,1", "2,0", "3,1", "4,2", "5,3", "6,2", "7,0", "8,1", "9,0");
    }

    @Test
    void writesCompactBinaryAndTheSummary() throws Exception {
        Path file = directory.resolve("grundy.seq");
        Cli run = Cli.run("sequence", "grundy-game", "--to", "5000", "--binary", file.toString());

        assertThat(run.out()).startsWith("grundy-game: G(0..5000) written to ").contains("Largest value: ");
        assertThat(SequenceFile.read(file, "grundy-game").toArray()).hasSize(5001).startsWith(0, 0, 0, 1, 0, 2, 1, 0, 2);
        assertThat(Files.size(file)).isLessThan(5001 + 64);
    }

    @Test
    void aSummaryLeavesTheValuesOut() {
        Cli run = Cli.run("sequence", "dawson", "--to", "1000000", "--summary");

        assertThat(run.out().lines()).hasSize(5);
        assertThat(run.out()).contains("period 34 from n = 53, proved");
    }

    @Test
    void closedFormsHaveTheirPeriodicityToo() {
        assertThat(Cli.run("sequence", "lasker", "--to", "100", "--summary").out())
                .contains("period 4 from n = 1, saltus 4, proved by the closed form");
        assertThat(Cli.run("sequence", "bash:3", "--to", "100", "--summary").out()).contains("period 4 from n = 0, proved");
    }

    @Test
    void resumesFromACheckpointWithTheSameResult() {
        Path checkpoint = directory.resolve("run.ckpt");
        Cli first = Cli.run("sequence", "grundy-game", "--to", "30000", "--summary", "--checkpoint", checkpoint.toString());
        Cli again = Cli.run("sequence", "grundy-game", "--to", "30000", "--summary", "--checkpoint", checkpoint.toString());

        assertThat(Files.exists(checkpoint)).isTrue();
        assertThat(again.err()).startsWith("grundy: resuming grundy-game from 30,001 values in ");
        assertThat(again.out()).isEqualTo(first.out());
    }

    @Test
    void aSmallerToIsAnsweredFromTheCheckpointWhichIsLeftWhole() throws Exception {
        Path checkpoint = directory.resolve("run.ckpt");
        Cli.run("sequence", "grundy-game", "--to", "30000", "--summary", "--checkpoint", checkpoint.toString());
        byte[] saved = Files.readAllBytes(checkpoint);

        Cli smaller = Cli.run("sequence", "grundy-game", "--to", "1000", "--checkpoint", checkpoint.toString());

        assertThat(smaller.exitCode()).isZero();
        assertThat(smaller.out()).isEqualTo(Cli.run("sequence", "grundy-game", "--to", "1000").out());
        assertThat(SequenceFile.read(checkpoint, "grundy-game").size()).isEqualTo(30_001);
        assertThat(Files.readAllBytes(checkpoint)).isEqualTo(saved);
    }

    /**
     * The attack of issue 17: one bit flipped in a checkpoint gave a wrong value with exit 0. Every
     * byte of the file is a candidate; here a bit of a value near the end, in a file of about 30 KB.
     */
    @Test
    void aFlippedBitInACheckpointIsFoundAndTheDamagedValuesAreComputedAgain() throws Exception {
        Path checkpoint = directory.resolve("flipped.ckpt");
        Cli clean = Cli.run("sequence", "--csv", "grundy-game", "--to", "30000", "--checkpoint", checkpoint.toString());
        int[] values = SequenceFile.read(checkpoint, "grundy-game").toArray();
        byte[] bytes = Files.readAllBytes(checkpoint);
        bytes[bytes.length - 1000] ^= 0x10;
        Files.write(checkpoint, bytes);

        Cli resumed = Cli.run("sequence", "--csv", "grundy-game", "--to", "30000", "--checkpoint", checkpoint.toString());

        assertThat(resumed.exitCode()).isZero();
        assertThat(resumed.out()).isEqualTo(clean.out());
        assertThat(resumed.err()).contains("flipped.ckpt: the values from G(").contains(") on are damaged or cut short");
        assertThat(SequenceFile.read(checkpoint, "grundy-game").toArray()).as("mended").isEqualTo(values).hasSize(30_001);
    }

    @Test
    void aCheckpointHeldByAnotherRunIsRefusedAsInUse() throws Exception {
        Path checkpoint = directory.resolve("busy.ckpt");
        Cli.run("sequence", "grundy-game", "--to", "1000", "--checkpoint", checkpoint.toString());
        byte[] before = Files.readAllBytes(checkpoint);

        try (FileChannel other = FileChannel.open(checkpoint, StandardOpenOption.READ, StandardOpenOption.WRITE);
             FileLock held = other.lock()) {
            Cli second = Cli.run("sequence", "grundy-game", "--to", "2000", "--checkpoint", checkpoint.toString());

            assertThat(held.isValid()).isTrue();
            assertThat(second.exitCode()).isEqualTo(2);
            assertThat(second.out()).isEmpty();
            assertThat(second.err()).isEqualTo("grundy: " + checkpoint + " is in use by another grundy run; wait for that run to end, "
                    + "or give this one another --checkpoint file\n");
        }
        assertThat(Files.readAllBytes(checkpoint)).isEqualTo(before);
    }

    @Test
    void aStreamedRunWritesTheSameFileAsAnInMemoryRunWithAHistogramAtEveryPowerOfTwo() throws Exception {
        Path inMemory = directory.resolve("memory.seq");
        Path streamed = directory.resolve("streamed.seq");
        Path checkpoint = directory.resolve("streamed.ckpt");
        Path histograms = directory.resolve("histograms");
        Cli.run("sequence", "octal:0.167", "--to", "200000", "--binary", inMemory.toString());
        Cli first = Cli.run("sequence", "octal:0.167", "--to", "150000", "--binary", streamed.toString(), "--checkpoint",
                checkpoint.toString(), "--histograms", histograms.toString(), "--window", "131072");
        Cli again = Cli.run("sequence", "octal:0.167", "--to", "200000", "--binary", streamed.toString(), "--checkpoint",
                checkpoint.toString(), "--histograms", histograms.toString(), "--window", "131072");

        assertThat(first.exitCode()).isZero();
        assertThat(again.err()).isEqualTo("grundy: resuming octal:0.167 from 131,072 values in " + checkpoint + "\n");
        assertThat(again.out()).startsWith("octal:0.167: G(0..200000) written to " + streamed)
                .contains("Periodicity: none proved up to n = 131,071: a streamed run looks for a period only among the first "
                        + "131,072 values, which it holds in memory")
                .contains("Streamed: 131,072 values held at each end")
                .contains("Histograms: " + histograms + "/histogram-2^k.txt for k = 0 … 17");
        assertThat(Files.readAllBytes(streamed)).isEqualTo(Files.readAllBytes(inMemory));
        assertThat(Files.readString(histograms.resolve("histogram-2^1.txt"))).isEqualTo("0 1\n1 1\n");
        assertThat(histograms.resolve("histogram-2^17.txt")).exists();
    }

    /**
     * The choice (issue 30): --binary alone computes in memory, whatever N, while the values fit;
     * --stream asks for a streamed run, whose file is the same byte for byte, and without --binary
     * its values go to --out, named in the summary, with no line on standard error.
     */
    @Test
    void binaryRunsInMemoryAndStreamAsksForAStreamedRunWithTheSameValues() throws Exception {
        Path inMemory = directory.resolve("memory.seq");
        Path streamed = directory.resolve("streamed.seq");
        Path out = directory.resolve("out.seq");
        Cli memoryRun = Cli.run("sequence", "octal:0.167", "--to", "200000", "--binary", inMemory.toString());
        Cli streamedRun = Cli.run("sequence", "octal:0.167", "--to", "200000", "--binary", streamed.toString(), "--stream",
                "--window", "131072");
        Cli outRun = Cli.run("sequence", "octal:0.167", "--to", "200000", "--stream", "--summary", "--out", out.toString(),
                "--window", "131072");

        assertThat(memoryRun.out()).startsWith("octal:0.167: G(0..200000) written to " + inMemory)
                .contains("Periodicity: no period up to n = 200000").doesNotContain("Streamed:");
        assertThat(streamedRun.out()).contains("Streamed: 131,072 values held at each end")
                .contains("Rare values (sparse space): 60 heaps with an even number of 1s under the mask 111101");
        assertThat(outRun.err()).isEmpty();
        assertThat(outRun.out()).startsWith("octal:0.167: G(0..200000) written to " + out).contains("Streamed: ");
        assertThat(Files.readAllBytes(streamed)).isEqualTo(Files.readAllBytes(inMemory));
        assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(inMemory));
    }

    /** A streamed run that ends within its first window never chose a mask: no line of rare values then. */
    @Test
    void aStreamedRunWithinItsFirstWindowListsNoRareValues() {
        Cli run = Cli.run("sequence", "octal:0.6", "--to", "3000", "--stream", "--summary", "--out",
                directory.resolve("o.seq").toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Largest value: ").contains("Streamed: ").doesNotContain("Rare values");
    }

    /** A period proved among the values a streamed run holds from the start is said, as in memory. */
    @Test
    void aStreamedRunSaysThePeriodItProves() {
        Path histograms = directory.resolve("dawson");
        Cli inMemory = Cli.run("sequence", "octal:0.07", "--to", "100000", "--summary");
        Cli streamed = Cli.run("sequence", "octal:0.07", "--to", "100000", "--binary", directory.resolve("dawson.seq").toString(),
                "--histograms", histograms.toString());

        String periodicity = inMemory.out().lines().filter(line -> line.startsWith("Periodicity:")).findFirst().orElseThrow();
        assertThat(periodicity).startsWith("Periodicity: period 34 from n = 53, proved by");
        assertThat(streamed.out().lines()).contains(periodicity);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "sequence wythoff --to 10                    | grundy: sequence: wythoff is not a heap game",
        "sequence kayles --to -1                     | grundy sequence: --to must be between 0 and",
        "sequence kayles --to 10 --method fast       | grundy sequence: --method must be one of auto, naive, sparse; got 'fast'",
        "sequence nim --to 10 --checkpoint x.ckpt    | grundy: --checkpoint is for computed sequences",
        "sequence kayles --to 10 --histograms h      | grundy sequence: --histograms needs --binary FILE (or --stream)",
        "sequence nim --to 10 --stream               | grundy sequence: --stream needs an octal game that splits in two",
        "sequence kayles --to 10 --stream --json     | grundy sequence: --stream writes the values to a file: use it with --summary",
        "sequence kayles --to 10 --genus --stream    | grundy sequence: --genus lists genera only: with --json, not --csv, --summary, --binary, --checkpoint or --stream",
        "sequence --moves n->take(n,1) --to 10 --stream | grundy sequence: --moves LINE is the game: no game name, --rules, --genus, --histograms or --stream with it",
        "sequence kayles --to 10 --binary k.seq --histograms h --window 1000 | grundy sequence: --window must be a power of two",
        "sequence kayles --to 10 --json --csv        | grundy sequence: Error: --json, --csv are mutually exclusive",
        "sequence kayles --to 70000000000000         | grundy: G(0..70000000000000) streamed needs at least 133514404 MB on disk",
        "sequence kayles --to 100000000000000        | grundy sequence: --to must be between 0 and 70368744177662",
        "sequence octal:0.9x --to 10                 | grundy: octal: a code is written",
        "plot kayles --to 10 -o picture.gif          | grundy plot: -o must name a .png or .svg file",
        "plot wythoff --to 10 -o picture.png         | grundy: plot: wythoff is not a heap game",
    })
    void badInputExitsTwoWithOneLine(String args, String message) {
        Cli run = Cli.run(args.split(" +"));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().startsWith(message);
    }

    @Test
    void plotsAPictureAPersonCanRead() throws Exception {
        Path png = directory.resolve("kayles.png");
        Path svg = directory.resolve("kayles.svg");

        assertThat(Cli.run("plot", "kayles", "--to", "200", "-o", png.toString()).exitCode()).isZero();
        assertThat(Cli.run("plot", "kayles", "--to", "200", "-o", svg.toString()).exitCode()).isZero();
        assertThat(Files.readAllBytes(png)).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
        assertThat(Files.readString(svg)).contains("<svg").contains("preperiod").contains("one period")
                .contains("kayles: G(0..200), period 12 from n = 71 (proved)");
    }
}
