package dev.grundy.games;

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
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class KMultipleTest {

    private static KMultiple game(int k) {
        return new KMultiple(new MultipleSequence(k));
    }

    private static TakeState state(long heap, long limit) {
        return new TakeState(BigInteger.valueOf(heap), BigInteger.valueOf(limit));
    }

    private static TakeState fresh(KMultiple game, long heap) {
        return game.parse(List.of(String.valueOf(heap))).get(0);
    }

    @Test
    void theFirstPlayerOfFibonacciNimLosesExactlyOnFibonacciNumbers() {
        KMultiple fibonacci = game(2);
        Set<Integer> fibonacciNumbers = Set.of(1, 2, 3, 5, 8, 13, 21, 34, 55, 89);

        for (int n = 1; n < 100; n++) {
            assertThat(fibonacci.outcome(fresh(fibonacci, n), SearchBudget.standard())).as("n = %d", n)
                    .isEqualTo(fibonacciNumbers.contains(n) ? Outcome.P : Outcome.N);
        }
    }

    @Test
    void theWinningFirstTakeIsTheSmallestZeckendorfTerm() {
        KMultiple fibonacci = game(2);

        // 100 = 89 + 8 + 3 and 1000 = 987 + 13: take 3, take 13.
        assertThat(fibonacci.winningMoves(fresh(fibonacci, 100), SearchBudget.standard()).list().get(0).text().toString()).isEqualTo("take 3");
        assertThat(fibonacci.winningMoves(fresh(fibonacci, 1000), SearchBudget.standard()).list().get(0).text().toString()).isEqualTo("take 13");
        assertThat(fibonacci.winningMoves(fresh(fibonacci, 1000), SearchBudget.standard()).list().get(0).to())
                .containsExactly(state(987, 26));
    }

    @Test
    void theSmallestWinningFirstTakeOfTheKMultipleGame() {
        // k = 1: 12 = 8 + 4, take 4. k = 3: terms 1 2 3 4 6 8 11 15 21 29 40 55 76 …, 100 = 76 + 21 + 3, take 3.
        KMultiple doubling = game(1);
        KMultiple tripling = game(3);

        assertThat(doubling.winningMoves(fresh(doubling, 12), SearchBudget.standard()).list().get(0).text().toString()).isEqualTo("take 4");
        assertThat(tripling.winningMoves(fresh(tripling, 100), SearchBudget.standard()).list().get(0).text().toString()).isEqualTo("take 3");
        assertThat(tripling.outcome(fresh(tripling, 76), SearchBudget.standard())).isEqualTo(Outcome.P);
    }

    @Test
    void theSequencesAreThePowersOfTwoAndTheFibonacciNumbers() {
        assertThat(new MultipleSequence(1).firstTerms(10, SearchBudget.standard()))
                .containsExactly(IntStream.range(0, 10).mapToObj(i -> BigInteger.ONE.shiftLeft(i)).toArray(BigInteger[]::new));
        assertThat(new MultipleSequence(2).firstTerms(10, SearchBudget.standard())).extracting(BigInteger::intValue)
                .containsExactly(1, 2, 3, 5, 8, 13, 21, 34, 55, 89);
    }

    @Test
    void theKMultipleGameWithLargeKAndHugeHeapsAnswersExactly() {
        KMultiple game = game(100_000);
        TakeState start = fresh(game, 1_000_000_000_000_000_000L);
        var winning = game.winningMoves(start, SearchBudget.standard());

        assertThat(game.outcome(start, SearchBudget.standard())).isEqualTo(Outcome.N);
        assertThat(winning.list()).isNotEmpty().allSatisfy(move ->
                assertThat(game.outcome(move.to().get(0), SearchBudget.standard())).isEqualTo(Outcome.P));
    }

    @Property(tries = 400)
    void outcomeAndEveryWinningTakeAgreeWithBruteForce(@ForAll @IntRange(min = 1, max = 5) int k,
                                                      @ForAll @IntRange(max = 69) int heap,
                                                      @ForAll @IntRange(max = 75) int limit) {
        KMultiple game = game(k);
        GrundySolver<TakeState> bruteForce = new GrundySolver<>(game, SearchBudget.standard());
        TakeState state = state(heap, limit);

        assertThat(game.outcome(state, SearchBudget.standard())).isEqualTo(bruteForce.grundy(state) == 0 ? Outcome.P : Outcome.N);
        assertThat(game.winningMoves(state, SearchBudget.standard()).list()).extracting(Move::to)
                .containsExactlyElementsOf(bruteForce.movesToValue(state, 0).stream().map(Move::to).toList());
    }

    @Property(tries = 100)
    void searchedNimValuesAgreeWithBruteForce(@ForAll @IntRange(min = 1, max = 4) int k,
                                              @ForAll @IntRange(max = 40) int heap,
                                              @ForAll @IntRange(max = 45) int limit) {
        KMultiple game = game(k);
        GrundySolver<TakeState> bruteForce = new GrundySolver<>(game, SearchBudget.standard());

        assertThat(game.grundy(state(heap, limit), SearchBudget.standard())).isEqualTo(bruteForce.grundy(state(heap, limit)));
    }

    @Property(tries = 200)
    void hundredDigitHeapsAreSolvedExactly(@ForAll @IntRange(min = 1, max = 4) int k,
            @ForAll @BigRange(min = "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
                    max = "9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger heap) {
        KMultiple game = game(k);
        MultipleSequence sequence = new MultipleSequence(k);
        List<BigInteger> terms = sequence.decompose(heap, SearchBudget.standard());

        assertThat(terms.stream().reduce(BigInteger.ZERO, BigInteger::add)).isEqualTo(heap);
        for (int i = 1; i < terms.size(); i++) {
            assertThat(BigInteger.valueOf(k).multiply(terms.get(i))).isLessThan(terms.get(i - 1));
        }
        TakeState start = new TakeState(heap, heap.subtract(BigInteger.ONE));
        assertThat(game.winningMoves(start, SearchBudget.standard()).list()).allSatisfy(move ->
                assertThat(game.outcome(move.to().get(0), SearchBudget.standard())).isEqualTo(Outcome.P));
        assertThat(game.outcome(start, SearchBudget.standard())).isEqualTo(sequence.isTerm(heap, SearchBudget.standard()) ? Outcome.P : Outcome.N);
    }
}
