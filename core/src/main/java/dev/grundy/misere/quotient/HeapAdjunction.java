package dev.grundy.misere.quotient;

import java.util.Arrays;

/**
 * One step of the heap-by-heap construction (Plambeck &amp; Siegel 2008, §6): the quotient Q of
 * the heaps below n is known; heap n is adjoined. The outcome of x + n — x standing for its
 * representative with fewest tokens — follows from the options: those of the representative (each
 * to an element of Q with a representative of fewer tokens, plus heap n) and those of heap n (each
 * to a sum of smaller heaps, an element of Q). Heap n can only be an
 * existing element whose row of outcomes is that row; {@link FailureSearch} then checks the
 * candidate. Cost O(m·s) for m elements and s options per representative, plus O(m²) for the rows.
 */
final class HeapAdjunction {
    private final BipartiteMonoid monoid;
    private final int[] phi;
    private final HeapOptions[] options;
    private final int heap;
    private final int[][] representatives;
    private final int[] byTokens;
    private final int[][] images;

    /**
     * @param monoid Q, the quotient of the heaps below heap
     * @param phi Φ of the heaps below heap
     * @param options the options of every heap up to heap, as parts
     * @param heap n, the heap adjoined
     */
    HeapAdjunction(BipartiteMonoid monoid, int[] phi, HeapOptions[] options, int heap) {
        this.monoid = monoid;
        this.phi = phi;
        this.options = options;
        this.heap = heap;
        this.images = new int[heap][];
        int[] tokens = new int[monoid.order()];
        this.representatives = representatives(tokens);
        this.byTokens = byTokens(tokens);
    }

    /** The elements in order of their representatives' tokens (ties by element), as Dijkstra settles them. */
    private static int[] byTokens(int[] tokens) {
        long[] keyed = new long[tokens.length];
        for (int x = 0; x < tokens.length; x++) {
            keyed[x] = (long) tokens[x] << 32 | x;
        }
        Arrays.sort(keyed);
        int[] order = new int[tokens.length];
        for (int i = 0; i < keyed.length; i++) {
            order[i] = (int) keyed[i];
        }
        return order;
    }

    /** Dijkstra over Q with an edge "add heap h" of cost h: each element's sum of fewest tokens. */
    private int[][] representatives(int[] tokens) {
        int m = monoid.order();
        int[][] reps = new int[m][];
        Arrays.fill(tokens, Integer.MAX_VALUE);
        tokens[0] = 0;
        reps[0] = new int[0];
        TokenQueue queue = new TokenQueue();
        queue.add(0, 0);
        boolean[] done = new boolean[m];
        while (!queue.isEmpty()) {
            int x = queue.poll();
            if (done[x]) {
                continue;
            }
            done[x] = true;
            for (int h = 1; h < heap; h++) {
                int y = monoid.times(x, phi[h]);
                if (tokens[x] + h < tokens[y]) {
                    tokens[y] = tokens[x] + h;
                    reps[y] = Arrays.copyOf(reps[x], reps[x].length + 1);
                    reps[y][reps[x].length] = h;
                    queue.add(tokens[y], y);
                }
            }
        }
        return reps;
    }

    /** @return outcomes[x]: true when x + n is a P-position */
    private boolean[] outcomesWithTheHeap() {
        int m = monoid.order();
        boolean[] without = new boolean[m];
        for (int x = 0; x < m; x++) {
            without[x] = monoid.isP(x);
        }
        int[] heapImages = options[heap].images(monoid, phi);
        boolean[] with = new boolean[m];
        for (int x : byTokens) {
            with[x] = losing(x, heapImages, with, without);
        }
        return with;
    }

    /** Misère: P when there is a move and every move reaches an N-position. */
    private boolean losing(int x, int[] heapImages, boolean[] sameCopies, boolean[] oneCopyLess) {
        int[] rep = representatives[x];
        boolean hasMove = options[heap].hasMove();
        for (int j = 0; j < rep.length; j++) {
            if (j > 0 && rep[j] == rep[j - 1] || !options[rep[j]].hasMove()) {
                continue;
            }
            hasMove = true;
            int rest = 0;
            for (int k = 0; k < rep.length; k++) {
                rest = k == j ? rest : monoid.times(rest, phi[rep[k]]);
            }
            for (int image : imagesOf(rep[j])) {
                if (sameCopies[monoid.times(rest, image)]) {
                    return false;
                }
            }
        }
        for (int image : heapImages) {
            if (oneCopyLess[monoid.times(x, image)]) {
                return false;
            }
        }
        return hasMove;
    }

    private int[] imagesOf(int h) {
        if (images[h] == null) {
            images[h] = options[h].images(monoid, phi);
        }
        return images[h];
    }

    /**
     * @return the elements of Q whose outcomes with every element are those of heap n: the only
     *     ones heap n can equal
     */
    int[] matchingElements() {
        boolean[] p = outcomesWithTheHeap();
        int m = monoid.order();
        int[] matching = new int[m];
        int count = 0;
        for (int x = 0; x < m; x++) {
            boolean same = true;
            for (int y = 0; y < m && same; y++) {
                same = monoid.isP(monoid.times(x, y)) == p[y];
            }
            if (same) {
                matching[count++] = x;
            }
        }
        return Arrays.copyOf(matching, count);
    }
}
