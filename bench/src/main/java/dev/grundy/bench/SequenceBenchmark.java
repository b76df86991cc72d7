package dev.grundy.bench;

import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.budget.SearchBudget;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The sequence engine: G(0..n) from an empty table, naive against sparse space. The time per
 * operation divided by n is the average cost of one value's step (both cores join in from 8,192
 * heaps on). Dawson's Kayles proves its period early and fills the rest from it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class SequenceBenchmark {
    @Param({"0.6", "grundy-game", "0.07"})
    public String game;

    @Param({"NAIVE", "SPARSE"})
    public SequenceMethod method;

    @Param({"20000", "100000"})
    public int heaps;

    @Benchmark
    public int values() {
        TakeAndBreak rules = game.equals("grundy-game") ? TakeAndBreak.grundysGame() : TakeAndBreak.parse(game, "octal:" + game);
        TakeAndBreakValues table = new TakeAndBreakValues(rules);
        return table.sequence(heaps, method, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values().get(heaps);
    }
}
