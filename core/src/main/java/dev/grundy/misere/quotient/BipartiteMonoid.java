package dev.grundy.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A finite commutative monoid with a distinguished subset P, the shape of every misère quotient
 * (a "bipartite monoid", Plambeck &amp; Siegel, <i>Misère quotients for impartial games</i>, JCTA
 * 115 (2008), §3): element 0 is the identity, elements multiply by a table, and an element is in P
 * when the sums of games it stands for are P-positions (the player to move loses).
 */
public final class BipartiteMonoid implements Products {
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
    @Override
    public int order() {
        return table.length;
    }

    /** @return xy */
    @Override
    public int times(int x, int y) {
        return table[x][y];
    }

    /** @return the products of x, xy at y: the table's own row, for the searches' inner loops; not to be changed */
    int[] row(int x) {
        return table[x];
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

    /** @return a copy of the multiplication table */
    int[][] table() {
        return Arrays.stream(table).map(int[]::clone).toArray(int[][]::new);
    }

    /** @return a copy of P as flags */
    boolean[] flags() {
        return inP.clone();
    }
}
