package dev.grundy.misere;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The genus g^{γ0 γ1 γ2 …} of a position (Conway, On Numbers and Games ch. 12; Winning Ways ch. 13):
 * g its nim-value under normal play, γk the misère nim-value of the position plus k copies of ∗2.
 * The γ's end by alternating between two values; they are kept up to the first pair of that
 * alternation, as Winning Ways writes them: {@code 4^{146}}, {@code 0^{120}}, {@code 2^{20}}.
 * A genus whose alternation could not be proved within the search's bound is <em>not settled</em>:
 * it keeps every γ computed and is written with a trailing {@code …}; no rule may use it.
 *
 * @param g the nim-value
 * @param gammas γ0, γ1, … up to where they start to alternate, and one more: at least two; all
 *     those computed when not settled
 * @param settled true when γk+2 = γk is proved for every k from where the γ's shown alternate
 */
public record Genus(BigInteger g, List<Integer> gammas, boolean settled) {

    /** A settled genus. */
    public Genus(BigInteger g, List<Integer> gammas) {
        this(g, gammas, true);
    }

    /** @throws IllegalArgumentException if fewer than two γ's are given */
    public Genus {
        Objects.requireNonNull(g, "g");
        gammas = List.copyOf(gammas);
        if (gammas.size() < 2) {
            throw new IllegalArgumentException("a genus shows at least two gammas, got " + gammas);
        }
    }

    /**
     * @param g the nim-value
     * @param computed γ0, γ1, … γK as computed
     * @return the genus, written up to where the computed γ's alternate to the end
     */
    static Genus of(BigInteger g, List<Integer> computed) {
        return new Genus(g, computed.subList(0, alternatingFrom(computed) + 2));
    }

    /**
     * @param g the nim-value
     * @param computed γ0, γ1, … γK as computed, their alternation not proved
     * @return a genus that is not settled, showing them all
     */
    static Genus unsettled(BigInteger g, List<Integer> computed) {
        return new Genus(g, computed, false);
    }

    /** @return the last k whose γ is shown: for a genus not settled, how far the γ's are known */
    public int lastK() {
        return gammas.size() - 1;
    }

    /**
     * @param gammas γ0, γ1, … as computed, at least two
     * @return the least s with γj = γj+2 for every j from s on, among those computed
     */
    static int alternatingFrom(List<Integer> gammas) {
        int s = gammas.size() - 2;
        while (s > 0 && gammas.get(s - 1).equals(gammas.get(s + 1))) {
            s--;
        }
        return s;
    }

    /**
     * @param n a nim-heap's size
     * @return the genus of the nim-heap ∗n: 0^{120}, 1^{031}, n^{n, n⊕2} for n ≥ 2
     */
    public static Genus ofNimHeap(BigInteger n) {
        if (n.signum() == 0) {
            return new Genus(n, List.of(1, 2, 0));
        }
        if (n.equals(BigInteger.ONE)) {
            return new Genus(n, List.of(0, 3, 1));
        }
        if (n.bitLength() > 30) {
            throw new IllegalArgumentException("too large for a genus of small values: " + n);
        }
        return new Genus(n, List.of(n.intValue(), n.intValue() ^ 2));
    }

    /**
     * @return true when this is the genus of a misère Nim position, a tame genus (Conway, On
     *     Numbers and Games ch. 12; Winning Ways ch. 13): 0^{120} or 1^{031} (heaps of 0 and 1
     *     only), or g^{g, g⊕2} for any g (a heap of 2 or more: ∗2 + ∗2 has 0^{02}, ∗2 + ∗3 has
     *     1^{13}, ∗n has n^{n, n⊕2}); settled
     */
    public boolean isTame() {
        if (!settled || g.bitLength() > 30) {
            return false;
        }
        int value = g.intValue();
        return equals(ofNimHeap(BigInteger.ZERO)) || equals(ofNimHeap(BigInteger.ONE))
                || gammas.size() == 2 && gammas.get(0) == value && gammas.get(1) == (value ^ 2);
    }

    /** @return true unless this is 0^{120} or 1^{031}, the genus of ∗0 or ∗1: "fertile" (Winning Ways) */
    public boolean fertile() {
        return settled && !(equals(ofNimHeap(BigInteger.ZERO)) || equals(ofNimHeap(BigInteger.ONE)));
    }

    /**
     * @return as Winning Ways writes it: {@code 4^{146}}, with commas once a γ has two digits:
     *     {@code 10^{10,8}}; not settled, with a trailing ellipsis: {@code 1^{2020…}}
     */
    @Override
    public String toString() {
        boolean small = gammas.stream().allMatch(gamma -> gamma < 10);
        String written = gammas.stream().map(String::valueOf).collect(Collectors.joining(small ? "" : ","));
        return g + "^{" + written + (settled ? "" : "…") + "}";
    }
}
