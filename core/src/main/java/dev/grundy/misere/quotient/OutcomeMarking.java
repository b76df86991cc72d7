package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * Makes a candidate quotient from a commutative monoid and an assignment of heaps to its elements
 * (Plambeck &amp; Siegel, JCTA 115 (2008), §6: the P-portion of a trial presentation). Each element
 * the heaps reach takes the outcome of its sum with fewest tokens — P when that sum has a move and
 * every move reaches an element marked N — found by Dijkstra's algorithm with "add a heap of kind k"
 * costing the kind's smallest heap; every option of that sum has fewer tokens, so its element is
 * marked first. The elements reached are then merged where no product tells them apart
 * ({@link BipartiteMonoid#indistinguishabilityClasses}). The result is only a candidate for
 * {@link FailureSearch} to check. Cost O(m·k·m) for m elements and k kinds, plus the merging.
 */
final class OutcomeMarking {
    private OutcomeMarking() {
    }

    /**
     * @param table a commutative monoid's table, 0 the identity
     * @param phi Φ(0..n) into it, heaps without a move at the identity
     * @param options the options of the heaps 0..n, as parts
     * @param budget charged one state per element reached
     * @return the reduced candidate
     */
    static Candidate marked(int[][] table, int[] phi, HeapOptions[] options, SearchBudget budget) {
        int m = table.length;
        BipartiteMonoid unmarked = new BipartiteMonoid(table, new boolean[m]);
        HeapKinds kinds = HeapKinds.of(unmarked, phi, options);
        boolean[] inP = new boolean[m];
        int[] tokens = new int[m];
        BitSet[] moves = new BitSet[m];
        boolean[] done = new boolean[m];
        Arrays.fill(tokens, Integer.MAX_VALUE);
        tokens[0] = 0;
        moves[0] = new BitSet();
        PriorityQueue<int[]> queue = new PriorityQueue<>(Comparator.comparingInt((int[] entry) -> entry[0]));
        queue.add(new int[] {0, 0});
        while (!queue.isEmpty()) {
            int x = queue.poll()[1];
            if (done[x]) {
                continue;
            }
            done[x] = true;
            budget.spend(1);
            inP[x] = !moves[x].isEmpty() && moves[x].stream().noneMatch(y -> inP[y]);
            for (int k = 0; k < kinds.count(); k++) {
                int a = kinds.image(k);
                int y = table[x][a];
                if (!done[y] && tokens[x] + kinds.heap(k) < tokens[y]) {
                    tokens[y] = tokens[x] + kinds.heap(k);
                    BitSet after = new BitSet();
                    moves[x].stream().forEach(o -> after.set(table[o][a]));
                    for (int o : kinds.optionImages(k)) {
                        after.set(table[x][o]);
                    }
                    moves[y] = after;
                    queue.add(new int[] {tokens[y], y});
                }
            }
        }
        return reduced(table, inP, done, phi);
    }

    /** The reached elements, renumbered, then merged where indistinguishable. */
    private static Candidate reduced(int[][] table, boolean[] inP, boolean[] reached, int[] phi) {
        int[] index = new int[table.length];
        int count = 0;
        for (int x = 0; x < table.length; x++) {
            index[x] = reached[x] ? count++ : -1;
        }
        int[][] sub = new int[count][count];
        boolean[] subP = new boolean[count];
        for (int x = 0; x < table.length; x++) {
            SearchBudget.stopIfInterrupted(); // as long as the table is large: a request's time limit stops it
            if (reached[x]) {
                subP[index[x]] = inP[x];
                for (int y = 0; y < table.length; y++) {
                    if (reached[y]) {
                        sub[index[x]][index[y]] = index[table[x][y]];
                    }
                }
            }
        }
        BipartiteMonoid monoid = new BipartiteMonoid(sub, subP);
        int[] generators = Arrays.stream(phi).map(h -> index[h]).distinct().toArray();
        int[] classes = monoid.indistinguishabilityClasses(generators);
        return new Candidate(monoid.merged(classes), Arrays.stream(phi).map(h -> classes[index[h]]).toArray());
    }
}
