package dev.grundy.examples;

import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * examples/Cutting.java: the model of its Javadoc against the values worked out here directly, and
 * against the original rules — whoever first cuts out a 1×1 square wins — searched as they stand.
 */
class CuttingTest {
    private static final int SIDE = 30;
    private static final Example CUTTING = Example.load("Cutting.java");

    @Test
    void theClassicSamplesOfTheCuttingGame() {
        // POJ 2311: 2 2 and 3 2 lose for the player to move, 4 2 wins.
        assertThat(CUTTING.solve("2 2").outcome()).isEqualTo(Outcome.P);
        assertThat(CUTTING.solve("3 2").outcome()).isEqualTo(Outcome.P);
        Solution fourByTwo = CUTTING.solve("4 2");
        assertThat(fourByTwo.outcome()).isEqualTo(Outcome.N);
        assertThat(fourByTwo.winningMoves()).extracting(move -> move.to().toString())
                .containsExactly("cutting 2 2 + cutting 2 2");
    }

    @Test
    void valuesAreTheMexOfTheNimSumsOfCutsLeavingBothPartsAtLeastTwoWide() {
        int[][] g = new int[SIDE + 1][SIDE + 1];
        for (int w = 2; w <= SIDE; w++) {
            for (int h = 2; h <= SIDE; h++) {
                BitSet options = new BitSet();
                for (int i = 2; i <= w - 2; i++) {
                    options.set(g[i][h] ^ g[w - i][h]);
                }
                for (int j = 2; j <= h - 2; j++) {
                    options.set(g[w][j] ^ g[w][h - j]);
                }
                g[w][h] = options.nextClearBit(0);
            }
        }

        for (int w = 2; w <= SIDE; w++) {
            for (int h = 2; h <= SIDE; h++) {
                assertThat(CUTTING.grundy(w + " " + h)).as("%d×%d", w, h).isEqualTo(BigInteger.valueOf(g[w][h]));
            }
        }
    }

    /** The model's whole claim: it gives the winner of the original game, 1×1 squares and all. */
    @Test
    void theModelWinsWhereTheOriginalRulesWin() {
        OriginalRules original = new OriginalRules();
        for (int w = 2; w <= 7; w++) {
            for (int h = 2; h <= 6; h++) {
                boolean firstPlayerWins = original.wins(List.of(new int[] {w, h}));
                assertThat(CUTTING.outcome(w + " " + h)).as("%d×%d", w, h).isEqualTo(firstPlayerWins ? Outcome.N : Outcome.P);
            }
        }
    }

    @Test
    void winningMovesOfASumLeadToLostSumsThatReadBack() {
        Solution solution = CUTTING.solve("cutting 7 5 + cutting 4 4 + nim 2");

        assertThat(solution.winningMoves()).isNotEmpty().extracting(PositionMove::to).allSatisfy(to ->
                assertThat(CUTTING.solve(to.toString()).outcome()).as(to.toString()).isEqualTo(Outcome.P));
    }

    /**
     * The cutting game as POJ 2311 states it: the pieces on the table, any piece with two or more
     * squares may be cut along a grid line, and a cut that makes a 1×1 square wins at once. No
     * model, no values: won iff some cut wins at once or leaves a lost table.
     */
    private static final class OriginalRules {
        private final Map<List<Integer>, Boolean> known = new HashMap<>();

        boolean wins(List<int[]> pieces) {
            List<Integer> key = new ArrayList<>();
            pieces.stream().map(p -> Math.min(p[0], p[1]) * 100 + Math.max(p[0], p[1])).sorted().forEach(key::add);
            Boolean cached = known.get(key);
            if (cached != null) {
                return cached;
            }
            boolean won = false;
            for (int k = 0; k < pieces.size() && !won; k++) {
                int w = pieces.get(k)[0];
                int h = pieces.get(k)[1];
                List<int[][]> cuts = new ArrayList<>();
                for (int i = 1; i < w; i++) {
                    cuts.add(new int[][] {{i, h}, {w - i, h}});
                }
                for (int j = 1; j < h; j++) {
                    cuts.add(new int[][] {{w, j}, {w, h - j}});
                }
                for (int[][] cut : cuts) {
                    if (square(cut[0]) || square(cut[1])) {
                        won = true;
                        break;
                    }
                    List<int[]> after = new ArrayList<>(pieces);
                    after.remove(k);
                    after.add(cut[0]);
                    after.add(cut[1]);
                    if (!wins(after)) {
                        won = true;
                        break;
                    }
                }
            }
            known.put(key, won);
            return won;
        }

        private static boolean square(int[] piece) {
            return piece[0] == 1 && piece[1] == 1;
        }
    }
}
