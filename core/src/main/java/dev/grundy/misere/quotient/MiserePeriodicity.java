package dev.grundy.misere.quotient;

/**
 * The misère periodicity test (after Plambeck, <i>Taming the wild in impartial combinatorial
 * games</i>, INTEGERS 5 (2005) #G05, and Plambeck &amp; Siegel 2008, the misère analogue of the
 * Guy–Smith octal periodicity theorem).
 *
 * <p><b>Theorem.</b> Let a heap game take between 1 and t tokens per move and leave at most r
 * heaps, with no condition on the parts (octal codes with d0 = 0 and no splits in three: r = 2,
 * t = the last digit; subtraction games: r = 1, t = max S). Let Q<sub>N</sub> be the misère
 * quotient of the heaps 0..N and Φ its pretending function, checked by {@link SumAutomaton}.
 * If there are n0 ≥ 1 and p ≥ 1 with Φ(n + p) = Φ(n) for every n with n0 ≤ n ≤ N − p, and
 * N ≥ r(n0 + p) + t − 1, then Q<sub>M</sub> = Q<sub>N</sub> and Φ(n + p) = Φ(n) for every M ≥ N
 * and every n ≥ n0.
 *
 * <p><b>Proof.</b> Heap N + 1 leaves parts summing to N + 1 − k ≥ r(n0 + p), k ≤ t, so its
 * largest part b is at least n0 + p and b − p ≥ n0 ≥ 1 has the same image: the option maps to an
 * option of heap N + 1 − p with the same image. Conversely heap N + 1 − p ≥ r·n0 + t leaves a
 * largest part at least n0, which may grow by p. So heap N + 1 has the same image of options as
 * heap N + 1 − p; given Φ(N + 1) = Φ(N + 1 − p) it is a heap of a kind already present, the
 * verifier's states are the same, and the check passes unchanged. The hypotheses hold again at
 * N + 1; induction. ∎
 *
 * <p>Cost: O(N²) for the least p and its least n0.
 *
 * @param preperiod n0
 * @param period p
 */
public record MiserePeriodicity(int preperiod, int period) {

    /**
     * @param phi Φ(0..N)
     * @param rules the heap game's r and t
     * @return the least period and its least preperiod that satisfy the theorem, or null
     */
    public static MiserePeriodicity find(int[] phi, HeapRules rules) {
        if (!rules.periodicityApplies()) {
            return null;
        }
        int last = phi.length - 1;
        for (int p = 1; p < last; p++) {
            int start = last - p + 1;
            while (start - 1 >= 1 && phi[start - 1 + p] == phi[start - 1]) {
                start--;
            }
            int n0 = Math.max(start, 1);
            if ((long) last >= (long) rules.parts() * (n0 + p) + rules.take() - 1) {
                return new MiserePeriodicity(n0, p);
            }
        }
        return null;
    }

    /**
     * @param heap any heap
     * @return the heap itself below n0, else the heap in [n0, n0 + p) with the same image
     */
    public int reduce(java.math.BigInteger heap) {
        java.math.BigInteger start = java.math.BigInteger.valueOf(preperiod);
        return heap.compareTo(start) < 0 ? heap.intValueExact()
                : preperiod + heap.subtract(start).mod(java.math.BigInteger.valueOf(period)).intValueExact();
    }
}
