package dev.grundy.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

import static dev.grundy.bench.SolverGames.BOARD;
import static dev.grundy.bench.SolverGames.HEAP;
import static dev.grundy.bench.SolverGames.SIDE;

/**
 * States solved per second by the generic solver, from an empty memo each time, remembering boxed
 * positions in a {@code HashMap} or their {@code long} codes in a primitive table: a
 * one-dimensional game (a subtraction game, 100,000 heaps, three moves each), a two-dimensional one
 * whose moves leave sums (cutting a rectangle in two along a grid line, every rectangle up to
 * 100×100), and one where the memo is most of the work (a king stepping to the corner of a
 * 1,000×1,000 board, three moves a square). {@code -prof gc} adds the bytes allocated per state.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GenericSolverBenchmark {

    /** How positions are remembered. */
    @Param({"boxed", "long"})
    public String memo;

    private boolean longKeys() {
        return memo.equals("long");
    }

    @Benchmark
    @OperationsPerInvocation(HEAP + 1)
    public int subtractionGameStates() {
        return SolverGames.SUBTRACT_1_3_4.solver(longKeys()).grundy(HEAP);
    }

    /** Every a×b with 1 ≤ a ≤ b ≤ 100 is reached: 100·101/2 = 5,050 states. */
    @Benchmark
    @OperationsPerInvocation(SIDE * (SIDE + 1) / 2)
    public int cuttingRectangleStates() {
        return SolverGames.CUTTING.solver(longKeys()).grundy(SolverGames.Rectangle.of(SIDE, SIDE));
    }

    /** Every square of the board is reached: 1,000² states. */
    @Benchmark
    @OperationsPerInvocation((BOARD + 1) * (BOARD + 1))
    public int kingWalkStates() {
        return SolverGames.KING.solver(longKeys()).grundy(new SolverGames.Square(BOARD, BOARD));
    }
}
