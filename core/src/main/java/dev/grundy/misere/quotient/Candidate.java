package dev.grundy.misere.quotient;

/**
 * A quotient with Φ of the heaps 0..n, not yet verified: a "pretension" in Plambeck &amp; Siegel's
 * word (JCTA 115 (2008), §6).
 *
 * @param monoid Q with its P-portion
 * @param phi Φ(0..n)
 */
record Candidate(BipartiteMonoid monoid, int[] phi) {

    /** @return Φ of the sum with {@code word[h]} copies of heap h */
    int image(int[] word) {
        int x = 0;
        for (int h = 0; h < word.length; h++) {
            for (int i = 0; i < word[h]; i++) {
                x = monoid.times(x, phi[h]);
            }
        }
        return x;
    }
}
