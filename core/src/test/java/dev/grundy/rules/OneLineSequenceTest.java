package dev.grundy.rules;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.solve.CodedGrundySolver;
import dev.grundy.text.InvalidPositionException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code sequence --moves}: the values computed in order equal the memoised search's on random
 * lines; a finite subtraction set is recognised and its period proved as the subtraction game's;
 * a heap beyond the table is answered from the period, saying when the answer relies on one only observed.
 */
class OneLineSequenceTest {
    private static final RulesLoader LOADER = new RulesLoader();
    private static final SearchBudget BUDGET = SearchBudget.of(Long.MAX_VALUE);

    private static Sequence sequence(OneLineRules rules, int to) {
        return OneLineSequence.of(rules, rules.parameters()).sequence(to, SequenceMethod.AUTO, BUDGET, SequenceListener.NONE);
    }

    /** A random game of one heap: take an amount of a set, or take c and split the rest into two unequal heaps. */
    @Property(tries = 12)
    void theValuesInOrderAreTheSearchsValues(@ForAll @Size(min = 1, max = 4) List<@IntRange(min = 1, max = 9) Integer> amounts,
                                            @ForAll @IntRange(min = -1, max = 3) int splitAfterTaking) {
        String take = "take(n, " + amounts.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ");";
        String split = splitAfterTaking < 0 ? ""
                : " for (long k = 1; 2 * k < n - " + splitAfterTaking + "; k++) sum(k, n - " + splitAfterTaking + " - k);";
        OneLineRules rules = LOADER.line("n -> { " + take + split + " }");
        Sequence sequence = sequence(rules, 300);
        CodedGrundySolver search = new CodedGrundySolver(rules.coded(), SearchBudget.of(1_000_000));
        for (int n = 300; n >= 0; n--) {
            assertThat(sequence.get(n)).as("%s at %d", rules.line().text(), n).isEqualTo(search.grundy(n));
        }
    }

    @Property(tries = 8)
    void aSubtractionSetIsRecognisedAndItsPeriodProvedAsTheSubtractionGames(
            @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 1, max = 12) Integer> amounts) {
        OneLineRules rules = LOADER.line("n -> take(n, " + amounts.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ")");
        Periodicity line = sequence(rules, 2000).periodicity();
        Periodicity game = SubtractionGame.of(amounts.stream().mapToInt(Integer::intValue).toArray()).periodicity(BUDGET);

        assertThat(line.proved()).isTrue();
        assertThat(List.of(line.period(), line.preperiod())).isEqualTo(List.of(game.period(), game.preperiod()));
    }

    @Test
    void aParameterIsReadAsAnAmountOfTheSet() {
        OneLineRules rules = LOADER.line("n -> take(n, 1, K)", GameParameters.of(List.of("K=5")));
        assertThat(OneLineSequence.subtractionSet(rules.line(), rules.parameters())).containsExactly(1, 5);
        assertThat(OneLineSequence.subtractionSet(OneLineText.read("n -> take(n, 1, n / 2)"), GameParameters.none())).isNull();
    }

    @Test
    void otherLinesAreNotProvedAndAPeriodIsStatedOnlyOverTheLaterHalf() {
        // Take 1, 3 or 4, written so that no theorem is recognised: the same values, observed.
        OneLineRules loop = LOADER.line("n -> { for (long t : new long[] {1, 3, 4}) if (t <= n) move(n - t); }");
        Periodicity observed = sequence(loop, 500).periodicity();
        assertThat(observed.proved()).isFalse();
        assertThat(observed.period()).isEqualTo(7);
        // Subtract a square: not periodic, and no period is stated.
        assertThat(sequence(LOADER.line("n -> { for (long t = 1; t * t <= n; t++) move(n - t * t); }"), 3000).periodicity()).isNull();
    }

    @Test
    void aMoveToALargerHeapIsToldForSequence() {
        OneLineRules up = LOADER.line("n -> { if (n < 5) move(n + 1); }");
        assertThatThrownBy(() -> sequence(up, 10)).isInstanceOf(InvalidPositionException.class)
                .extracting(e -> ((InvalidPositionException) e).phrase().in(Locale.ENGLISH))
                .isEqualTo("sequence needs moves that leave smaller heaps: heap 0 has a move leaving 1");
        assertThatThrownBy(() -> OneLineSequence.of(LOADER.line("(a, b) -> move(a / 2, b)"), GameParameters.none()))
                .isInstanceOf(InvalidPositionException.class);
    }

    @Test
    void aHeapBeyondTheTableIsAnsweredFromThePeriodSayingWhetherItReliesOnIt() {
        long heap = 1_000_000_000_007L;
        BigInteger truth = SubtractionGame.of(1, 3, 4).grundy(BigInteger.valueOf(heap), BUDGET);

        LineHeapValues proved = new LineHeapValues(LOADER.line("n -> take(n, 1, 3, 4)"));
        assertThat(proved.value(heap, BUDGET)).isEqualTo(truth);
        assertThat(proved.explain(heap, BUDGET)).singleElement().extracting(phrase -> phrase.in(Locale.ENGLISH)).asString()
                .startsWith("G(1000000000007) from the period 7 from n = 0 (saltus 0) of G(0..4095), proved by a repeated window");

        LineHeapValues observed = new LineHeapValues(LOADER.line("n -> { for (long t : new long[] {1, 3, 4}) if (t <= n) move(n - t); }"));
        assertThat(observed.value(heap, BUDGET)).isEqualTo(truth);
        assertThat(observed.explain(heap, BUDGET)).singleElement().extracting(phrase -> phrase.in(Locale.ENGLISH)).asString()
                .startsWith("G(1000000000007) relies on the period 7 from n = 0 (saltus 0) observed on G(0..4095) but not proved");

        // Take any number: G(n) = n, an arithmetic period observed.
        LineHeapValues any = new LineHeapValues(LOADER.line("n -> { for (long t = 1; t <= n; t++) move(n - t); }"));
        assertThat(any.value(heap, BUDGET)).isEqualTo(BigInteger.valueOf(heap));
        assertThat(any.explain(5, BUDGET)).isEmpty();
    }
}
