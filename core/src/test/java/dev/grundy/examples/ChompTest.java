package dev.grundy.examples;

import dev.grundy.core.Outcome;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * examples/Chomp.java against the known facts of Chomp and a search written here on another
 * representation: a board as a bit mask of its squares.
 */
class ChompTest {
    private static final Example CHOMP = Example.load("Chomp.java");
    private static final int ROWS = 4;
    private static final int COLUMNS = 5;

    private static String rows(int... lengths) {
        return IntStream.of(lengths).mapToObj(String::valueOf).collect(Collectors.joining(" "));
    }

    private static String rectangle(int rows, int columns) {
        return rows(IntStream.generate(() -> columns).limit(rows).toArray());
    }

    @Test
    void everyRectangleButThePoisonAloneIsWonByStrategyStealing() {
        assertThat(CHOMP.outcome("1")).isEqualTo(Outcome.P);
        for (int rows = 1; rows <= 6; rows++) {
            for (int columns = rows == 1 ? 2 : 1; columns <= 6; columns++) {
                assertThat(CHOMP.outcome(rectangle(rows, columns))).as("%d×%d", rows, columns).isEqualTo(Outcome.N);
            }
        }
    }

    @Test
    void onASquareBitingNextToThePoisonDiagonallyWins() {
        for (int side = 2; side <= 7; side++) {
            int[] lShape = new int[side];
            Arrays.fill(lShape, 1);
            lShape[0] = side;
            assertThat(CHOMP.winningResults(rectangle(side, side))).as("%d×%d", side, side).contains(rows(lShape));
            assertThat(CHOMP.outcome(rows(lShape))).isEqualTo(Outcome.P);
        }
    }

    @Test
    void twoRowsAreLostExactlyWhenTheTopRowIsOneShorter() {
        for (int bottom = 1; bottom <= 12; bottom++) {
            for (int top = 1; top <= bottom; top++) {
                assertThat(CHOMP.outcome(rows(bottom, top))).as(rows(bottom, top))
                        .isEqualTo(top == bottom - 1 ? Outcome.P : Outcome.N);
            }
        }
    }

    @Test
    void oneRowIsWonByLeavingThePoisonAlone() {
        for (int length = 2; length <= 10; length++) {
            assertThat(CHOMP.winningResults(rows(length))).containsExactly("1");
        }
    }

    @Test
    void valuesAreThoseOfASearchOverSquareMasks() {
        for (List<Integer> board : boardsWithin(ROWS, COLUMNS)) {
            String written = board.stream().map(String::valueOf).collect(Collectors.joining(" "));
            assertThat(CHOMP.grundy(written)).as(written).isEqualTo(BigInteger.valueOf(new SquareMasks().grundy(mask(board))));
        }
    }

    /** Every board of non-increasing rows within the box: 126 of them for 4 rows of 5. */
    private static List<List<Integer>> boardsWithin(int rows, int columns) {
        List<List<Integer>> boards = new ArrayList<>();
        for (int first = 1; first <= columns; first++) {
            boards.add(List.of(first));
        }
        for (int i = 0; i < boards.size(); i++) {
            List<Integer> board = boards.get(i);
            for (int next = 1; board.size() < rows && next <= board.get(board.size() - 1); next++) {
                List<Integer> taller = new ArrayList<>(board);
                taller.add(next);
                boards.add(taller);
            }
        }
        return boards;
    }

    /** Square (r, c) is bit r·COLUMNS + c. */
    private static int mask(List<Integer> board) {
        int mask = 0;
        for (int r = 0; r < board.size(); r++) {
            for (int c = 0; c < board.get(r); c++) {
                mask |= 1 << (r * COLUMNS + c);
            }
        }
        return mask;
    }

    /** Chomp on sets of squares: a bite removes every square up and right of it; the poison is never bitten. */
    private static final class SquareMasks {
        private final Map<Integer, Integer> known = new HashMap<>();

        int grundy(int squares) {
            Integer value = known.get(squares);
            if (value != null) {
                return value;
            }
            BitSet options = new BitSet();
            for (int r = 0; r < ROWS; r++) {
                for (int c = 0; c < COLUMNS; c++) {
                    if ((r > 0 || c > 0) && (squares & 1 << (r * COLUMNS + c)) != 0) {
                        options.set(grundy(squares & ~upAndRight(r, c)));
                    }
                }
            }
            int mex = options.nextClearBit(0);
            known.put(squares, mex);
            return mex;
        }

        private static int upAndRight(int row, int column) {
            int eaten = 0;
            for (int r = row; r < ROWS; r++) {
                for (int c = column; c < COLUMNS; c++) {
                    eaten |= 1 << (r * COLUMNS + c);
                }
            }
            return eaten;
        }
    }
}
