package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.core.Moves;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class RangeSubtractionTest {

    private static RangeSubtraction range(int least, int most) {
        return new RangeSubtraction(BigInteger.valueOf(least), BigInteger.valueOf(most));
    }

    @Test
    void takingTwoToFiveHasPeriodSeven() {
        // L = 2, R = 5: ⌊(n mod 7) / 2⌋ = 0 0 1 1 2 2 3, repeated.
        RangeSubtraction game = range(2, 5);

        assertThat(IntStream.range(0, 14).map(n -> game.grundy(BigInteger.valueOf(n)).intValueExact()).toArray())
                .containsExactly(0, 0, 1, 1, 2, 2, 3, 0, 0, 1, 1, 2, 2, 3);
    }

    @Test
    void sNimSample() {
        // HDU 1536 / POJ 2960 "S-Nim" (Norgesmesterskapet 2004). Sample input: S = {2, 5} with the heaps
        // 5 12, 2 4 7 and 2 3 7 12, output LWW; S = {1, 2, 3, 4, 5} with the same heaps, output WWL.
        // The second S is the range 1-5, solved by its closed form, and as a set mixing a number and a
        // range, solved by the table.
        List<String> heaps = List.of("5 12", "2 4 7", "2 3 7 12");

        assertThat(outcomes("subtract:2,5", heaps)).isEqualTo("LWW");
        assertThat(outcomes("subtract:1-5", heaps)).isEqualTo("WWL");
        assertThat(outcomes("subtract:1,2-5", heaps)).isEqualTo("WWL");
    }

    private static String outcomes(String game, List<String> heaps) {
        StringBuilder letters = new StringBuilder();
        for (String position : heaps) {
            Outcome outcome = Positions.solve(Positions.parse(game + " " + position)).outcome();
            letters.append(outcome == Outcome.P ? 'L' : 'W');
        }
        return letters.toString();
    }

    @Property(tries = 300)
    void closedFormAgreesWithBruteForce(@ForAll @IntRange(min = 1, max = 6) int least, @ForAll @IntRange(max = 8) int width,
                                        @ForAll @IntRange(max = 80) int heap) {
        RangeSubtraction game = range(least, least + width);
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());

        assertThat(game.grundy(BigInteger.valueOf(heap))).isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
    }

    @Property(tries = 300)
    void movesToAValueAreExactlyThoseOfBruteForce(@ForAll @IntRange(min = 1, max = 6) int least,
                                                   @ForAll @IntRange(max = 8) int width,
                                                   @ForAll @IntRange(max = 60) int heap, @ForAll @IntRange(max = 6) int target) {
        RangeSubtraction game = range(least, least + width);
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(game, SearchBudget.standard());
        Moves<BigInteger> moves = game.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target), SearchBudget.standard());

        assertThat(moves.complete()).isTrue();
        assertThat(moves.list()).extracting(Move::to).containsExactlyElementsOf(
                bruteForce.movesToValue(BigInteger.valueOf(heap), target).stream().map(Move::to).toList());
    }

    @Property(tries = 100)
    void aLongListIsCutAtTheLimitAndCountedInFull(@ForAll @IntRange(min = 1, max = 40) int least,
                                                  @ForAll @IntRange(max = 3000) int width,
                                                  @ForAll @IntRange(max = 20000) int heap, @ForAll @IntRange(max = 80) int target) {
        RangeSubtraction game = range(least, least + width);
        SearchBudget listingTen = new SearchBudget(SearchBudget.Limits.standard().withMostListed(10), ProgressListener.NONE);
        Moves<BigInteger> moves = game.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target), listingTen);
        List<Integer> scanned = IntStream.rangeClosed(least, Math.min(least + width, heap))
                .filter(take -> game.grundy(BigInteger.valueOf(heap - take)).intValueExact() == target).boxed().toList();

        assertThat(moves.count()).isEqualTo(scanned.size());
        assertThat(moves.list()).extracting(move -> BigInteger.valueOf(heap).subtract(move.to().get(0)).intValueExact())
                .containsExactlyElementsOf(scanned.subList(0, Math.min(10, scanned.size())));
    }

    @Property(tries = 100)
    void hundredDigitRangesAndHeapsAreAnsweredByArithmetic(
            @ForAll @BigRange(min = "1", max = "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger least,
            @ForAll @BigRange(min = "0", max = "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger width,
            @ForAll @BigRange(min = "0", max = "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger heap) {
        RangeSubtraction game = new RangeSubtraction(least, least.add(width));
        BigInteger value = game.grundy(heap);
        BigInteger target = value.signum() == 0 ? BigInteger.ONE : BigInteger.ZERO;
        Moves<BigInteger> moves = game.movesToValue(heap, target, SearchBudget.standard());

        assertThat(moves.list()).allSatisfy(move -> {
            BigInteger taken = heap.subtract(move.to().get(0));
            assertThat(taken).isBetween(least, least.add(width));
            assertThat(game.grundy(move.to().get(0))).isEqualTo(target);
        });
        // the options of a heap beyond L + R take every value below G and never G itself
        if (heap.compareTo(least.add(least).add(width)) >= 0 && value.signum() > 0) {
            assertThat(game.movesToValue(heap, BigInteger.ZERO, SearchBudget.standard()).list()).isNotEmpty();
        }
        assertThat(game.movesToValue(heap, value, SearchBudget.standard()).list()).isEmpty();
    }
}
