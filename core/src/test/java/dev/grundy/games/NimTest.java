package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class NimTest {

    @Test
    void threeFourFiveIsWonByTakingTwoFromTheFirstHeap() {
        Solution solution = Positions.solve(Positions.parse("nim 3 4 5"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.value().nimber()).isEqualTo(2);
        assertThat(solution.winningMoves()).extracting(m -> m.text().toString(), m -> m.change().toString(), m -> m.to().toString())
                .containsExactly(tuple("take 2 from heap 1", "3 → 1", "nim 1 4 5"));
    }

    @Test
    void oneTwoThreeIsLost() {
        Solution solution = Positions.solve(Positions.parse("nim 1 2 3"));

        assertThat(solution.outcome()).isEqualTo(Outcome.P);
        assertThat(solution.value().nimber()).isZero();
        assertThat(solution.winningMoves()).isEmpty();
    }

    @Test
    void takingAWholeHeapLeavesAnEmptyHeapInItsPlace() {
        Solution solution = Positions.solve(Positions.parse("nim 5 0 0"));

        assertThat(solution.winningMoves()).singleElement()
                .satisfies(move -> assertThat(move.to()).hasToString("nim 0 0 0"));
    }

    @Test
    void fortyDigitHeapsAreExact() {
        Position position = Positions.parse(
                "nim 1234567890123456789012345678901234567890 987654321098765432109876543210987654321 5");
        Solution solution = Positions.solve(position);

        assertThat(solution.value().nimber()).isEqualTo(new BigInteger("1234567890123456789012345678901234567890")
                .xor(new BigInteger("987654321098765432109876543210987654321")).xor(BigInteger.valueOf(5)));
        assertThat(solution.winningMoves()).singleElement().satisfies(move -> {
            assertThat(move.to()).hasToString(
                    "nim 987654321098765432109876543210987654324 987654321098765432109876543210987654321 5");
            assertThat(Positions.solve(move.to()).outcome()).isEqualTo(Outcome.P);
        });
    }

    @Property(tries = 300)
    void boutonAgreesWithBruteForce(@ForAll @Size(min = 1, max = 3) List<@IntRange(max = 7) Integer> heaps) {
        Position position = Positions.parse("nim " + words(heaps));

        assertThat(Positions.solve(position).value().nimber()).isEqualTo(Positions.bruteForce().grundy(position));
    }

    @Property(tries = 300)
    void theWinningMovesAreTheMovesToALostPosition(@ForAll @Size(min = 1, max = 3) List<@IntRange(max = 6) Integer> heaps) {
        Position position = Positions.parse("nim " + words(heaps));
        var bruteForce = Positions.bruteForce();
        List<Position> lostAfter = Positions.moves(position, Integer.MAX_VALUE).moves().stream()
                .map(move -> move.move().to()).filter(to -> bruteForce.grundy(to) == 0).toList();

        assertThat(Positions.solve(position).winningMoves()).extracting(PositionMove::to)
                .containsExactlyInAnyOrderElementsOf(lostAfter);
    }

    @Property(tries = 200)
    void theWinningMovesAreOnePerHeapHoldingTheNimSumsTopBit(
            @ForAll @Size(min = 1, max = 6) List<@BigRange(min = "0", max = "100000000000000000000000000000000000000000") BigInteger> heaps) {
        Solution solution = Positions.solve(Positions.parse("nim " + words(heaps)));
        BigInteger sum = heaps.stream().reduce(BigInteger.ZERO, BigInteger::xor);
        long holders = sum.signum() == 0 ? 0 : heaps.stream().filter(h -> h.testBit(sum.bitLength() - 1)).count();

        assertThat(solution.winningMoves()).hasSize((int) holders)
                .allSatisfy(move -> assertThat(Positions.solve(move.to()).value().nimber()).isZero());
    }

    private static String words(List<?> numbers) {
        return numbers.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
