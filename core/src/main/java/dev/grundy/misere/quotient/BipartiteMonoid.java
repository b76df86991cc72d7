package dev.grundy.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A finite commutative monoid with a distinguished subset P, the shape of every misère quotient
 * (a "bipartite monoid", Plambeck &amp; Siegel, <i>Misère quotients for impartial games</i>, JCTA
 * 115 (2008), §3): element 0 is the identity, elements multiply by a table, and an element is in P
 * when the sums of games it stands for are P-positions (the player to move loses).
 *
 * <p>{@link #reduced} merges elements no product can tell apart — x ~ y iff xz ∈ P ⇔ yz ∈ P for
 * every z — by Moore's partition refinement over multiplication by the generators, O(k·m²) for m
 * elements and k generators in the worst case.
 */
public final class BipartiteMonoid {
    private final int[][] table;
    private final boolean[] inP;

    /**
     * @param table table[x][y] = xy, commutative, 0 the identity
     * @param inP which elements are in P
     */
    public BipartiteMonoid(int[][] table, boolean[] inP) {
        if (table.length != inP.length || table.length == 0) {
            throw new IllegalArgumentException("table and P disagree on the size");
        }
        this.table = table;
        this.inP = inP;
    }

    /** @return the number of elements, the quotient's order */
    public int order() {
        return table.length;
    }

    /** @return xy */
    public int times(int x, int y) {
        return table[x][y];
    }

    /** @return true when x is in P */
    public boolean isP(int x) {
        return inP[x];
    }

    /** @return the elements of P, smallest first */
    public List<Integer> pPortion() {
        List<Integer> p = new ArrayList<>();
        for (int x = 0; x < inP.length; x++) {
            if (inP[x]) {
                p.add(x);
            }
        }
        return p;
    }

    /**
     * @param generators elements that generate the monoid
     * @return for each element, the class it falls in once indistinguishable elements are merged;
     *     classes are numbered by their first element, so the identity stays 0
     */
    public int[] indistinguishabilityClasses(int[] generators) {
        int m = order();
        int[] cls = new int[m];
        for (int x = 0; x < m; x++) {
            cls[x] = inP[x] ? 1 : 0;
        }
        int count = -1;
        while (true) {
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] next = new int[m];
            for (int x = 0; x < m; x++) {
                List<Integer> signature = new ArrayList<>(generators.length + 1);
                signature.add(cls[x]);
                for (int g : generators) {
                    signature.add(cls[table[x][g]]);
                }
                next[x] = ids.computeIfAbsent(signature, key -> ids.size());
            }
            cls = next;
            if (ids.size() == count) {
                return cls;
            }
            count = ids.size();
        }
    }

    /**
     * @param classes what {@link #indistinguishabilityClasses} returned
     * @return the monoid of the classes: products and P carried over
     */
    public BipartiteMonoid merged(int[] classes) {
        int size = Arrays.stream(classes).max().orElse(0) + 1;
        int[][] merged = new int[size][size];
        boolean[] p = new boolean[size];
        for (int x = 0; x < order(); x++) {
            p[classes[x]] = inP[x];
            for (int y = 0; y < order(); y++) {
                merged[classes[x]][classes[y]] = classes[table[x][y]];
            }
        }
        return new BipartiteMonoid(merged, p);
    }

    /** @return a copy of the multiplication table */
    int[][] table() {
        return Arrays.stream(table).map(int[]::clone).toArray(int[][]::new);
    }

    /** @return a copy of P as flags */
    boolean[] flags() {
        return inP.clone();
    }
}
