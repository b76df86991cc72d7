package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class LaskerTest {
    private final Lasker lasker = new Lasker();

    @Test
    void theFirstValuesAreTheKnownOnes() {
        // Winning Ways: 0 1 2 4 3 5 6 8 7 9 10 12 11.
        assertThat(IntStream.range(0, 13).map(n -> lasker.grundy(BigInteger.valueOf(n)).intValueExact()).toArray())
                .containsExactly(0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11);
    }

    @Test
    void hduNimOrNotNimSample() {
        // HDU 3032 "Nim or not Nim?" (2009 Multi-University Training Contest 13): take from a heap or
        // split it into two. Sample input: heaps 2 2 3, then 3 3; output "Alice" (the first player) then "Bob".
        assertThat(Positions.solve(Positions.parse("lasker 2 2 3")).outcome()).isEqualTo(Outcome.N);
        assertThat(Positions.solve(Positions.parse("lasker 3 3")).outcome()).isEqualTo(Outcome.P);
        assertThat(Positions.parse("lasker:2 2 2 3")).isEqualTo(Positions.parse("lasker 2 2 3"));
    }

    @Property(tries = 200)
    void closedFormAgreesWithBruteForce(@ForAll @IntRange(max = 70) int heap) {
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(lasker, SearchBudget.standard());

        assertThat(lasker.grundy(BigInteger.valueOf(heap))).isEqualTo(bruteForce.grundy(BigInteger.valueOf(heap)));
    }

    @Property(tries = 300)
    void movesToAValueAgreeWithBruteForce(@ForAll @IntRange(max = 60) int heap, @ForAll @IntRange(max = 70) int target) {
        GrundySolver<BigInteger> bruteForce = new GrundySolver<>(lasker, SearchBudget.standard());
        var moves = lasker.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target));

        assertThat(moves.complete()).isTrue();
        assertThat(moves.list()).extracting(Move::to).containsExactlyInAnyOrderElementsOf(
                bruteForce.movesToValue(BigInteger.valueOf(heap), target).stream().map(Move::to).toList());
    }

    @Property(tries = 100)
    void theSplitEnumerationFindsEverySplitOfLargerHeaps(@ForAll @IntRange(min = 1000, max = 4000) int heap,
                                                         @ForAll @IntRange(max = 8191) int target) {
        List<List<BigInteger>> scanned = new ArrayList<>();
        for (int a = 1; 2 * a <= heap; a++) {
            BigInteger x = BigInteger.valueOf(a);
            BigInteger y = BigInteger.valueOf(heap - a);
            if (lasker.grundy(x).xor(lasker.grundy(y)).intValueExact() == target) {
                scanned.add(List.of(x, y));
            }
        }
        var moves = lasker.movesToValue(BigInteger.valueOf(heap), BigInteger.valueOf(target));

        assertThat(moves.list()).extracting(Move::to).filteredOn(to -> to.size() == 2)
                .containsExactlyElementsOf(scanned);
    }

    @Property(tries = 100)
    void everyListedMoveOfAHugeHeapReachesItsValue(
            @ForAll @BigRange(min = "1000000000000000000000000000000", max = "9000000000000000000000000000000") BigInteger heap,
            @ForAll @IntRange(max = 100000) int target) {
        var moves = lasker.movesToValue(heap, BigInteger.valueOf(target));

        assertThat(moves.list()).allSatisfy(move -> assertThat(move.to().stream().map(lasker::grundy)
                .reduce(BigInteger.ZERO, BigInteger::xor)).isEqualTo(target));
    }
}
