package dev.grundy.misere.quotient;

/**
 * The misère periodicity test (after Plambeck, <i>Taming the wild in impartial combinatorial
 * games</i>, INTEGERS 5 (2005) #G05, and Plambeck &amp; Siegel 2008, the misère analogue of the
 * Guy–Smith octal periodicity theorem).
 *
 * <p><b>Theorem.</b> Let a heap game take between 1 and t tokens per move and leave at most r
 * heaps, with no condition on the parts (octal codes with d0 = 0 and no splits in three: r = 2,
 * t = the last digit; subtraction games: r = 1, t = max S). Let Q<sub>N</sub> be the misère
 * quotient of the heaps 0..N and Φ its pretending function, verified on every sum of those heaps.
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
 * @param preperiod n0, the least heap from which Φ repeats with the period (0 when it repeats from the start)
 * @param period p
 */
public record MiserePeriodicity(int preperiod, int period) {

    /**
     * @param phi Φ(0..N)
     * @param rules the heap game's r and t
     * @return the least period that satisfies the theorem, with the least preperiod of Φ for it, or null
     */
    public static MiserePeriodicity find(int[] phi, HeapRules rules) {
        Watch watch = new Watch(rules);
        return watch.after(phi, true);
    }

    /**
     * The test run after every heap of a build: for each p, how many heaps at the end repeat the
     * heap p below, kept up to date in O(N) per heap (O(N²) again after Φ is renumbered). The
     * least preperiod is the least n0 ≥ 0 from which Φ repeats with period p; the theorem's
     * bound is checked with max(n0, 1), the heap it needs.
     */
    public static final class Watch {
        private final HeapRules rules;
        private int[] run = new int[0];
        /** The heaps run covers: one more than the last heap seen. */
        private int heaps;

        /** @param rules the heap game's r and t */
        public Watch(HeapRules rules) {
            this.rules = rules;
        }

        /**
         * @param phi Φ(0..N), one heap more than the last call's unless renumbered
         * @param renumbered true when the earlier heaps' images may have changed
         * @return the least period that satisfies the theorem, with its least preperiod, or null
         */
        public MiserePeriodicity after(int[] phi, boolean renumbered) {
            if (!rules.periodicityApplies()) {
                return null;
            }
            int last = phi.length - 1;
            if (renumbered || heaps != last) {
                run = new int[Math.max(16, 2 * (last + 1))];
                for (int n = 1; n <= last; n++) {
                    extend(phi, n);
                }
            } else {
                if (last >= run.length) {
                    run = java.util.Arrays.copyOf(run, 2 * run.length); // doubled: O(N) per heap in all, not a copy per heap
                }
                extend(phi, last);
            }
            heaps = last + 1;
            for (int p = 1; p < last; p++) {
                int n0 = last - p - run[p] + 1;
                if ((long) last >= (long) rules.parts() * (Math.max(n0, 1) + p) + rules.take() - 1) {
                    return new MiserePeriodicity(n0, p);
                }
            }
            return null;
        }

        /** run[p] for the heaps up to n: the heaps m ≤ n in a row, ending at n, with Φ(m) = Φ(m − p). */
        private void extend(int[] phi, int n) {
            for (int p = 1; p <= n; p++) {
                run[p] = phi[n] == phi[n - p] ? run[p] + 1 : 0;
            }
        }
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
