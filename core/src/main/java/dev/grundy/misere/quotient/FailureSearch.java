package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.Arrays;
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
 * Bounded by the budget: one state per element and per pair explored. The sets are bit words
 * ({@link ElementSet}), so a comparison of two sets costs a word per 64 elements.
 */
final class FailureSearch {
    private final BipartiteMonoid monoid;
    private final HeapKinds kinds;
    private final int heaps;
    private final long[] pPortion;
    /** Per element, its least option sets so far (the first {@link #leastCount} of each row). */
    private long[][][] least;
    private int[] leastCount;

    private FailureSearch(BipartiteMonoid monoid, HeapKinds kinds, int heaps) {
        this.monoid = monoid;
        this.kinds = kinds;
        this.heaps = heaps;
        this.pPortion = new long[ElementSet.words(monoid.order())];
        for (int x = 0; x < monoid.order(); x++) {
            if (monoid.isP(x)) {
                ElementSet.add(pPortion, x);
            }
        }
    }

    /**
     * What the search found.
     *
     * @param candidate the candidate checked
     * @param misjudged a sum the candidate misjudges, as copies per heap, or null when it is right on every sum
     * @param leastOptionSets when right: per element, the least sets of option images of the sums
     *     with a move that it stands for, as {@link ElementSet}s (for {@link MexInterpolation})
     */
    record Verdict(Candidate candidate, int[] misjudged, long[][][] leastOptionSets) {
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
        int[] n = search.nFailure(budget);
        if (n != null) {
            return new Verdict(candidate, n, null);
        }
        long[][][] least = new long[search.least.length][][];
        for (int x = 0; x < least.length; x++) {
            least[x] = Arrays.copyOf(search.least[x], search.leastCount[x]);
        }
        return new Verdict(candidate, null, least);
    }

    /** x·h ∈ P while x·(an option of h) ∈ P, x = Φ(H) for the sum H with fewest heaps. */
    private int[] pFailure(SearchBudget budget) {
        int m = monoid.order();
        int[] parent = new int[m];
        int[] letter = new int[m];
        Arrays.fill(parent, -2);
        parent[0] = -1;
        int[] queue = new int[m];
        int queued = 1;
        for (int next = 0; next < queued; next++) {
            int x = queue[next];
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
                    queue[queued++] = y;
                }
            }
        }
        return null;
    }

    /**
     * Breadth first over the pairs (Φ(G), S(G)) from the empty sum, keeping per element the least
     * sets. The empty sum's empty set is not kept: it has no move, so it bounds no sum that has one.
     */
    private int[] nFailure(SearchBudget budget) {
        least = new long[monoid.order()][4][];
        leastCount = new int[monoid.order()];
        int words = pPortion.length;
        int[] elements = {0};
        int[] parents = {-1};
        int[] letters = {-1};
        List<long[]> sets = new ArrayList<>();
        sets.add(new long[words]);
        int pairs = 1;
        long[] after = new long[words];
        int kindCount = kinds.count();
        int[] images = new int[kindCount];
        int[][] optionImages = new int[kindCount][];
        for (int k = 0; k < kindCount; k++) {
            images[k] = kinds.image(k);
            optionImages[k] = kinds.optionImages(k);
        }
        for (int s = 0; s < pairs; s++) {
            budget.spend(1);
            int x = elements[s];
            int[] options = ElementSet.members(sets.get(s));
            int[] byX = monoid.row(x);
            for (int k = 0; k < kindCount; k++) {
                int[] byImage = monoid.row(images[k]);
                int y = byX[images[k]];
                Arrays.fill(after, 0);
                for (int o : options) {
                    int product = byImage[o];
                    after[product >>> 6] |= 1L << product;
                }
                for (int option : optionImages[k]) {
                    int product = byX[option];
                    after[product >>> 6] |= 1L << product;
                }
                if (!newlyLeast(y, after)) {
                    continue;
                }
                if (pairs == elements.length) {
                    elements = Arrays.copyOf(elements, 2 * pairs);
                    parents = Arrays.copyOf(parents, 2 * pairs);
                    letters = Arrays.copyOf(letters, 2 * pairs);
                }
                elements[pairs] = y;
                parents[pairs] = s;
                letters[pairs] = k;
                sets.add(after);
                pairs++;
                if (!monoid.isP(y) && !ElementSet.meets(after, pPortion)) {
                    return word(parents, letters, pairs - 1);
                }
                after = new long[words];
            }
        }
        return null;
    }

    /** Keeps the set among y's least sets unless it contains one already kept, dropping the kept sets that contain it. */
    private boolean newlyLeast(int y, long[] set) {
        long[][] kept = least[y];
        int count = leastCount[y];
        for (int i = 0; i < count; i++) {
            if (ElementSet.within(kept[i], set)) {
                return false;
            }
        }
        int left = 0;
        for (int i = 0; i < count; i++) {
            if (!ElementSet.within(set, kept[i])) {
                kept[left++] = kept[i];
            }
        }
        if (left == kept.length) {
            kept = Arrays.copyOf(kept, 2 * left);
            least[y] = kept;
        }
        kept[left] = set;
        leastCount[y] = left + 1;
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

    private int[] word(int[] parents, int[] letters, int state) {
        int[] word = new int[heaps];
        for (int s = state; parents[s] >= 0; s = parents[s]) {
            word[kinds.heap(letters[s])]++;
        }
        return word;
    }
}
