package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * The sums of the heaps 0..n seen through a candidate (Q, P, Φ), as a finite automaton that reads
 * one heap at a time. It both verifies the candidate and recalibrates it.
 *
 * <p><b>Verification.</b> A sum G is a misère P-position iff it has a move and every move reaches
 * an N-position. If for every G, Φ(G) ∈ P ⇔ (G has a move and no option G′ has Φ(G′) ∈ P), then by
 * induction on G, Φ(G) ∈ P ⇔ G is a P-position, so Φ(G) = Φ(H) implies G ≡ H and Q, reduced, is
 * the misère quotient (Plambeck &amp; Siegel, JCTA 115 (2008), §3). The check on G needs only
 * (Φ(G), S(G)), S(G) the set of images of G's options; and adding a heap u gives
 * (Φ(G)·Φ(u), S(G)·Φ(u) ∪ Φ(G)·S(u)), since a move of G + u is a move of G or of u. These pairs form
 * a finite set, explored breadth first from the empty sum: the automaton's states, read one kind of
 * heap at a time (heaps of one kind have the same Φ and the same images of options).
 *
 * <p><b>Recalibration.</b> When the check fails somewhere, the rule "P iff a move and every move to
 * an N-image" still gives each state an outcome that is right on every sum whose options Q judges
 * rightly. The states, merged where no sequence of heaps tells them apart (Moore's refinement), form
 * a finer commutative monoid — the quotient of that outcome — and the next candidate; each round
 * makes the candidate right on sums one move deeper. Heaps that Q had identified come apart here.
 *
 * <p>Cost: O(s·k·m) products for s states, k kinds and order m, the states bounded by the budget.
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
     * @param budget charged one state per state
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
        Map<State, Integer> ids = new HashMap<>();
        List<State> found = new ArrayList<>();
        List<int[]> moves = new ArrayList<>();
        List<Integer> parents = new ArrayList<>();
        List<Integer> letters = new ArrayList<>();
        State empty = new State(0, new BitSet());
        ids.put(empty, 0);
        found.add(empty);
        parents.add(-1);
        letters.add(-1);
        for (int s = 0; s < found.size(); s++) {
            budget.spend(1);
            State state = found.get(s);
            int[] row = new int[count];
            for (int u = 0; u < count; u++) {
                State after = state.plus(monoid, kindPhi.get(u), kindImages.get(u));
                Integer known = ids.putIfAbsent(after, found.size());
                if (known == null) {
                    row[u] = found.size();
                    found.add(after);
                    parents.add(s);
                    letters.add(u);
                } else {
                    row[u] = known;
                }
            }
            moves.add(row);
        }
        boolean[] losing = new boolean[found.size()];
        int[] image = new int[found.size()];
        for (int s = 0; s < found.size(); s++) {
            losing[s] = found.get(s).losing(monoid);
            image[s] = found.get(s).image();
        }
        return new SumAutomaton(moves.toArray(int[][]::new), losing, image,
                parents.stream().mapToInt(Integer::intValue).toArray(), letters.stream().mapToInt(Integer::intValue).toArray(), kindOfHeap);
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

    /**
     * The states themselves as a monoid (the sum of two sums has the state of the one read along
     * the heaps of the other), P where the candidate puts the state's Φ(G): finer than the
     * candidate, it keeps apart sums the candidate identified but whose one-heap-less sums differ.
     *
     * @param monoid the candidate's Q with P, right on every sum of these heaps
     * @param most the largest number of states worth a table
     * @return the monoid with Φ of the heaps, or null when there are more states than most
     */
    HeapAdjunction.Candidate jets(BipartiteMonoid monoid, int most) {
        int states = losing.length;
        if (states > most) {
            return null;
        }
        int[][] table = new int[states][states];
        boolean[] inP = new boolean[states];
        for (int s = 0; s < states; s++) {
            inP[s] = monoid.isP(image[s]);
            for (int t = 0; t < states; t++) {
                table[s][t] = run(s, t);
            }
        }
        return new HeapAdjunction.Candidate(new BipartiteMonoid(table, inP), heapStates(IntStream.range(0, states).toArray()));
    }

    private int[] heapStates(int[] cls) {
        int[] phi = new int[kindOfHeap.length];
        for (int h = 1; h < phi.length; h++) {
            phi[h] = kindOfHeap[h] < 0 ? cls[0] : cls[next[0][kindOfHeap[h]]];
        }
        return phi;
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
        return new HeapAdjunction.Candidate(new BipartiteMonoid(table, inP), heapStates(cls));
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

    /**
     * A sum G seen as (Φ(G), the set of images of its options): adding a heap u of image φ and
     * images of options I gives (Φ(G)·φ, S·φ ∪ Φ(G)·I), since a move of G + u is a move of G or of u.
     */
    private record State(int image, BitSet options) {
        State plus(BipartiteMonoid monoid, int phi, int[] heapOptions) {
            BitSet after = new BitSet();
            for (int y = options.nextSetBit(0); y >= 0; y = options.nextSetBit(y + 1)) {
                after.set(monoid.times(y, phi));
            }
            for (int option : heapOptions) {
                after.set(monoid.times(image, option));
            }
            return new State(monoid.times(image, phi), after);
        }

        /** Misère: P when there is a move and every move reaches an N-image. */
        boolean losing(BipartiteMonoid monoid) {
            for (int y = options.nextSetBit(0); y >= 0; y = options.nextSetBit(y + 1)) {
                if (monoid.isP(y)) {
                    return false;
                }
            }
            return !options.isEmpty();
        }
    }
}
