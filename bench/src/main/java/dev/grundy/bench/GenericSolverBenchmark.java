package dev.grundy.bench;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.SearchBudget;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * States solved per second by the generic solver, from an empty memo each time: a one-dimensional
 * game (a subtraction game, 100,000 heaps, three moves each) and a two-dimensional one (cutting a
 * rectangle in two along a grid line, every rectangle up to 100×100, each move leaving a sum).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GenericSolverBenchmark {
    private static final int HEAP = 99_999;
    private static final int SIDE = 100;

    /** Take 1, 3 or 4. */
    private static final ImpartialGame<Integer> SUBTRACT_1_3_4 = n -> {
        List<Move<Integer>> moves = new ArrayList<>(3);
        for (int s : new int[] {1, 3, 4}) {
            if (s <= n) {
                moves.add(Move.to("take " + s, n - s));
            }
        }
        return moves;
    };

    /** A rectangle, its sides in increasing order so that a×b and b×a are one state. */
    record Rectangle(int shorter, int longer) {
        static Rectangle of(int a, int b) {
            return new Rectangle(Math.min(a, b), Math.max(a, b));
        }
    }

    /** Cut a rectangle in two along a grid line; a 1×1 square cannot be cut. */
    private static final ImpartialGame<Rectangle> CUTTING = r -> {
        List<Move<Rectangle>> moves = new ArrayList<>();
        for (int i = 1; i < r.shorter(); i++) {
            moves.add(new Move<>("cut", List.of(Rectangle.of(i, r.longer()), Rectangle.of(r.shorter() - i, r.longer()))));
        }
        for (int i = 1; i < r.longer(); i++) {
            moves.add(new Move<>("cut", List.of(Rectangle.of(r.shorter(), i), Rectangle.of(r.shorter(), r.longer() - i))));
        }
        return moves;
    };

    @Benchmark
    @OperationsPerInvocation(HEAP + 1)
    public int subtractionGameStates() {
        return new GrundySolver<>(SUBTRACT_1_3_4, SearchBudget.of(10_000_000)).grundy(HEAP);
    }

    /** Every a×b with 1 ≤ a ≤ b ≤ 100 is reached: 100·101/2 = 5,050 states. */
    @Benchmark
    @OperationsPerInvocation(SIDE * (SIDE + 1) / 2)
    public int cuttingRectangleStates() {
        return new GrundySolver<>(CUTTING, SearchBudget.of(10_000_000)).grundy(Rectangle.of(SIDE, SIDE));
    }
}
