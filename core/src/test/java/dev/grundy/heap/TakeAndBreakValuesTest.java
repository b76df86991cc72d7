package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TakeAndBreakValuesTest {

    private static int[] computed(String code, int to, SequenceMethod method) {
        TakeAndBreakValues table = new TakeAndBreakValues(TakeAndBreak.parse(code, "octal:" + code));
        TakeAndBreakValues.Snapshot snapshot = table.sequence(to, method, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE);
        return IntStream.range(0, snapshot.length()).map(snapshot.values()::get).toArray();
    }

    private static Periodicity periodicity(String code, int to) {
        return new TakeAndBreakValues(TakeAndBreak.parse(code, code))
                .sequence(to, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).periodicity();
    }

    @Test
    void kaylesAndDawsonsKaylesStartAsInTheLiterature() {
        // OEIS A002186 (Kayles) and A002187 (Dawson's Kayles, 0.07).
        assertThat(computed("0.77", 23, SequenceMethod.AUTO))
                .containsExactly(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7);
        assertThat(computed("0.07", 21, SequenceMethod.AUTO))
                .containsExactly(0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0);
    }

    @Test
    void grundysGameStartsAsInTheLiterature() {
        TakeAndBreakValues table = new TakeAndBreakValues(TakeAndBreak.grundysGame());
        var snapshot = table.sequence(20, SequenceMethod.AUTO, SearchBudget.standard(), SequenceListener.NONE);

        // OEIS A002188.
        assertThat(IntStream.range(0, 21).map(snapshot.values()::get).toArray())
                .containsExactly(0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("knownPeriods")
    void provesTheKnownPeriods(String code, int preperiod, int period) {
        Periodicity found = periodicity(code, 2 * preperiod + 2 * period + 400);

        assertThat(found).isNotNull();
        assertThat(found.proved()).isTrue();
        assertThat(found.preperiod()).isEqualTo(preperiod);
        assertThat(found.period()).isEqualTo(period);
    }

    static Stream<Arguments> knownPeriods() {
        // Winning Ways ch. 4; OEIS A071435 (.177), A071452 (.11377).
        return Stream.of(
                Arguments.of("0.77", 71, 12),
                Arguments.of("0.07", 53, 34),
                Arguments.of("0.137", 52, 34),
                Arguments.of("0.177", 497, 20),
                Arguments.of("0.11377", 187, 32));
    }

    @Test
    void provesAPeriodThatOnlyAppearsLate() {
        // 0.127: period 4, last exception at n = 46577 (Gangolli and Plambeck 1989).
        Periodicity tooEarly = periodicity("0.127", 90_000);
        Periodicity found = periodicity("0.127", 2 * 46_578 + 2 * 4 + 3);

        assertThat(tooEarly == null || !tooEarly.proved()).as("not yet provable at 90,000").isTrue();
        assertThat(found.proved()).isTrue();
        assertThat(found.preperiod()).isEqualTo(46_578);
        assertThat(found.period()).isEqualTo(4);
    }

    @Test
    void theTheoremsBoundIsTwiceThePreperiodPlusTwiceThePeriodPlusT() {
        PeriodicityProof octal = PeriodicityProof.octalTheorem(3);

        assertThat(octal.proves(10, 5, 0, 2 * 10 + 2 * 5 + 3)).isTrue();
        assertThat(octal.proves(10, 5, 0, 2 * 10 + 2 * 5 + 2)).isFalse();
        assertThat(octal.proves(0, 5, 0, 2 + 10 + 3)).as("e = 0 is taken as 1").isTrue();
        assertThat(octal.proves(0, 5, 0, 10 + 3)).isFalse();
        assertThat(octal.proves(10, 5, 1, 1000)).as("finite octal games are not arithmetic-periodic").isFalse();
    }

    @Test
    void aProvedPeriodAnswersAnyHeap() {
        TakeAndBreakValues dawson = new TakeAndBreakValues(TakeAndBreak.parse("0.07", "dawson"));
        BigInteger huge = BigInteger.TEN.pow(30);
        int reduced = 53 + huge.subtract(BigInteger.valueOf(53)).mod(BigInteger.valueOf(34)).intValueExact();

        assertThat(dawson.value(huge, SearchBudget.standard())).isEqualTo(dawson.value(BigInteger.valueOf(reduced), SearchBudget.standard()));
        assertThat(dawson.known().length()).as("computed only until the proof").isLessThan(1000);
    }

    @Test
    void aHeapBeyondTheTableWithoutAPeriodRunsIntoTheBudget() {
        TakeAndBreakValues officers = new TakeAndBreakValues(TakeAndBreak.parse("0.6", "octal:0.6"));

        assertThatThrownBy(() -> officers.value(BigInteger.TEN.pow(12), SearchBudget.of(100_000)))
                .isInstanceOf(StateLimitException.class);
    }

    /** A request reads its sequence outside the table's lock while others grow the table. */
    @Test
    void aSequenceHandedOutIsNotChangedByTheTableGrowing() {
        TakeAndBreakValues officers = new TakeAndBreakValues(TakeAndBreak.parse("0.6", "octal:0.6"));
        TakeAndBreakValues.Snapshot early = officers.sequence(1000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE),
                SequenceListener.NONE);
        int[] before = early.values().toArray();

        officers.value(BigInteger.valueOf(300_000), SearchBudget.of(Long.MAX_VALUE));

        assertThat(early.values().size()).isEqualTo(1001);
        assertThat(early.values().toArray()).containsExactly(before);
        assertThat(officers.known().values().size()).isGreaterThan(300_000);
    }

    @Test
    void appendingToASequenceHandedOutLeavesTheTableAlone() {
        TakeAndBreakValues officers = new TakeAndBreakValues(TakeAndBreak.parse("0.6", "octal:0.6"));
        CompactValues handedOut = officers.sequence(1000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE),
                SequenceListener.NONE).values();
        int[] naive = NaiveOctal.values("0.6", false, 2001);

        handedOut.add(255).add(255);
        TakeAndBreakValues.Snapshot longer = officers.sequence(2000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE),
                SequenceListener.NONE);

        assertThat(longer.values().toArray()).containsExactly(naive);
    }

    @Test
    void refusesHeapsAndLengthsOutOfRange() {
        TakeAndBreakValues kayles = new TakeAndBreakValues(TakeAndBreak.parse("0.77", "kayles"));
        SearchBudget budget = SearchBudget.standard();

        assertThatThrownBy(() -> kayles.value(BigInteger.valueOf(-1), budget)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> kayles.sequence(-1, SequenceMethod.AUTO, budget, SequenceListener.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("to");
        assertThatThrownBy(() -> SequenceSource.fromFunction("nim", -1, n -> n, null, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TakeAndBreak.parse(null, "x")).isInstanceOf(NullPointerException.class).hasMessage("code");
    }

    @Property(tries = 60)
    void valuesAgreeWithANaiveComputationOnRandomCodes(@ForAll("codes") String code) {
        assertThat(computed(code, 1500, SequenceMethod.AUTO)).containsExactly(NaiveOctal.values(code, false, 1501));
    }

    @Test
    void valuesAgreeWithANaiveComputationForEveryTwoDigitCode() {
        for (int d1 = 0; d1 < 8; d1++) {
            for (int d2 = 0; d2 < 8; d2++) {
                String code = "0." + d1 + d2;
                assertThat(computed(code, 2000, SequenceMethod.AUTO)).as(code).containsExactly(NaiveOctal.values(code, false, 2001));
            }
        }
    }

    @Test
    void hexadecimalCodesSplitIntoThreeHeaps() {
        for (String code : new String[] {"0.8", "0.F", "0.18", "4.8", "8.4"}) {
            assertThat(computed(code, 120, SequenceMethod.AUTO)).as(code).containsExactly(NaiveOctal.values(code, false, 121));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"0.6", "0.16", "0.26", "0.36", "4.6", "0.4", "0.14", "grundy"})
    void everyMethodAndBothCoresGiveTheSameValues(String game) {
        int to = 20_000;
        int[] naive = game.equals("grundy") ? grundy(to, SequenceMethod.NAIVE) : computed(game, to, SequenceMethod.NAIVE);
        int[] sparse = game.equals("grundy") ? grundy(to, SequenceMethod.SPARSE) : computed(game, to, SequenceMethod.SPARSE);
        int[] auto = game.equals("grundy") ? grundy(to, SequenceMethod.AUTO) : computed(game, to, SequenceMethod.AUTO);
        int[] plain = game.equals("grundy") ? NaiveOctal.values("4.0", true, 3000) : NaiveOctal.values(game, false, 3000);
        int[] oneAtATime = oneHeapAtATime(game.equals("grundy") ? TakeAndBreak.grundysGame() : TakeAndBreak.parse(game, game), to);

        assertThat(sparse).containsExactly(naive);
        assertThat(auto).containsExactly(naive);
        assertThat(naive).as("both cores against one step at a time").containsExactly(oneAtATime);
        assertThat(Arrays.copyOf(naive, 3000)).containsExactly(plain);
    }

    /** Every option of every heap marked, one heap after the other, on one thread. */
    private static int[] oneHeapAtATime(TakeAndBreak rules, int to) {
        HeapStep step = new NaiveGrundySequence(SplitGeometry.of(rules)).newStep();
        CompactValues values = CompactValues.empty(4);
        int largest = 0;
        for (int n = 0; n <= to; n++) {
            step.prepare(n, n, values, largest);
            int value = step.finish(values, largest);
            values = values.add(value);
            largest = Math.max(largest, value);
        }
        return values.toArray();
    }

    private static int[] grundy(int to, SequenceMethod method) {
        var snapshot = new TakeAndBreakValues(TakeAndBreak.grundysGame()).sequence(to, method, SearchBudget.of(Long.MAX_VALUE),
                SequenceListener.NONE);
        return IntStream.range(0, snapshot.length()).map(snapshot.values()::get).toArray();
    }

    /** Progress is told towards the whole target, in order, whichever way the values are computed. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"0.6", "0.07"})
    void progressIsToldTowardsTheWholeTarget(String code) {
        int to = 200_000;
        List<int[]> told = new ArrayList<>();
        new TakeAndBreakValues(TakeAndBreak.parse(code, code)).sequence(to, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE),
                (values, computed, target, rare) -> told.add(new int[] {computed, target}));

        assertThat(told).hasSizeGreaterThan(2).allSatisfy(progress -> assertThat(progress[1]).isEqualTo(to + 1));
        assertThat(told.stream().mapToInt(progress -> progress[0]).toArray()).isSorted();
    }

    @Property(tries = 40)
    void aProvedPeriodHoldsFarBeyondWhereItWasProved(@ForAll("codes") String code) {
        TakeAndBreak rules = TakeAndBreak.parse(code, code);
        TakeAndBreakValues table = new TakeAndBreakValues(rules);
        table.value(BigInteger.valueOf(2048), SearchBudget.of(Long.MAX_VALUE));
        Periodicity proved = table.provedPeriod();
        if (proved == null) {
            return;
        }
        int[] far = NaiveOctal.values(code, false, (int) proved.checkedTo() * 3 + 10);
        for (int n = (int) proved.preperiod(); n + proved.period() < far.length; n++) {
            assertThat(far[n + (int) proved.period()]).as("%s: G(%d) = G(%d)", code, n + proved.period(), n).isEqualTo(far[n]);
        }
    }

    @Provide
    Arbitrary<String> codes() {
        return Arbitraries.integers().between(0, 7).list().ofMinSize(1).ofMaxSize(4)
                .filter(digits -> digits.get(digits.size() - 1) != 0)
                .map(digits -> "0." + digits.stream().map(String::valueOf).reduce("", String::concat));
    }
}
