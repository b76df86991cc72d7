package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Recalibration (Plambeck &amp; Siegel, JCTA 115 (2008), §6): when a candidate misjudges a sum W,
 * some heaps of W must stand for elements the candidate has merged. For each set of W's heaps,
 * fewest first, those heaps are made new generators — the submonoid the other heaps generate,
 * times a cyclic monoid per heap ({@link FreeExtension}) — the trial is marked and reduced
 * ({@link OutcomeMarking}), and the first trial that judges W the other way is the next
 * candidate. A cyclic factor has index i = max(the index of the heap's old image, its copies in W − 1)
 * so that W's copies are told apart, and period 2 or the even number nearest below i − 2. Trials
 * whose table would pass {@value #MOST_TABLE} elements are skipped. Cost: at most 2<sup>|W|</sup>
 * trials, each a marking.
 */
final class Recalibration {
    /** The largest trial monoid worth a table. */
    static final int MOST_TABLE = 4_096;

    private Recalibration() {
    }

    /**
     * @param candidate the candidate that misjudges the sum
     * @param misjudged the sum, as copies per heap
     * @param options the options of the heaps 0..n, as parts
     * @param budget charged by the markings
     * @return the next candidate, or null when no set of the sum's heaps turns its outcome
     */
    static Candidate recalibrated(Candidate candidate, int[] misjudged, HeapOptions[] options, SearchBudget budget) {
        BipartiteMonoid monoid = candidate.monoid();
        boolean shouldBeP = !monoid.isP(candidate.image(misjudged));
        List<Integer> involved = new ArrayList<>();
        for (int h = 0; h < misjudged.length; h++) {
            if (misjudged[h] > 0) {
                involved.add(h);
            }
        }
        for (int size = 1; size <= involved.size(); size++) {
            for (int[] heaps : subsets(involved, size)) {
                SearchBudget.stopIfInterrupted();
                Candidate trial = trial(candidate, misjudged, heaps, options, budget);
                if (trial != null && trial.monoid().isP(trial.image(misjudged)) == shouldBeP) {
                    return trial;
                }
            }
        }
        return null;
    }

    private static Candidate trial(Candidate candidate, int[] misjudged, int[] heaps, HeapOptions[] options, SearchBudget budget) {
        BipartiteMonoid monoid = candidate.monoid();
        int[] phi = candidate.phi().clone();
        int[] indices = new int[heaps.length];
        int[] periods = new int[heaps.length];
        long size = monoid.order();
        for (int c = 0; c < heaps.length; c++) {
            indices[c] = Math.max(index(monoid, phi[heaps[c]]), misjudged[heaps[c]] - 1);
            periods[c] = Math.max(2, 2 * ((indices[c] - 4) / 2));
            size *= indices[c] + periods[c];
            phi[heaps[c]] = 0;
        }
        if (size > MOST_TABLE) {
            return null;
        }
        FreeExtension extension = FreeExtension.of(monoid, phi, indices, periods);
        int[] trialPhi = new int[phi.length];
        for (int h = 0; h < phi.length; h++) {
            trialPhi[h] = extension.embedded(phi[h]);
        }
        for (int c = 0; c < heaps.length; c++) {
            trialPhi[heaps[c]] = extension.generator(c);
        }
        return OutcomeMarking.marked(extension, trialPhi, options, budget);
    }

    /** The least i with x<sup>i</sup> = x<sup>j</sup> for some j &gt; i. */
    static int index(BipartiteMonoid monoid, int x) {
        int[] seen = new int[monoid.order()];
        Arrays.fill(seen, -1);
        int power = 0;
        for (int n = 0; seen[power] < 0; n++) {
            seen[power] = n;
            power = monoid.times(power, x);
        }
        return seen[power];
    }

    /** The subsets of the given size, in lexicographic order of positions. */
    private static List<int[]> subsets(List<Integer> values, int size) {
        List<int[]> subsets = new ArrayList<>();
        int[] positions = new int[size];
        for (int i = 0; i < size; i++) {
            positions[i] = i;
        }
        while (true) {
            subsets.add(Arrays.stream(positions).map(values::get).toArray());
            int i = size - 1;
            while (i >= 0 && positions[i] == values.size() - size + i) {
                i--;
            }
            if (i < 0) {
                return subsets;
            }
            positions[i]++;
            for (int j = i + 1; j < size; j++) {
                positions[j] = positions[j - 1] + 1;
            }
        }
    }
}
