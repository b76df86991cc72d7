package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Outcome;
import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.SplitValues;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ThreeWayLaskerTest {
    private final ThreeWayLasker game = new ThreeWayLasker();

    @Test
    void hduSimpleNimSample() {
        // HDU 5795 "A Simple Nim" (2016 Multi-University Training Contest 6): take from a heap or split
        // it into three non-empty heaps. Sample input: heaps 4 4, then 1 2 4; output "Second player
        // wins." then "First player wins."
        assertThat(Positions.solve(Positions.parse("lasker:3 4 4")).outcome()).isEqualTo(Outcome.P);
        assertThat(Positions.solve(Positions.parse("lasker:3 1 2 4")).outcome()).isEqualTo(Outcome.N);
    }

    @Property(tries = 60)
    void closedFormAgreesWithBruteForce(@ForAll @IntRange(max = 45) int heap) {
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());

        assertThat(game.grundy(BigInteger.valueOf(heap))).isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
    }

    @Test
    void closedFormAgreesWithTheTableOfSplitsUpToThreeHundred() {
        SplitValues table = new SplitValues(3, "lasker:3");

        for (int n = 0; n <= 300; n++) {
            assertThat(game.grundy(BigInteger.valueOf(n)).intValueExact()).as("G(%d)", n)
                    .isEqualTo(table.value(n, SearchBudget.standard()));
        }
    }

    @Property(tries = 150)
    void movesToAValueAreExactlyThoseOfBruteForce(@ForAll @IntRange(max = 40) int heap, @ForAll @IntRange(max = 48) int target) {
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());
        Moves<BigInteger> moves = game.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target), SearchBudget.standard());

        assertThat(moves.complete()).isTrue();
        assertThat(moves.list()).extracting(Move::to).containsExactlyInAnyOrderElementsOf(
                bruteForce.movesToValue(BigInteger.valueOf(heap), target).stream().map(Move::to).toList());
    }

    @Property(tries = 40)
    void theSplitSearchCountsEverySplitOfLargerHeaps(@ForAll @IntRange(min = 200, max = 600) int heap,
                                                     @ForAll @IntRange(max = 1023) int target) {
        long scanned = 0;
        for (int a = 1; 3 * a <= heap; a++) {
            for (int b = a; a + 2 * b <= heap; b++) {
                BigInteger sum = game.grundy(BigInteger.valueOf(a)).xor(game.grundy(BigInteger.valueOf(b)))
                        .xor(game.grundy(BigInteger.valueOf(heap - a - b)));
                scanned += sum.intValueExact() == target ? 1 : 0;
            }
        }
        long take = game.grundy(BigInteger.valueOf(target)).compareTo(BigInteger.valueOf(heap)) < 0 ? 1 : 0;

        assertThat(game.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target), SearchBudget.standard()).count())
                .isEqualTo(scanned + take);
    }

    @Property(tries = 30)
    void theCountAgreesWithAScanBeyondTheScannedFirstParts(@ForAll @IntRange(min = 6200, max = 9000) int heap,
                                                           @ForAll @IntRange(max = 16383) int target) {
        long scanned = 0;
        for (int a = 1; 3 * a <= heap; a++) {
            for (int b = a; a + 2 * b <= heap; b++) {
                scanned += (value(a) ^ value(b) ^ value(heap - a - b)) == target ? 1 : 0;
            }
        }

        assertThat(ThreeWaySplitCount.splits(BigInteger.valueOf(heap), BigInteger.valueOf(target)).longValueExact())
                .isEqualTo(scanned);
    }

    /** G by the closed form in long arithmetic, for the scans. */
    private static long value(long n) {
        return n == 0 ? 0 : n % 8 == 0 ? n - 1 : n % 8 == 7 ? n + 1 : n;
    }

    @Property(tries = 20)
    void everyListedMoveOfAHugeHeapReachesItsValue(
            @ForAll @BigRange(min = "1000000000000000000000000000000000000000000000000000000000000", max = "9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger heap,
            @ForAll @IntRange(max = 100000) int target) {
        Moves<BigInteger> moves = game.movesToValue(heap, BigInteger.valueOf(target), SearchBudget.standard());

        assertThat(moves.list()).isNotEmpty().allSatisfy(move -> {
            assertThat(move.to().stream().reduce(BigInteger.ZERO, BigInteger::add)).isLessThanOrEqualTo(heap);
            assertThat(move.to().stream().map(game::grundy).reduce(BigInteger.ZERO, BigInteger::xor)).isEqualTo(target);
        });
    }

    @Test
    void typedSplitsReadBack() {
        BigInteger heap = BigInteger.valueOf(9);
        List<String> words = new ArrayList<>(List.of("0", "2", "3"));
        Move<BigInteger> split = game.readMove(heap, words);

        assertThat(split.to()).containsExactly(BigInteger.TWO, BigInteger.valueOf(3), BigInteger.valueOf(4));
        assertThat(game.typed(heap, split)).isEqualTo(words);
    }
}
