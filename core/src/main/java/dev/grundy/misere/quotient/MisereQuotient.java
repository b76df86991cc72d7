package dev.grundy.misere.quotient;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * The misère quotient of a heap game restricted to the heaps 0..N (Plambeck, INTEGERS 5 (2005);
 * Plambeck &amp; Siegel, JCTA 115 (2008)): the commutative monoid of the sums of those heaps up to
 * indistinguishability, its P-portion, and the pretending function Φ, heap → element. A sum of
 * heaps is a misère P-position iff the product of its heaps' images is in P. When the misère
 * periodicity test passes ({@link MiserePeriodicity}) the quotient is final: it is the quotient of
 * every heap, and Φ of any heap follows from the period.
 *
 * @param game the game's name in the position language
 * @param monoid Q with its P-portion
 * @param phi Φ(0..N)
 * @param generatorHeaps the heaps that entered as new generators, in order
 * @param periodicity the proved periodicity of Φ, or null while the quotient may still grow
 */
public record MisereQuotient(String game, BipartiteMonoid monoid, int[] phi, int[] generatorHeaps,
                             MiserePeriodicity periodicity) {

    /** @return true when the quotient covers every heap */
    public boolean isFinal() {
        return periodicity != null;
    }

    /** @return N, the last heap built */
    public int lastHeap() {
        return phi.length - 1;
    }

    /** @return the order of Q */
    public int order() {
        return monoid.order();
    }

    /**
     * @param heap a heap
     * @return Φ(heap), or −1 when the quotient does not cover that heap
     */
    public int element(BigInteger heap) {
        if (heap.compareTo(BigInteger.valueOf(lastHeap())) <= 0) {
            return phi[heap.intValueExact()];
        }
        return isFinal() ? phi[periodicity.reduce(heap)] : -1;
    }

    /**
     * @param heaps the heaps of a sum
     * @return the product of their images, or −1 when one is not covered
     */
    public int product(List<BigInteger> heaps) {
        int product = 0;
        for (BigInteger heap : heaps) {
            int image = element(heap);
            if (image < 0) {
                return -1;
            }
            product = monoid.times(product, image);
        }
        return product;
    }

    /** @return the presentation by the generator heaps' images */
    public Presentation presentation() {
        return new Presentation(monoid, Arrays.stream(generatorHeaps).map(h -> phi[h]).toArray());
    }
}
