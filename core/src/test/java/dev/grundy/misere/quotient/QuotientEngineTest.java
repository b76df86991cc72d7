package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.heap.OctalCode;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.solve.OutcomeSolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The engine of issue 29: conservative extension, recalibration, reduction and the periodicity test. */
class QuotientEngineTest {

    private static HeapRules octal(String code) {
        return HeapRules.of(new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse(code, "octal:" + code))));
    }

    private static QuotientBuilder.Result build(HeapRules rules, int last) {
        return new QuotientBuilder(rules, 2_000).build(last, true, SearchBudget.of(50_000_000));
    }

    /**
     * Final quotients: order, |P|, Φ's period and least preperiod as Siegel's MisereSolver (the program
     * of Plambeck &amp; Siegel, JCTA 115 (2008), in CGSuite) printed them when run on this machine for
     * issue 29; 0.75's order 8 with two P elements is also Plambeck's (INTEGERS 5 (2005)).
     */
    @ParameterizedTest
    @CsvSource({"0.152, 34, 6, 48, 25", "0.33, 6, 2, 3, 0", "0.75, 8, 2, 2, 8", "0.34, 12, 3, 8, 7", "0.53, 16, 3, 9, 21",
            "0.71, 36, 9, 6, 3", "0.72, 24, 5, 4, 16", "0.115, 42, 12, 14, 92", "0.31, 6, 2, 2, 3", "0.32, 6, 2, 3, 1",
            "0.52, 6, 2, 4, 6", "0.73, 6, 2, 4, 2", "0.51, 2, 1, 1, 1", "0.55, 2, 1, 1, 1", "0.156, 34, 2, 349, 3479"})
    void finalQuotientsAsMisereSolverFindsThem(String code, int order, int pSize, int period, int preperiod) {
        QuotientBuilder.Result result = build(octal(code), 20_000);
        assertThat(result.stop()).as(code).isEqualTo(QuotientBuilder.Stop.FINAL);
        assertThat(result.quotient().order()).as(code).isEqualTo(order);
        assertThat(result.quotient().monoid().pPortion()).as(code).hasSize(pSize);
        assertThat(result.quotient().periodicity()).as(code).isEqualTo(new MiserePeriodicity(preperiod, period));
    }

    /** Subtract {1, 2} is 0.33 under another name: Φ(3) = Φ(0), so the least preperiod is 0. */
    @Test
    void subtractOneTwoRepeatsFromTheStart() {
        QuotientBuilder.Result result = build(HeapRules.of(SubtractionGame.of(1, 2)), 300);
        assertThat(result.quotient().periodicity()).isEqualTo(new MiserePeriodicity(0, 3));
        assertThat(result.quotient().order()).isEqualTo(6);
    }

    /**
     * A trial is marked element by element, each charged to the budget (seconds for Dawson's Kayles
     * at heap 25): an interrupted thread (a request's time limit) stops it at its first element, and
     * the build answers the quotient so far.
     */
    @Test
    void anInterruptedThreadStopsTheTrialsMarking() {
        HeapRules rules = octal("0.152");
        MisereQuotient below = new QuotientBuilder(rules, 2_000).build(20, false, SearchBudget.of(5_000_000)).quotient();
        FreeExtension extension = FreeExtension.of(below.monoid(), below.phi(), new int[] {2}, new int[] {2});
        int[] trialPhi = Arrays.copyOf(Arrays.stream(below.phi()).map(extension::embedded).toArray(), 22);
        trialPhi[21] = extension.generator(0);
        HeapOptions[] options = options(rules, 21);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> OutcomeMarking.marked(extension, trialPhi, options, SearchBudget.of(1_000_000)))
                    .isInstanceOf(CancellationException.class);
        } finally {
            Thread.interrupted();
        }
        assertThat(OutcomeMarking.marked(extension, trialPhi, options, SearchBudget.of(1_000_000)).monoid().order()).isPositive();
    }

    /**
     * A trial monoid's products are computed when asked, not read from a table: they must be those of
     * the submonoid times the cyclic factors — commutative, associative, 0 the identity, each new
     * generator with a^(i+p) = a^i and no smaller repeat — on every triple of elements.
     */
    @Test
    void aTrialMonoidsProductsAreThoseOfTheProduct() {
        MisereQuotient below = new QuotientBuilder(octal("0.152"), 2_000).build(9, false, SearchBudget.of(5_000_000)).quotient();
        int[] indices = {2, 3};
        int[] periods = {2, 4};
        FreeExtension extension = FreeExtension.of(below.monoid(), below.phi(), indices, periods);
        int m = extension.order();
        assertThat(m).isEqualTo(below.order() * 4 * 7);
        int wrong = 0;
        for (int u = 0; u < m; u++) {
            wrong += extension.times(0, u) == u ? 0 : 1;
            for (int v = 0; v < m; v++) {
                int uv = extension.times(u, v);
                wrong += uv == extension.times(v, u) && uv >= 0 && uv < m ? 0 : 1;
                for (int w = 0; w < m; w++) {
                    wrong += extension.times(uv, w) == extension.times(u, extension.times(v, w)) ? 0 : 1;
                }
            }
        }
        assertThat(wrong).isZero();
        for (int c = 0; c < 2; c++) {
            int a = extension.generator(c);
            int[] powers = new int[indices[c] + periods[c] + 1];
            for (int e = 1; e < powers.length; e++) {
                powers[e] = extension.times(powers[e - 1], a);
            }
            assertThat(powers[indices[c] + periods[c]]).isEqualTo(powers[indices[c]]);
            assertThat(Arrays.stream(powers, 0, indices[c] + periods[c]).distinct().count()).isEqualTo(indices[c] + periods[c]);
        }
    }

    /**
     * 0.152 needs a new generator at heap 21 whose first trial misjudges a sum (1 + 20 + 21 here);
     * each recalibration must turn the sum it is given, and two rounds settle the heap. The build
     * then goes on to the final quotient; it stopped at Q_20 before ("a recalibration that did not settle").
     */
    @Test
    void recalibrationSettlesHeap21Of0152() {
        HeapRules rules = octal("0.152");
        MisereQuotient below = new QuotientBuilder(rules, 2_000).build(20, false, SearchBudget.of(5_000_000)).quotient();
        HeapOptions[] options = options(rules, 21);
        int[] phi = below.phi();
        FreeExtension extension = FreeExtension.of(below.monoid(), phi, new int[] {2}, new int[] {2});
        int[] trialPhi = Arrays.copyOf(Arrays.stream(phi).map(extension::embedded).toArray(), 22);
        trialPhi[21] = extension.generator(0);
        Candidate trial = OutcomeMarking.marked(extension, trialPhi, options, SearchBudget.of(1_000_000));
        int rounds = 0;
        for (int[] misjudged = misjudged(trial, options); misjudged != null; misjudged = misjudged(trial, options)) {
            Candidate next = Recalibration.recalibrated(trial, misjudged, options, SearchBudget.of(1_000_000));
            assertThat(next.monoid().isP(next.image(misjudged))).isNotEqualTo(trial.monoid().isP(trial.image(misjudged)));
            trial = next;
            rounds++;
        }
        assertThat(rounds).isEqualTo(2);
        assertThat(trial.monoid().order()).isEqualTo(18);
        assertThat(build(rules, 300).quotient().generatorHeaps()).containsExactly(1, 4, 10, 20, 21, 24);
    }

    private static HeapOptions[] options(HeapRules rules, int last) {
        HeapOptions[] options = new HeapOptions[last + 1];
        for (int h = 0; h <= last; h++) {
            options[h] = rules.heapOptions(h);
        }
        return options;
    }

    private static int[] misjudged(Candidate candidate, HeapOptions[] options) {
        return FailureSearch.check(candidate, options, SearchBudget.of(1_000_000)).misjudged();
    }

    /** 0.152's final quotient against a plain misère search on every sum of at most 16 tokens. */
    @Test
    void finalQuotientOf0152AgreesWithMisereSearch() {
        HeapRules rules = octal("0.152");
        MisereQuotient quotient = build(rules, 300).quotient();
        OutcomeSolver<List<Integer>> search = new OutcomeSolver<>(new QuotientAgreesWithSearchTest.Sums(rules), Convention.MISERE,
                SearchBudget.of(5_000_000), sum -> sum);
        for (List<Integer> sum : QuotientAgreesWithSearchTest.partitions(16)) {
            int product = quotient.product(sum.stream().map(BigInteger::valueOf).toList());
            assertThat(quotient.monoid().isP(product)).as("0.152 " + sum).isEqualTo(search.outcome(sum) == Outcome.P);
        }
    }

    /** A wrong candidate — Kayles' quotient of heaps 0..10 with one element's outcome flipped — is caught on a sum it misjudges. */
    @Test
    void theSearchFindsASumAWrongCandidateMisjudges() {
        HeapRules rules = octal("0.77");
        MisereQuotient right = new QuotientBuilder(rules, 2_000).build(10, false, SearchBudget.of(5_000_000)).quotient();
        HeapOptions[] options = options(rules, 10);
        assertThat(FailureSearch.check(new Candidate(right.monoid(), right.phi()), options, SearchBudget.of(1_000_000)).misjudged()).isNull();
        boolean[] flipped = right.monoid().flags();
        int x = right.phi()[3];
        flipped[x] = !flipped[x];
        Candidate wrong = new Candidate(new BipartiteMonoid(right.monoid().table(), flipped), right.phi());
        int[] misjudged = FailureSearch.check(wrong, options, SearchBudget.of(1_000_000)).misjudged();
        assertThat(misjudged).isNotNull();
        OutcomeSolver<List<Integer>> search = new OutcomeSolver<>(new QuotientAgreesWithSearchTest.Sums(rules), Convention.MISERE,
                SearchBudget.of(5_000_000), sum -> sum);
        List<Integer> sum = new java.util.ArrayList<>();
        for (int h = 0; h < misjudged.length; h++) {
            for (int i = 0; i < misjudged[h]; i++) {
                sum.add(h);
            }
        }
        assertThat(wrong.monoid().isP(wrong.image(misjudged))).as("" + sum).isNotEqualTo(search.outcome(sum) == Outcome.P);
    }

    /** A build that cannot finish within its budget stops and says so. */
    @Test
    void aBuildOutOfBudgetStops() {
        QuotientBuilder.Result result = new QuotientBuilder(octal("0.644"), 2_000).build(20_000, true, SearchBudget.of(2_000));
        assertThat(result.stop()).isEqualTo(QuotientBuilder.Stop.BUDGET);
    }

    /** The options an octal game's digits give have the images of the options the game lists. */
    @Property(tries = 60)
    void octalOptionsHaveTheListedImages(@ForAll @IntRange(min = 0, max = 7) int d1, @ForAll @IntRange(min = 0, max = 7) int d2,
                                         @ForAll @IntRange(min = 0, max = 7) int d3, @ForAll @IntRange(min = 1, max = 40) int heap) {
        String code = "0." + Math.max(d1, 1) + d2 + d3;
        HeapRules rules = octal(code);
        int[][] table = {{0, 1, 2}, {1, 2, 1}, {2, 1, 2}};
        BipartiteMonoid monoid = new BipartiteMonoid(table, new boolean[3]);
        int[] phi = new int[heap];
        for (int h = 1; h < heap; h++) {
            phi[h] = (h * 7 + d2) % 3;
        }
        assertThat(HeapOptions.octal(heap, OctalCode.digits(code)).images(monoid, phi))
                .isEqualTo(HeapOptions.listed(rules.options(heap)).images(monoid, phi));
    }

    /** The periodicity test kept up to date heap by heap answers as the test from scratch does on every prefix. */
    @Property(tries = 200)
    void periodicityWatchAgreesWithTheTestFromScratch(@ForAll @Size(min = 2, max = 60) List<@IntRange(min = 0, max = 2) Integer> values) {
        HeapRules rules = octal("0.33");
        MiserePeriodicity.Watch watch = new MiserePeriodicity.Watch(rules);
        int[] phi = values.stream().mapToInt(Integer::intValue).toArray();
        for (int n = 1; n < phi.length; n++) {
            int[] prefix = Arrays.copyOf(phi, n + 1);
            MiserePeriodicity found = watch.after(prefix, false);
            assertThat(found).isEqualTo(fromScratch(prefix, rules));
        }
    }

    /** The definition: least p with the theorem's bound met for the least n0 from which Φ repeats. */
    private static MiserePeriodicity fromScratch(int[] phi, HeapRules rules) {
        int last = phi.length - 1;
        for (int p = 1; p < last; p++) {
            int n0 = last - p + 1;
            while (n0 > 0 && phi[n0 - 1] == phi[n0 - 1 + p]) {
                n0--;
            }
            if (last >= rules.parts() * (Math.max(n0, 1) + p) + rules.take() - 1) {
                return new MiserePeriodicity(n0, p);
            }
        }
        return null;
    }
}
