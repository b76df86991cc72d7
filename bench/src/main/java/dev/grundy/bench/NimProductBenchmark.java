package dev.grundy.bench;

import dev.grundy.arithmetic.Nimbers;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Nim-products per second: {@link Nimbers#nimProduct(long, long)} on random 64-bit operands
 * (every bit random, so the 32-bit shortcut never applies), and the exact {@link BigInteger} path
 * on 64-bit and 256-bit operands. 1,024 pairs are cycled.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NimProductBenchmark {
    private static final int PAIRS = 1024;

    private final long[] a = new long[PAIRS];
    private final long[] b = new long[PAIRS];
    private final BigInteger[] bigA = new BigInteger[PAIRS];
    private final BigInteger[] bigB = new BigInteger[PAIRS];
    private final BigInteger[] wideA = new BigInteger[PAIRS];
    private final BigInteger[] wideB = new BigInteger[PAIRS];
    private int next;

    @Setup
    public void draw() {
        Random random = new Random(42);
        for (int i = 0; i < PAIRS; i++) {
            a[i] = random.nextLong();
            b[i] = random.nextLong();
            bigA[i] = Nimbers.unsigned(a[i]);
            bigB[i] = Nimbers.unsigned(b[i]);
            wideA[i] = new BigInteger(256, random);
            wideB[i] = new BigInteger(256, random);
        }
    }

    @Benchmark
    public long long64() {
        next = (next + 1) & (PAIRS - 1);
        return Nimbers.nimProduct(a[next], b[next]);
    }

    @Benchmark
    public BigInteger bigInteger64() {
        next = (next + 1) & (PAIRS - 1);
        return Nimbers.nimProduct(bigA[next], bigB[next]);
    }

    @Benchmark
    public BigInteger bigInteger256() {
        next = (next + 1) & (PAIRS - 1);
        return Nimbers.nimProduct(wideA[next], wideB[next]);
    }
}
