package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A step of either method ({@link NaiveGrundySequence}, {@link SparseGrundySequence}) prepared while
 * only G(0 … known − 1) are known — as the two threads of a long run do,
 * up to {@link PipelinedRun}'s look-ahead — must still find G(n) once finished. The values it may
 * not yet read are replaced by random ones while it prepares, so a step that reads them marks
 * options that are not there and gets the value wrong.
 */
class HeapStepTest {
    private static final int HEAPS = 700;

    @Property(tries = 400)
    void aHeapPreparedAheadOfTheKnownValuesGetsItsValue(@ForAll("games") Game game,
                                                        @ForAll @IntRange(max = HEAPS - 1) int n,
                                                        @ForAll @IntRange(max = 40) int ahead,
                                                        @ForAll boolean sparse,
                                                        @ForAll @IntRange(min = 1, max = 255) int anyMask,
                                                        @ForAll long seed) {
        int[] expected = NaiveOctal.values(game.naiveCode(), game.rules().unequalParts(), HEAPS);
        int largest = Arrays.stream(expected).max().orElseThrow();
        // Like the masks the engine picks, one within the values' bits, so that common values exist.
        int mask = Math.max(1, anyMask % (2 * Integer.highestOneBit(Math.max(largest, 1))));
        int known = Math.max(0, n - ahead);

        CompactValues whileKnown = CompactValues.empty(2);
        CompactValues atFinish = CompactValues.empty(2);
        CompactValues knownOnly = CompactValues.empty(2);
        Random noise = new Random(seed);
        for (int heap = 0; heap < n; heap++) {
            whileKnown = whileKnown.add(heap < known ? expected[heap] : noise.nextInt(largest + 1));
            atFinish = atFinish.add(expected[heap]);
            knownOnly = heap < known ? knownOnly.add(expected[heap]) : knownOnly;
        }
        HeapStep step;
        if (sparse) {
            // The rare heaps under the mask among those known, as the pipeline's steps see them.
            SparseGrundySequence method = new SparseGrundySequence(SplitGeometry.of(game.rules()));
            method.useMask(mask, knownOnly);
            step = method.newStep();
        } else {
            step = new NaiveGrundySequence(SplitGeometry.of(game.rules())).newStep();
        }
        step.prepare(n, known, whileKnown, largest);
        // With every value below it known, as a step given every heap in turn: no split left, only the takes.
        int value = known == n ? step.finishInTurn(atFinish, largest) : step.finish(atFinish, largest);

        assertThat(value).as("G(%d) prepared with %d values known", n, known).isEqualTo(expected[n]);
    }

    @Provide
    Arbitrary<Game> games() {
        Arbitrary<Game> codes = Combinators.combine(
                        Arbitraries.of("0", "4"),
                        Arbitraries.integers().between(0, 7).list().ofMinSize(1).ofMaxSize(3))
                .as((d0, digits) -> d0 + "." + digits.stream().map(String::valueOf).reduce("", String::concat) + "6")
                .map(code -> new Game(TakeAndBreak.parse(code, code), code));
        return Arbitraries.oneOf(codes, Arbitraries.just(new Game(TakeAndBreak.grundysGame(), "4.0")));
    }

    /** Rules, and the code the naive computation reads them from. */
    record Game(TakeAndBreak rules, String naiveCode) {
        @Override
        public String toString() {
            return rules.name();
        }
    }
}
