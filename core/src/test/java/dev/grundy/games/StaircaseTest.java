package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.core.ImpartialGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StaircaseTest {
    private final Staircase staircase = new Staircase();

    private static List<BigInteger> steps(long... counts) {
        return java.util.Arrays.stream(counts).mapToObj(BigInteger::valueOf).toList();
    }

    private static List<BigInteger> steps(List<Integer> counts) {
        return counts.stream().map(BigInteger::valueOf).toList();
    }

    @Property(tries = 300)
    void closedFormAgreesWithTheMexOverItsOwnMoves(@ForAll @Size(min = 1, max = 4) List<@IntRange(max = 4) Integer> counts,
                                                   @ForAll @IntRange(max = 8) int target) {
        List<BigInteger> position = steps(counts);
        GrundySolver<List<BigInteger>> bruteForce = new GrundySolver<>(staircase, SearchBudget.standard());

        assertThat(staircase.grundy(position)).isEqualTo(bruteForce.grundy(position));
        assertThat(staircase.movesToValue(position, BigInteger.valueOf(target)).list()).extracting(Move::to)
                .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(position, target).stream().map(Move::to).toList());
    }

    @Test
    void theValueIsTheNimSumOfTheOddSteps() {
        assertThat(staircase.grundy(steps(3, 1, 4, 1, 5))).isEqualTo(3 ^ 4 ^ 5);
        assertThat(staircase.grundy(steps(0, 9, 0, 9))).isZero();
        assertThat(staircase.grundy(steps(7))).isEqualTo(7);
    }

    @Test
    void winningMovesLowerAnOddStepOrRaiseItFromTheStepAbove() {
        // 3 1 4 1 5: s = 3 ⊕ 4 ⊕ 5 = 2; step 1 must become 1 (lower it by 2) or step 3 become 6 (raise
        // it by 2, but step 4 holds 1), or step 5 become 7 (no step 6).
        assertThat(texts(steps(3, 1, 4, 1, 5))).containsExactly("take 2 tokens off step 1");
        // 1 2 0: s = 1; step 1 → 0, or step 1 raised? 1 ⊕ 1 = 0 only lowers; step 3 → 1 by raising
        // from step 4 (none).
        assertThat(texts(steps(1, 2, 0))).containsExactly("take 1 token off step 1");
        // 0 3 2: s = 2; step 1 → 2 by two tokens from step 2; step 3 → 0 by carrying 2 down.
        assertThat(texts(steps(0, 3, 2))).containsExactly("move 2 tokens from step 2 to step 1",
                "move 2 tokens from step 3 to step 2");
    }

    private List<String> texts(List<BigInteger> position) {
        return staircase.winningMoves(position).list().stream().map(move -> move.text().toString()).toList();
    }

    @Test
    void theReasoningNamesTheOddStepsAndTheirNimSum() {
        List<String> lines = staircase.explain(steps(3, 1, 4, 1, 5)).stream().map(line -> line.in(Locale.ROOT)).toList();

        assertThat(lines).last().isEqualTo("odd steps 1, 3, 5: 3 ⊕ 4 ⊕ 5 = 2");
        List<BigInteger> long_ = IntStream.rangeClosed(1, 40).mapToObj(BigInteger::valueOf).toList();
        assertThat(staircase.explain(long_).get(1).in(Locale.ROOT)).startsWith("odd steps 1, 3, 5,").contains("…, 39: 1 ⊕ 3 ⊕");
    }

    /**
     * POJ 1704, "Georgia and Bob": chessmen on distinct squares 1, 2, …; a move slides one to the
     * left, at least one square, without jumping another or leaving the board. The gaps before the
     * chessmen, the last chessman's first, are a staircase: moving a chessman carries tokens from its
     * gap to the gap of the next one on the right.
     */
    private static List<BigInteger> staircaseOfChessmen(List<Integer> squares) {
        List<Integer> sorted = squares.stream().sorted().toList();
        List<BigInteger> gaps = new ArrayList<>();
        for (int i = sorted.size() - 1; i >= 0; i--) {
            gaps.add(BigInteger.valueOf(sorted.get(i) - (i == 0 ? 0 : sorted.get(i - 1)) - 1));
        }
        return gaps;
    }

    /** The chessmen game itself, on the sorted squares, for brute force. */
    private static final ImpartialGame<List<Integer>> CHESSMEN = squares -> {
        List<Move<List<Integer>>> moves = new ArrayList<>();
        for (int i = 0; i < squares.size(); i++) {
            int leftmost = i == 0 ? 1 : squares.get(i - 1) + 1;
            for (int to = leftmost; to < squares.get(i); to++) {
                List<Integer> after = new ArrayList<>(squares);
                after.set(i, to);
                moves.add(Move.to("slide", List.copyOf(after)));
            }
        }
        return moves;
    };

    @Test
    void poj1704GeorgiaAndBobSample() {
        // POJ 1704 "Georgia and Bob", sample input: "1 2 3" → "Bob will win", "1 5 6 7 9 12 14 17" →
        // "Georgia will win" (Georgia moves first).
        GrundySolver<List<Integer>> chessmen = new GrundySolver<>(CHESSMEN, SearchBudget.standard());
        List<Integer> first = List.of(1, 2, 3);
        List<Integer> second = List.of(1, 5, 6, 7, 9, 12, 14, 17);

        assertThat(staircase.outcome(staircaseOfChessmen(first))).isEqualTo(Outcome.P);
        assertThat(staircase.outcome(staircaseOfChessmen(second))).isEqualTo(Outcome.N);
        assertThat(chessmen.grundy(first)).isZero();
        assertThat(chessmen.grundy(second)).isPositive();
    }

    @Property(tries = 200)
    void chessmenOnALineAreAStaircase(@ForAll @Size(min = 1, max = 4) @UniqueElements List<@IntRange(min = 1, max = 10) Integer> squares) {
        List<Integer> sorted = squares.stream().sorted().toList();
        GrundySolver<List<Integer>> chessmen = new GrundySolver<>(CHESSMEN, SearchBudget.standard());

        assertThat(staircase.grundy(staircaseOfChessmen(sorted))).isEqualTo(chessmen.grundy(sorted));
    }

    /**
     * HDU 4315, "Climbing the Hill": persons on cells 1, 2, … below a hilltop (cell 0, which holds
     * any number); a move takes one person up any number of cells without passing the person above;
     * whoever brings the king, the k-th person from the top, to the hilltop wins. With k = 1 the first
     * player does so at once. Otherwise bringing the person just above the king to the hilltop hands
     * the king to the opponent, so that person's hilltop is cell 1 in effect, and the gaps above the
     * persons, the lowest person's first, are a staircase, as for POJ 1704.
     */
    private static List<BigInteger> staircaseOfClimbers(List<Integer> cells, int king) {
        List<BigInteger> gaps = new ArrayList<>();
        for (int i = cells.size() - 1; i >= 0; i--) {
            int above = i > 0 ? cells.get(i - 1) : king == 2 ? 0 : -1;
            gaps.add(BigInteger.valueOf(cells.get(i) - above - 1));
        }
        return gaps;
    }

    /** The hill itself, for brute force: the persons' cells from the top; no persons left once the king is up. */
    private static ImpartialGame<List<Integer>> hill(int king) {
        return cells -> {
            List<Move<List<Integer>>> moves = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                int above = i == 0 ? 0 : cells.get(i - 1);
                for (int to = cells.get(i) - 1; to >= 0 && (to > above || above == 0); to--) {
                    List<Integer> after = new ArrayList<>(cells);
                    after.set(i, to);
                    moves.add(Move.to("climb", i == king - 1 && to == 0 ? List.of() : List.copyOf(after)));
                }
            }
            return moves;
        };
    }

    private boolean firstPlayerWinsTheHill(List<Integer> cells, int king) {
        return king == 1 || staircase.outcome(staircaseOfClimbers(cells, king)) == Outcome.N;
    }

    @Test
    void hdu4315ClimbingTheHillSample() {
        // HDU 4315 "Climbing the Hill", sample input: "3 3 / 1 2 4" → "Bob", "2 1 / 100 200" → "Alice"
        // (Alice moves first).
        assertThat(firstPlayerWinsTheHill(List.of(1, 2, 4), 3)).isFalse();
        assertThat(firstPlayerWinsTheHill(List.of(100, 200), 1)).isTrue();
        assertThat(new GrundySolver<>(hill(3), SearchBudget.standard()).grundy(List.of(1, 2, 4))).isZero();
    }

    @Property(tries = 200)
    void climbersOnAHillAreAStaircase(@ForAll @Size(min = 1, max = 4) @UniqueElements List<@IntRange(min = 1, max = 9) Integer> cells,
                                      @ForAll @IntRange(min = 1, max = 4) int king) {
        List<Integer> sorted = cells.stream().sorted().toList();
        int k = Math.min(king, sorted.size());
        GrundySolver<List<Integer>> bruteForce = new GrundySolver<>(hill(k), SearchBudget.standard());

        assertThat(firstPlayerWinsTheHill(sorted, k)).as("%s, king %d", sorted, k).isEqualTo(bruteForce.grundy(sorted) != 0);
    }

    @Property(tries = 100)
    void hundredDigitStaircasesWinByLegalMovesToANimSumOfZero(
            @ForAll @Size(min = 1, max = 9) List<@BigRange(min = "0", max = "1" + "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000") BigInteger> position) {
        BigInteger oddSum = BigInteger.ZERO;
        for (int i = 0; i < position.size(); i += 2) {
            oddSum = oddSum.xor(position.get(i));
        }

        assertThat(staircase.outcome(position)).isEqualTo(oddSum.signum() == 0 ? Outcome.P : Outcome.N);
        for (Move<List<BigInteger>> move : staircase.winningMoves(position).list()) {
            List<BigInteger> after = move.to().get(0);
            assertThat(carriedDown(position, after)).as("%s → %s is one legal move", position, after).isTrue();
            BigInteger afterSum = BigInteger.ZERO;
            for (int i = 0; i < after.size(); i += 2) {
                afterSum = afterSum.xor(after.get(i));
            }
            assertThat(afterSum).isZero();
            assertThat(after).allSatisfy(count -> assertThat(count).isNotNegative());
        }
    }

    /** Whether {@code after} is {@code before} with some tokens of one step carried to the step below. */
    private static boolean carriedDown(List<BigInteger> before, List<BigInteger> after) {
        List<Integer> changed = IntStream.range(0, before.size()).filter(i -> !before.get(i).equals(after.get(i))).boxed().toList();
        int top = changed.get(changed.size() - 1);
        BigInteger moved = before.get(top).subtract(after.get(top));
        boolean intoStepBelow = changed.size() == 2 && changed.get(0) == top - 1 && after.get(top - 1).subtract(before.get(top - 1)).equals(moved);
        return moved.signum() > 0 && after.get(top).signum() >= 0 && (top == 0 && changed.size() == 1 || intoStepBelow);
    }

    @Test
    void aStaircaseAddsToOtherGames() {
        assertThat(Positions.solvedLikeBruteForce("staircase 3 1 4 + nim 7").outcome()).isEqualTo(Outcome.P);
        assertThat(Positions.solvedLikeBruteForce("staircase 3 1 4 + nim 6").winningMoves()).isNotEmpty();
        assertThat(Positions.solvedLikeBruteForce("staircase 0 2 1 + wythoff 1 3 + bash:2 4").value().nimber()).isNotNull();
    }

    @Test
    void typedMovesNameTheStepAndTheCount() {
        List<BigInteger> position = steps(3, 1, 4);

        assertThat(staircase.readMove(position, List.of("3", "2")).to()).containsExactly(steps(3, 3, 2));
        assertThat(staircase.readMove(position, List.of("1", "3")).to()).containsExactly(steps(0, 1, 4));
        assertThat(staircase.typed(position, staircase.readMove(position, List.of("3", "2")))).containsExactly("3", "2");
        assertThatThrownBy(() -> staircase.readMove(position, List.of("4", "1"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("no step 4");
        assertThatThrownBy(() -> staircase.readMove(position, List.of("2", "2"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("cannot move 2 tokens from step 2");
        assertThatThrownBy(() -> staircase.readMove(position, List.of("2"))).isInstanceOf(InvalidPositionException.class);
    }

    @Test
    void badPositionsAreRefusedWithOneClearLine() {
        assertThatThrownBy(() -> staircase.parse(List.of())).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("give the tokens on each step");
        assertThatThrownBy(() -> staircase.parse(List.of("3", "-1"))).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("non-negative");
    }
}
