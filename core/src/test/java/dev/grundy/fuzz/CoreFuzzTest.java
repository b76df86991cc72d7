package dev.grundy.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.grundy.graph.GraphFileFuzzing;
import dev.grundy.heap.SequenceFileFuzzing;
import dev.grundy.language.PositionParserFuzzing;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;

/**
 * Coverage-guided fuzzing (Jazzer) of what core reads from people and files: the position
 * language ({@link PositionParserFuzzing}), graph files ({@link GraphFileFuzzing}), and sequence
 * files and checkpoints ({@link SequenceFileFuzzing}). One fuzz test for the three, its first byte
 * picking the reader, so that {@code mvn verify} starts Jazzer once: Jazzer fuzzes one test a run.
 *
 * <p>{@code mvn verify} runs the inputs in {@code CoreFuzzTestInputs} (seeds, and every crash found
 * so far, kept as a regression test), then fuzzes for {@code fuzz.duration}. The system property
 * {@code grundy.fuzz.reader} (position, graph or sequence) holds the fuzzer to one reader, the first
 * byte then ignored. README, Tests, has the commands.
 */
class CoreFuzzTest {
    /** The readers, in the order the first byte picks them. */
    enum Reader {
        POSITION, GRAPH, SEQUENCE;

        static Reader picked(byte first) {
            String fixed = System.getProperty("grundy.fuzz.reader");
            return fixed != null ? valueOf(fixed.toUpperCase(Locale.ROOT)) : values()[(first & 0xFF) % values().length];
        }
    }

    @FuzzTest
    void anyInputIsReadOrRefusedInOneClearLine(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        byte[] rest = Arrays.copyOfRange(input, 1, input.length);
        switch (Reader.picked(input[0])) {
            case POSITION -> PositionParserFuzzing.check(rest);
            case GRAPH -> GraphFileFuzzing.check(rest);
            case SEQUENCE -> SequenceFileFuzzing.check(rest);
        }
    }
}
