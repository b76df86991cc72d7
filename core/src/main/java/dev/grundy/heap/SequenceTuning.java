package dev.grundy.heap;

/**
 * The tuning constants of the sequence engine ({@link TakeAndBreakValues}, {@link PipelinedRun},
 * {@link SparseGrundySequence}), each with the measurement behind it. None changes a value, only
 * how fast values come. The figures are in docs/benchmarks.md, "The sequence engine's tuning
 * constants", measured with {@code bench/scripts/EngineAB.java}: builds that differ in one
 * constant, timed in one JVM, runs taking turns, on this project's shared 2-core machine. The
 * split loop's unrolling is the one tuning choice that is code, not a number: see
 * {@code CompactValues.Chars.markSplits}.
 */
final class SequenceTuning {
    /** Heaps computed by the naive loop before sparse space may start. */
    static final int FIRST_MASK_CHOICE = 1 << 12;

    /** With {@code --method sparse}, the first mask is chosen from this many values. */
    static final int FIRST_MASK_CHOICE_WHEN_ASKED = 64;

    /** Sparse space runs while fewer than this share of the heaps are rare. */
    static final double SPARSE_WHEN_RARE_BELOW = 0.25;

    /** Values computed between two charges to the budget. */
    static final int BUDGET_CHUNK = 256;

    /** Values between two reports of progress. */
    static final int PROGRESS_EVERY = 1 << 14;

    /** Heaps from which, and at least how many at a time, both cores work. */
    static final int PIPELINE_FROM = 1 << 13;

    /** How far ahead of the known values a heap may be prepared: a few more late splits each. */
    static final int LOOKAHEAD = 32;

    /** Splits the sparse scan marks at each end between two looks at the wanted values. */
    static final int SCAN_HALF_BLOCK = 256;

    /** Waiting for the other thread: spins first, then yields, then sleeps this long at a time. */
    static final int SPINS = 1 << 10;
    static final int YIELDS = 1 << 6;
    static final long PARK_NANOS = 50_000;

    private SequenceTuning() {
    }
}
