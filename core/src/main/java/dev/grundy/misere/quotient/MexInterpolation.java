package dev.grundy.misere.quotient;

import java.util.BitSet;

/**
 * The mex interpolation principle (Plambeck &amp; Siegel, JCTA 115 (2008)): a new heap G of the
 * quotient Q of the smaller heaps is the element x when (1) some sum H of smaller heaps with Φ(H) = x
 * has its option images inside G's, and (2) every option image t of G is compatible with x — no z
 * has both xz and tz in P. Then G + X and H + X have the same outcome for every X: if xz ∈ P, G's
 * moves reach tz ∉ P by (2) or G + X′ with H + X′ an N-position; if xz ∉ P, H + X's winning move
 * is one G + X has by (1); induction on X and on the copies of G. This settles most heaps without
 * a search. Cost O(m) per compatibility, each computed once per pair.
 */
final class MexInterpolation {
    private final BipartiteMonoid monoid;
    private final long[][][] leastOptionSets;
    private final BitSet[] compatible;
    private final BitSet[] known;

    /**
     * @param monoid Q, verified
     * @param leastOptionSets per element x, the least sets of option images of the sums H with a move and Φ(H) = x,
     *     as {@link ElementSet}s
     */
    MexInterpolation(BipartiteMonoid monoid, long[][][] leastOptionSets) {
        this.monoid = monoid;
        this.leastOptionSets = leastOptionSets;
        this.compatible = new BitSet[monoid.order()];
        this.known = new BitSet[monoid.order()];
    }

    /**
     * @param images the images in Q of the new heap's options, not empty, sorted
     * @return the element the heap is, or −1 when the principle does not decide
     */
    int element(int[] images) {
        long[] optionImages = ElementSet.of(images, monoid.order());
        boolean heapIsP = true;
        for (int t : images) {
            heapIsP &= !monoid.isP(t);
        }
        for (int x = 0; x < monoid.order(); x++) {
            if (monoid.isP(x) == heapIsP && covers(optionImages, x) && allCompatible(images, x)) {
                return x;
            }
        }
        return -1;
    }

    private boolean covers(long[] optionImages, int x) {
        for (long[] least : leastOptionSets[x]) {
            if (ElementSet.within(least, optionImages)) {
                return true;
            }
        }
        return false;
    }

    private boolean allCompatible(int[] images, int x) {
        for (int t : images) {
            if (!compatible(x, t)) {
                return false;
            }
        }
        return true;
    }

    private boolean compatible(int x, int t) {
        if (known[x] == null) {
            known[x] = new BitSet();
            compatible[x] = new BitSet();
        }
        if (!known[x].get(t)) {
            known[x].set(t);
            boolean neverBothP = true;
            for (int z = 0; z < monoid.order() && neverBothP; z++) {
                neverBothP = !(monoid.isP(monoid.times(x, z)) && monoid.isP(monoid.times(t, z)));
            }
            compatible[x].set(t, neverBothP);
        }
        return compatible[x].get(t);
    }
}
