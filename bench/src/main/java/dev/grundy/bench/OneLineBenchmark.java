package dev.grundy.bench;

import dev.grundy.budget.SearchBudget;
import dev.grundy.rules.OneLineRules;
import dev.grundy.rules.RulesLoader;
import dev.grundy.solve.CodedGrundySolver;
import dev.grundy.solve.GrundySolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

import static dev.grundy.bench.SolverGames.HEAP;

/**
 * States solved per second for a one-line game, {@code n -> take(n, 1, 3, 4)} compiled at run time
 * (heaps 0 … 99,999, three moves each, from an empty memo each time): by the coded search on
 * primitives, and by the generic solver over the line's {@code Move} objects for comparison.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class OneLineBenchmark {
    private OneLineRules rules;

    @Setup
    public void compile() {
        rules = new RulesLoader().line("n -> take(n, 1, 3, 4)");
    }

    @Benchmark
    @OperationsPerInvocation(HEAP + 1)
    public int codedSearchStates() {
        return new CodedGrundySolver(rules.coded(), SearchBudget.of(10_000_000)).grundy(HEAP);
    }

    @Benchmark
    @OperationsPerInvocation(HEAP + 1)
    public int genericSolverStates() {
        return new GrundySolver<>(rules, rules::encode, SearchBudget.of(10_000_000)).grundy((long) HEAP);
    }
}
