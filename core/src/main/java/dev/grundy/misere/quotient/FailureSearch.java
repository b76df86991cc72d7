package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Verifies a candidate quotient of the heaps 0..n on every sum of those heaps, or finds a sum it
 * misjudges (Plambeck &amp; Siegel, JCTA 115 (2008), §6, the verification of a pretension). A sum G
 * is a misère P-position iff it has a move and every move reaches an N-position; so by induction
 * the candidate is right on every sum when no sum is
 * <ul>
 * <li>a <i>P-failure</i>: Φ(G) ∈ P but a move reaches Φ(G′) ∈ P. The move is in one heap h of G;
 * writing G = H + h, it is found by trying every element x = Φ(H) with every kind of heap,
 * O(m·k·s) for m elements, k kinds of heap and s option images each;</li>
 * <li>an <i>N-failure</i>: Φ(G) ∉ P, G has a move, and no move reaches P. Only the pair (Φ(G), S(G)),
 * S the images of G's options, matters, and adding a heap maps S monotonically; so a pair whose S
 * contains the S of a pair already seen with the same image fails nowhere the other does not, and
 * is not explored: per element only the least sets are kept (an antichain).</li>
 * </ul>
 * Bounded by the budget: one state per element and per pair explored.
 */
final class FailureSearch {
    private final BipartiteMonoid monoid;
    private final HeapKinds kinds;
    private final int heaps;

    private FailureSearch(BipartiteMonoid monoid, HeapKinds kinds, int heaps) {
        this.monoid = monoid;
        this.kinds = kinds;
        this.heaps = heaps;
    }

    /**
     * What the search found.
     *
     * @param candidate the candidate checked
     * @param misjudged a sum the candidate misjudges, as copies per heap, or null when it is right on every sum
     * @param leastOptionSets when right: per element, the least sets of option images of the sums
     *     with a move that it stands for (for {@link MexInterpolation})
     */
    record Verdict(Candidate candidate, int[] misjudged, List<List<BitSet>> leastOptionSets) {
    }

    /**
     * @param candidate the candidate for the heaps 0..n
     * @param options the options of the heaps 0..n, as parts
     * @param budget charged one state per pair explored
     * @return the verdict
     */
    static Verdict check(Candidate candidate, HeapOptions[] options, SearchBudget budget) {
        FailureSearch search = new FailureSearch(candidate.monoid(), HeapKinds.of(candidate.monoid(), candidate.phi(), options),
                candidate.phi().length);
        int[] p = search.pFailure(budget);
        if (p != null) {
            return new Verdict(candidate, p, null);
        }
        List<List<BitSet>> least = new ArrayList<>();
        for (int x = 0; x < search.monoid.order(); x++) {
            least.add(new ArrayList<>());
        }
        int[] n = search.nFailure(least, budget);
        return new Verdict(candidate, n, n == null ? least : null);
    }

    /** x·h ∈ P while x·(an option of h) ∈ P, x = Φ(H) for the sum H with fewest heaps. */
    private int[] pFailure(SearchBudget budget) {
        int m = monoid.order();
        int[] parent = new int[m];
        int[] letter = new int[m];
        Arrays.fill(parent, -2);
        parent[0] = -1;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        while (!queue.isEmpty()) {
            int x = queue.poll();
            budget.spend(1);
            for (int k = 0; k < kinds.count(); k++) {
                int y = monoid.times(x, kinds.image(k));
                if (monoid.isP(y)) {
                    for (int option : kinds.optionImages(k)) {
                        if (monoid.isP(monoid.times(x, option))) {
                            return word(parent, letter, x, k);
                        }
                    }
                }
                if (parent[y] == -2) {
                    parent[y] = x;
                    letter[y] = k;
                    queue.add(y);
                }
            }
        }
        return null;
    }

    /**
     * Breadth first over the pairs (Φ(G), S(G)) from the empty sum, keeping per element the least
     * sets. The empty sum's empty set is not kept: it has no move, so it bounds no sum that has one.
     */
    private int[] nFailure(List<List<BitSet>> least, SearchBudget budget) {
        List<Integer> elements = new ArrayList<>(List.of(0));
        List<BitSet> sets = new ArrayList<>(List.of(new BitSet()));
        List<Integer> parents = new ArrayList<>(List.of(-1));
        List<Integer> letters = new ArrayList<>(List.of(-1));
        for (int s = 0; s < elements.size(); s++) {
            budget.spend(1);
            int x = elements.get(s);
            BitSet options = sets.get(s);
            for (int k = 0; k < kinds.count(); k++) {
                int y = monoid.times(x, kinds.image(k));
                BitSet after = new BitSet();
                for (int o = options.nextSetBit(0); o >= 0; o = options.nextSetBit(o + 1)) {
                    after.set(monoid.times(o, kinds.image(k)));
                }
                for (int option : kinds.optionImages(k)) {
                    after.set(monoid.times(x, option));
                }
                if (!newlyLeast(least.get(y), after)) {
                    continue;
                }
                elements.add(y);
                sets.add(after);
                parents.add(s);
                letters.add(k);
                if (!monoid.isP(y) && !reachesP(after)) {
                    return word(parents, letters, elements.size() - 1);
                }
            }
        }
        return null;
    }

    private boolean reachesP(BitSet options) {
        for (int o = options.nextSetBit(0); o >= 0; o = options.nextSetBit(o + 1)) {
            if (monoid.isP(o)) {
                return true;
            }
        }
        return false;
    }

    /** Adds the set unless it contains one already kept; drops the kept sets that contain it. */
    private static boolean newlyLeast(List<BitSet> kept, BitSet set) {
        for (BitSet old : kept) {
            if (within(old, set)) {
                return false;
            }
        }
        kept.removeIf(old -> within(set, old));
        kept.add(set);
        return true;
    }

    /** @return true when every element of {@code small} is in {@code large} */
    static boolean within(BitSet small, BitSet large) {
        for (int i = small.nextSetBit(0); i >= 0; i = small.nextSetBit(i + 1)) {
            if (!large.get(i)) {
                return false;
            }
        }
        return true;
    }

    private int[] word(int[] parent, int[] letter, int x, int lastKind) {
        int[] word = new int[heaps];
        word[kinds.heap(lastKind)]++;
        for (int y = x; parent[y] >= 0; y = parent[y]) {
            word[kinds.heap(letter[y])]++;
        }
        return word;
    }

    private int[] word(List<Integer> parents, List<Integer> letters, int state) {
        int[] word = new int[heaps];
        for (int s = state; parents.get(s) >= 0; s = parents.get(s)) {
            word[kinds.heap(letters.get(s))]++;
        }
        return word;
    }
}
