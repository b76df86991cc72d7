package dev.grundy.solve;

import dev.grundy.Positions;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine values sums of different games by XOR (the Sprague–Grundy theorem); brute force over
 * the combined state, which knows nothing of the theorem, must agree on random small sums.
 */
class SpragueGrundyTheoremTest {

    @Property(tries = 300)
    void theValueOfASumIsTheNimSumOfItsParts(@ForAll("sums") String text) {
        Position position = Positions.parse(text);

        assertThat(Positions.solve(position).grundy())
                .isEqualTo(BigInteger.valueOf(Positions.bruteForce().grundy(position)));
    }

    @Property(tries = 300)
    void theWinningMovesOfASumAreExactlyItsMovesToLostPositions(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        GrundySolver<Position> bruteForce = Positions.bruteForce();
        List<Position> lostAfter = Positions.moves(position, Integer.MAX_VALUE).moves().stream()
                .map(move -> move.move().to()).filter(to -> bruteForce.grundy(to) == 0).toList();

        Solution solution = Positions.solve(position);
        assertThat(solution.outcome()).isEqualTo(lostAfter.isEmpty() ? Outcome.P : Outcome.N);
        assertThat(solution.winningMoves()).extracting(PositionMove::to).containsExactlyInAnyOrderElementsOf(lostAfter);
    }

    @Property(tries = 200)
    void eachListedMoveLeavesTheValueItClaims(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        GrundySolver<Position> bruteForce = Positions.bruteForce();

        assertThat(Positions.moves(position, Integer.MAX_VALUE).moves()).allSatisfy(move ->
                assertThat(move.grundy()).isEqualTo(BigInteger.valueOf(bruteForce.grundy(move.move().to()))));
    }

    /** Sums of up to three terms; splitting games, whose combined states multiply fast, only with one small heap. */
    @Provide
    Arbitrary<String> sums() {
        Arbitrary<String> takeTerms = term(takeGames(), 6, 2).list().ofMinSize(1).ofMaxSize(2)
                .map(terms -> String.join(" + ", terms));
        Arbitrary<String> splitTerm = term(Arbitraries.of("kayles", "dawson", "lasker", "grundy-game", "octal:0.6",
                "octal:4.7", "octal:0.16"), 5, 1);
        return Arbitraries.oneOf(takeTerms, Combinators.combine(takeTerms, splitTerm).as((take, split) -> take + " + " + split));
    }

    private static Arbitrary<String> takeGames() {
        return Arbitraries.oneOf(
                Arbitraries.just("nim"),
                Arbitraries.integers().between(1, 3).map(m -> "bash:" + m),
                Arbitraries.integers().between(1, 5).set().ofMinSize(1).ofMaxSize(3)
                        .map(set -> "subtract:" + set.stream().map(String::valueOf).collect(Collectors.joining(","))));
    }

    private static Arbitrary<String> term(Arbitrary<String> games, int largestHeap, int mostHeaps) {
        Arbitrary<String> heaps = Arbitraries.integers().between(0, largestHeap).list().ofMinSize(1).ofMaxSize(mostHeaps)
                .map(list -> list.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        return Combinators.combine(games, heaps).as((game, numbers) -> game + " " + numbers);
    }
}
