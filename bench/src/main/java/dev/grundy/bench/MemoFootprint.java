package dev.grundy.bench;

import dev.grundy.solve.GrundySolver;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Bytes the generic solver keeps per solved state, boxed positions against long codes: the heap in
 * use with the solved solver held, less the heap in use once it is let go, divided by the states.
 * Run with the serial collector, whose {@code System.gc()} compacts the whole heap:
 * {@code java -XX:+UseSerialGC -cp bench/target/benchmarks.jar dev.grundy.bench.MemoFootprint}.
 */
public final class MemoFootprint {
    private MemoFootprint() {
    }

    public static void main(String[] args) {
        System.out.println("| game | states | boxed: bytes/state | long keys: bytes/state |");
        System.out.println("|---|---|---|---|");
        row("subtraction game {1,3,4}", SolverGames.SUBTRACT_1_3_4, SolverGames.HEAP);
        row("cutting rectangles", SolverGames.CUTTING, SolverGames.Rectangle.of(SolverGames.SIDE, SolverGames.SIDE));
        row("king walk", SolverGames.KING, new SolverGames.Square(SolverGames.BOARD, SolverGames.BOARD));
    }

    private static <P> void row(String name, SolverGames<P> game, P start) {
        double boxed = bytesPerState(game, false, start);
        double codes = bytesPerState(game, true, start);
        System.out.printf(Locale.ROOT, "| %s | %,d | %.1f | %.1f |%n", name, solved(game, true, start).solvedCount(), boxed, codes);
    }

    private static <P> double bytesPerState(SolverGames<P> game, boolean longKeys, P start) {
        AtomicReference<GrundySolver<P>> held = new AtomicReference<>(solved(game, longKeys, start));
        int states = held.get().solvedCount();
        long with = heapInUse();
        held.set(null);
        long without = heapInUse();
        return (double) (with - without) / states;
    }

    private static <P> GrundySolver<P> solved(SolverGames<P> game, boolean longKeys, P start) {
        GrundySolver<P> solver = game.solver(longKeys);
        solver.grundy(start);
        return solver;
    }

    /**
     * The least heap in use over several full collections, each from a call of its own: the first
     * collection after a search can still see some of the search's garbage.
     */
    private static long heapInUse() {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            least = Math.min(least, collectAndMeasure());
        }
        return least;
    }

    private static long collectAndMeasure() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
