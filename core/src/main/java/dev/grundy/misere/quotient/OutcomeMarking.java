package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Makes a candidate quotient from a commutative monoid and an assignment of heaps to its elements
 * (Plambeck &amp; Siegel, JCTA 115 (2008), §6: the P-portion of a trial presentation). Each element
 * the heaps reach takes the outcome of its sum with fewest tokens — P when that sum has a move and
 * every move reaches an element marked N — found by Dijkstra's algorithm with "add a heap of kind k"
 * costing the kind's smallest heap; every option of that sum has fewer tokens, so its element is
 * marked first. The elements reached are then merged where no product tells them apart — x ~ y iff
 * xz ∈ P ⇔ yz ∈ P for every z — by Moore's partition refinement over multiplication by the
 * images of the heaps, which generate them. The result is only a candidate for
 * {@link FailureSearch} to check. Cost O(r·k·s) products for r elements reached, k kinds of heap and
 * s option images, O(r·g·log r) per round of the refinement for g generators, and c² products for
 * the c classes' table: never a table of the whole monoid.
 */
final class OutcomeMarking {
    private OutcomeMarking() {
    }

    /**
     * @param monoid a commutative monoid, 0 the identity
     * @param phi Φ(0..n) into it, heaps without a move at the identity
     * @param options the options of the heaps 0..n, as parts
     * @param budget charged one state per element reached
     * @return the reduced candidate
     */
    static Candidate marked(Products monoid, int[] phi, HeapOptions[] options, SearchBudget budget) {
        int m = monoid.order();
        HeapKinds kinds = HeapKinds.of(monoid, phi, options);
        boolean[] inP = new boolean[m];
        int[] tokens = new int[m];
        long[][] moves = new long[m][];
        boolean[] done = new boolean[m];
        int words = ElementSet.words(m);
        Arrays.fill(tokens, Integer.MAX_VALUE);
        tokens[0] = 0;
        moves[0] = new long[words];
        TokenQueue queue = new TokenQueue();
        queue.add(0, 0);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            if (done[x]) {
                continue;
            }
            done[x] = true;
            budget.spend(1);
            int[] reachable = ElementSet.members(moves[x]);
            boolean losing = reachable.length > 0;
            for (int i = 0; i < reachable.length && losing; i++) {
                losing = !inP[reachable[i]];
            }
            inP[x] = losing;
            for (int k = 0; k < kinds.count(); k++) {
                int a = kinds.image(k);
                int y = monoid.times(x, a);
                if (!done[y] && tokens[x] + kinds.heap(k) < tokens[y]) {
                    tokens[y] = tokens[x] + kinds.heap(k);
                    long[] after = new long[words];
                    for (int o : reachable) {
                        ElementSet.add(after, monoid.times(o, a));
                    }
                    for (int o : kinds.optionImages(k)) {
                        ElementSet.add(after, monoid.times(x, o));
                    }
                    moves[y] = after;
                    queue.add(tokens[y], y);
                }
            }
        }
        return reduced(monoid, inP, done, phi);
    }

    /** The reached elements, renumbered in their order, then merged where indistinguishable; classes numbered by their first element. */
    private static Candidate reduced(Products monoid, boolean[] inP, boolean[] reached, int[] phi) {
        int m = monoid.order();
        int[] index = new int[m];
        int[] elements = new int[m];
        int count = 0;
        for (int x = 0; x < m; x++) {
            index[x] = reached[x] ? count : -1;
            if (reached[x]) {
                elements[count++] = x;
            }
        }
        boolean[] p = new boolean[count];
        for (int i = 0; i < count; i++) {
            p[i] = inP[elements[i]];
        }
        int[] generators = distinct(phi);
        int[][] columns = new int[generators.length][count];
        for (int g = 0; g < generators.length; g++) {
            for (int i = 0; i < count; i++) {
                columns[g][i] = index[monoid.times(elements[i], generators[g])];
            }
        }
        int[] classes = indistinguishable(p, columns);
        int size = 0;
        for (int c : classes) {
            size = Math.max(size, c + 1);
        }
        int[] first = new int[size];
        Arrays.fill(first, -1);
        for (int i = 0; i < count; i++) {
            if (first[classes[i]] < 0) {
                first[classes[i]] = elements[i];
            }
        }
        int[][] table = new int[size][size];
        boolean[] classP = new boolean[size];
        for (int a = 0; a < size; a++) {
            SearchBudget.stopIfInterrupted(); // c² products: a request's time limit stops it
            classP[a] = inP[first[a]];
            for (int b = 0; b <= a; b++) {
                table[a][b] = classes[index[monoid.times(first[a], first[b])]];
                table[b][a] = table[a][b];
            }
        }
        int[] image = new int[phi.length];
        for (int h = 0; h < phi.length; h++) {
            image[h] = classes[index[phi[h]]];
        }
        return new Candidate(new BipartiteMonoid(table, classP), image);
    }

    private static int[] distinct(int[] values) {
        BitSet seen = new BitSet();
        for (int v : values) {
            seen.set(v);
        }
        int[] distinct = new int[seen.cardinality()];
        int i = 0;
        for (int v = seen.nextSetBit(0); v >= 0; v = seen.nextSetBit(v + 1)) {
            distinct[i++] = v;
        }
        return distinct;
    }

    /**
     * Moore's partition refinement: the coarsest partition that splits P from the rest and is kept
     * by multiplication by each column's generator. The columns are refined one at a time until a
     * pass over all of them splits nothing; a step splits each class by the class of xg, O(n).
     *
     * @param p which elements are in P
     * @param columns per generator g, the element xg of each element x
     * @return each element's class, numbered by the class's first element
     */
    static int[] indistinguishable(boolean[] p, int[][] columns) {
        int n = p.length;
        int[] classes = new int[n];
        int[] outcome = new int[n];
        for (int i = 0; i < n; i++) {
            outcome[i] = p[i] ? 1 : 0;
        }
        int count = split(new int[n], outcome, classes);
        for (int before = -1; before != count; ) {
            before = count;
            for (int[] column : columns) {
                int[] after = new int[n];
                for (int i = 0; i < n; i++) {
                    after[i] = classes[column[i]];
                }
                count = split(classes, after, classes);
            }
        }
        return classes;
    }

    /**
     * Splits each class by a second label: elements stay together when both their class and their
     * label agree. Writes the new classes, numbered by their first element, into {@code into}.
     *
     * @return the number of new classes
     */
    private static int split(int[] classes, int[] labels, int[] into) {
        int n = classes.length;
        int[] pair = new int[n];
        int[] firstOfClass = new int[n];
        int[] nextInClass = new int[n];
        Arrays.fill(firstOfClass, -1);
        for (int i = n - 1; i >= 0; i--) {
            nextInClass[i] = firstOfClass[classes[i]];
            firstOfClass[classes[i]] = i;
        }
        int[] seen = new int[n];
        Arrays.fill(seen, -1);
        int pairs = 0;
        for (int c = 0; c < n; c++) {
            for (int i = firstOfClass[c]; i >= 0; i = nextInClass[i]) {
                if (seen[labels[i]] < 0) {
                    seen[labels[i]] = pairs++;
                }
                pair[i] = seen[labels[i]];
            }
            for (int i = firstOfClass[c]; i >= 0; i = nextInClass[i]) {
                seen[labels[i]] = -1;
            }
        }
        int[] id = new int[pairs];
        Arrays.fill(id, -1);
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (id[pair[i]] < 0) {
                id[pair[i]] = count++;
            }
            into[i] = id[pair[i]];
        }
        return count;
    }
}
