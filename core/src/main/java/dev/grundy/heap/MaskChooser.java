package dev.grundy.heap;

/**
 * Chooses the bit mask of the sparse-space method (Winning Ways, "Sparse space spells speed";
 * Flammenkamp). A value v is rare under mask m when popcount(v &amp; m) is even. With h the histogram
 * of the values so far, the Walsh–Hadamard transform W(m) = Σ_v h(v)·(−1)^popcount(v &amp; m) equals
 * rare(m) − common(m) for every mask at once, so the mask with the fewest rare heaps is the one with
 * the least W(m). O(B·2^B) for values below 2^B.
 */
final class MaskChooser {
    private MaskChooser() {
    }

    /**
     * @param histogram how many heaps have each value, indexed by value; its length a power of two
     * @return the non-zero mask under which the fewest heaps have rare values
     */
    static int bestMask(long[] histogram) {
        long[] transform = histogram.clone();
        for (int half = 1; half < transform.length; half <<= 1) {
            for (int block = 0; block < transform.length; block += half << 1) {
                for (int i = block; i < block + half; i++) {
                    long sum = transform[i] + transform[i + half];
                    long difference = transform[i] - transform[i + half];
                    transform[i] = sum;
                    transform[i + half] = difference;
                }
            }
        }
        int best = 1;
        for (int mask = 1; mask < transform.length; mask++) {
            if (transform[mask] < transform[best]) {
                best = mask;
            }
        }
        return best;
    }

    /**
     * @param value a Grundy value
     * @param mask the mask
     * @return true when the value is rare under the mask
     */
    static boolean rare(int value, int mask) {
        return (Integer.bitCount(value & mask) & 1) == 0;
    }
}
