package dev.grundy.misere;

import dev.grundy.core.SearchBudget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The sums of the heaps 0..n seen through a candidate (Q, P, Φ), as a finite automaton that reads
 * one heap at a time. It both verifies the candidate and recalibrates it.
 *
 * <p><b>Verification.</b> A sum G is a misère P-position iff it has a move and every move reaches
 * an N-position. If for every G, Φ(G) ∈ P ⇔ (G has a move and no option G′ has Φ(G′) ∈ P), then by
 * induction on G, Φ(G) ∈ P ⇔ G is a P-position, so Φ(G) = Φ(H) implies G ≡ H and Q, reduced, is
 * the misère quotient (Plambeck &amp; Siegel, JCTA 115 (2008), §3). The options of G = H + t are
 * H + t′, imaged Φ(G − t)·Φ(t′); so the check on G needs only the tuple (Φ(G), Φ(G − t) for each
 * kind t of heap in G), heaps of one kind having the same Φ and the same images of options. The
 * tuples form a finite set, explored breadth first from the empty sum: the automaton's states.
 *
 * <p><b>Recalibration.</b> When the check fails somewhere, the rule "P iff a move and every move to
 * an N-image" still gives each state an outcome that is right on every sum whose options Q judges
 * rightly. The states, merged where no sequence of heaps tells them apart (Moore's refinement), form
 * a finer commutative monoid — the quotient of that outcome — and the next candidate; each round
 * makes the candidate right on sums one move deeper. Heaps that Q had identified come apart here.
 *
 * <p>Cost: O(s·k) products for s states and k kinds, the states bounded by the budget.
 */
final class SumAutomaton {
    private final int[][] next;
    private final boolean[] losing;
    private final int[] image;
    private final int[] parent;
    private final int[] letter;
    private final int[] kindOfHeap;

    private SumAutomaton(int[][] next, boolean[] losing, int[] image, int[] parent, int[] letter, int[] kindOfHeap) {
        this.next = next;
        this.losing = losing;
        this.image = image;
        this.parent = parent;
        this.letter = letter;
        this.kindOfHeap = kindOfHeap;
    }

    /**
     * @param monoid Q with P
     * @param phi Φ of the heaps 0..n
     * @param options the options of every heap 0..n, as parts
     * @param budget charged one state per tuple
     * @return the automaton of the sums of those heaps
     */
    static SumAutomaton of(BipartiteMonoid monoid, int[] phi, int[][][] options, SearchBudget budget) {
        Map<List<Object>, Integer> kinds = new HashMap<>();
        List<Integer> kindPhi = new ArrayList<>();
        List<int[]> kindImages = new ArrayList<>();
        int[] kindOfHeap = new int[phi.length];
        Arrays.fill(kindOfHeap, -1);
        for (int h = 1; h < phi.length; h++) {
            int[] images = images(monoid, phi, options[h]);
            if (images.length > 0) {
                int heap = h;
                kindOfHeap[h] = kinds.computeIfAbsent(List.of(phi[h], Arrays.toString(images)), key -> {
                    kindPhi.add(phi[heap]);
                    kindImages.add(images);
                    return kinds.size();
                });
            }
        }
        int count = kinds.size();
        int[] empty = new int[count + 1];
        Arrays.fill(empty, -1);
        empty[0] = 0;
        Map<Tuple, Integer> ids = new HashMap<>();
        List<int[]> tuples = new ArrayList<>();
        List<int[]> moves = new ArrayList<>();
        List<Integer> parents = new ArrayList<>();
        List<Integer> letters = new ArrayList<>();
        ids.put(new Tuple(empty), 0);
        tuples.add(empty);
        parents.add(-1);
        letters.add(-1);
        for (int s = 0; s < tuples.size(); s++) {
            budget.spend(1);
            int[] tuple = tuples.get(s);
            int[] row = new int[count];
            for (int u = 0; u < count; u++) {
                int[] after = new int[count + 1];
                after[0] = monoid.times(tuple[0], kindPhi.get(u));
                for (int t = 0; t < count; t++) {
                    after[t + 1] = tuple[t + 1] < 0 ? -1 : monoid.times(tuple[t + 1], kindPhi.get(u));
                }
                after[u + 1] = tuple[0];
                Integer known = ids.putIfAbsent(new Tuple(after), tuples.size());
                if (known == null) {
                    row[u] = tuples.size();
                    tuples.add(after);
                    parents.add(s);
                    letters.add(u);
                } else {
                    row[u] = known;
                }
            }
            moves.add(row);
        }
        boolean[] losing = new boolean[tuples.size()];
        int[] image = new int[tuples.size()];
        for (int s = 0; s < tuples.size(); s++) {
            losing[s] = losing(monoid, tuples.get(s), kindImages);
            image[s] = tuples.get(s)[0];
        }
        return new SumAutomaton(moves.toArray(int[][]::new), losing, image,
                parents.stream().mapToInt(Integer::intValue).toArray(), letters.stream().mapToInt(Integer::intValue).toArray(), kindOfHeap);
    }

    private static boolean losing(BipartiteMonoid monoid, int[] tuple, List<int[]> kindImages) {
        boolean hasMove = false;
        for (int t = 0; t + 1 < tuple.length; t++) {
            if (tuple[t + 1] >= 0) {
                hasMove = true;
                for (int option : kindImages.get(t)) {
                    if (monoid.isP(monoid.times(tuple[t + 1], option))) {
                        return false;
                    }
                }
            }
        }
        return hasMove;
    }

    /**
     * @param monoid the candidate's Q with P
     * @return true when the candidate predicts the outcome of every sum, heaps without moves
     *     being the identity
     */
    boolean predicts(BipartiteMonoid monoid, int[] phi) {
        for (int h = 1; h < phi.length; h++) {
            if (kindOfHeap[h] < 0 && phi[h] != 0) {
                return false;
            }
        }
        for (int s = 0; s < losing.length; s++) {
            if (monoid.isP(image[s]) != losing[s]) {
                return false;
            }
        }
        return true;
    }

    /** @return the next candidate: the states merged by what the rule's outcomes tell apart */
    HeapAdjunction.Candidate recalibrated() {
        int states = losing.length;
        int[] cls = new int[states];
        for (int s = 0; s < states; s++) {
            cls[s] = losing[s] ? 1 : 0;
        }
        int count = -1;
        while (true) {
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] refined = new int[states];
            for (int s = 0; s < states; s++) {
                List<Integer> signature = new ArrayList<>();
                signature.add(cls[s]);
                for (int target : next[s]) {
                    signature.add(cls[target]);
                }
                refined[s] = ids.computeIfAbsent(signature, key -> ids.size());
            }
            cls = refined;
            if (ids.size() == count) {
                break;
            }
            count = ids.size();
        }
        int[] first = new int[count];
        Arrays.fill(first, -1);
        for (int s = 0; s < states; s++) {
            first[cls[s]] = first[cls[s]] < 0 ? s : first[cls[s]];
        }
        int[][] table = new int[count][count];
        boolean[] inP = new boolean[count];
        for (int c = 0; c < count; c++) {
            inP[c] = losing[first[c]];
            for (int d = 0; d < count; d++) {
                table[c][d] = cls[run(first[c], first[d])];
            }
        }
        int[] phi = new int[kindOfHeap.length];
        for (int h = 1; h < phi.length; h++) {
            phi[h] = kindOfHeap[h] < 0 ? cls[0] : cls[next[0][kindOfHeap[h]]];
        }
        return new HeapAdjunction.Candidate(new BipartiteMonoid(table, inP), phi);
    }

    /** The state reached from {@code from} by reading the heaps that lead from the empty sum to {@code word}. */
    private int run(int from, int word) {
        List<Integer> path = new ArrayList<>();
        for (int s = word; parent[s] >= 0; s = parent[s]) {
            path.add(letter[s]);
        }
        int state = from;
        for (int u : path) {
            state = next[state][u];
        }
        return state;
    }

    /**
     * @return the distinct images Φ(option) of a heap's options, each the product of its parts' images, sorted
     */
    static int[] images(BipartiteMonoid monoid, int[] phi, int[][] options) {
        TreeSet<Integer> images = new TreeSet<>();
        for (int[] parts : options) {
            int product = 0;
            for (int part : parts) {
                product = monoid.times(product, phi[part]);
            }
            images.add(product);
        }
        return images.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A tuple (Φ(G), Φ(G − t) for each kind t, −1 where G has none), compared by content. */
    private record Tuple(int[] values) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Tuple tuple && Arrays.equals(values, tuple.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }
}
