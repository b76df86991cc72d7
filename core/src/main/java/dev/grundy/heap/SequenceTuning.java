package dev.grundy.heap;

/**
 * The tuning constants of the sequence engine ({@link TakeAndBreakValues}, {@link PipelinedRun},
 * {@link SparseGrundySequence}), each with the measurement behind it. None changes a value, only
 * how fast values come. The figures are in docs/benchmarks.md, "The sequence engine's tuning
 * constants": builds that differ in one constant, timed in one JVM by
 * {@code bench/scripts/EngineAB.java}, runs taking turns, on this project's shared 2-core machine
 * while other builds ran (load 5 to 14), so only large differences count; medians, then the best
 * run in brackets. The split loop's unrolling is the one tuning choice that is code, not a number:
 * see {@code CharValues.markSplits}.
 */
final class SequenceTuning {
    /**
     * Heaps computed by the naive loop before the first choice of mask (and so of the method):
     * below, a heap costs the naive loop little (at most 2,048 splits a removal) and a histogram of
     * so few values says little about the mask. 2^10 and 2^14 were within noise of it,
     * Officers to 10^5 in 0.94 s (0.71) and 0.85 s (0.71) against 0.83 s (0.73), Grundy's game in
     * 1.01 s (0.87) and 1.07 s (0.87) against 1.07 s (0.95) (2026-11-24).
     */
    static final int FIRST_MASK_CHOICE = 1 << 12;

    /**
     * With {@code --method sparse}, the first mask is chosen from this many values: as soon as a
     * histogram says anything (not a speed knob: sparse space is what was asked for).
     */
    static final int FIRST_MASK_CHOICE_WHEN_ASKED = 64;

    /**
     * Sparse space runs while fewer than this share of the heaps are rare under the best mask.
     * Over the 184 codes 0.d1d2d3 that split and show no period by 20,000 heaps
     * ({@code bench/scripts/MethodChoice.java}, 2026-11-24), sparse space was faster for every code
     * under 5% rare (1.4 to 33 times); between 5% and 50% the faster method won by at most 2.7
     * times, sparse space in about half the codes up to 15% and the naive loop in most beyond.
     * Any threshold from 5% to 25% gives a total within 3% of always choosing the faster (23.3 to
     * 23.9 s against 22.3 s; all naive 43.5 s, all sparse 30.1 s). The games that matter have far
     * fewer rare heaps: Officers and Grundy's game under 1%.
     */
    static final double SPARSE_WHEN_RARE_BELOW = 0.25;

    /**
     * Values computed between two charges to the budget, which is also where an interrupted
     * computation stops: 256 heaps of Officers near 10^6 are about a millisecond by sparse space
     * (3.4 s for 10^6 values, 2026-11-23) and 25 to 50 ms by the naive loop (99 s). Charging every
     * 16 values instead was within noise, 6.77 s (5.09) against 6.09 s (4.69) for Officers to
     * 600,000 (2026-11-24): the charge costs nothing that counts either way.
     */
    static final int BUDGET_CHUNK = 256;

    /** Values between two reports of progress: a few a second at the speeds above (not a speed knob). */
    static final int PROGRESS_EVERY = 1 << 14;

    /**
     * Heaps from which, and at least how many at a time, both cores work ({@link PipelinedRun}):
     * before, a heap is too quick for the two threads' hand-overs to pay. 2^11 was slower:
     * Officers to 200,000 in 2.92 s (1.78) against 2.28 s (1.58). 2^15 was as fast there, 2.18 s
     * (1.53), and faster to 50,000, where it means one core throughout: Officers 0.19 s (0.18)
     * against 0.28 s (0.20), Grundy's game 0.30 s (0.23) against 0.36 s (0.28) — on a machine whose
     * other processes kept both cores busy (2026-11-24). Kept until a quiet machine says otherwise.
     */
    static final int PIPELINE_FROM = 1 << 13;

    /**
     * How far ahead of the known values a heap may be prepared. Too near, and a thread soon has
     * nothing to prepare while the other's heap needs a long scan; the further, the more splits
     * each heap leaves to its finish. Officers to 600,000: 8.24 s (5.25) at 32, 12.56 s (10.89)
     * at 8, 7.89 s (5.23) at 128, within noise of 32 (2026-11-24).
     */
    static final int LOOKAHEAD = 32;

    /**
     * Splits the sparse scan marks at each end between two looks at the wanted values, at most (the
     * first block is {@link #SCAN_FIRST_HALF_BLOCK}, doubled up to this). Officers to
     * 600,000: 8.11 s (6.93) at 256, 7.81 s (5.72) at 64, 8.60 s (5.33) at 1024, within noise
     * (2026-11-24).
     */
    static final int SCAN_HALF_BLOCK = 256;

    /**
     * The first block of a heap's scan, doubled block by block up to {@link #SCAN_HALF_BLOCK}.
     * Most heaps of 0.167 need less than one full block (to 2^22: 0.65 blocks of 2 × 256 a heap,
     * about 7 rare values wanted, one of them found by {@link SmallPartIndex}); one thread, whole
     * command, CPU s, two runs each on a busy machine (2026-11-28): 2.86, 2.81 at 256; 2.30, 2.44
     * at 128; 2.22, 2.20 at 64; 2.41, 2.47 at 32; 2.43, 2.56 at 16. Officers to 10^6 and 0.161 to
     * 2^21 within the noise (docs/benchmarks.md).
     */
    static final int SCAN_FIRST_HALF_BLOCK = 64;

    /**
     * How few rare values a scan still wants when it tries {@link SmallPartIndex}'s splits for
     * each. Officers to 10^6, one thread, the scan's time a heap: 1,860 ns without the search,
     * 1,380 ns at 3, 1,360–1,410 ns at 4, 1,490 ns at 6, 1,750 ns at 8 (2026-11-25).
     */
    static final int SEARCH_WHEN_WANTED = 4;

    private SequenceTuning() {
    }
}
