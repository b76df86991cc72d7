package dev.grundy.misere.quotient;

import dev.grundy.core.Convention;
import dev.grundy.text.GrundyException;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.solve.OutcomeSolver;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The quotient's answer against a plain misère search of the whole sum, on every small multiset. */
class QuotientAgreesWithSearchTest {
    private static final int LAST_HEAP = 7;
    private static final int MOST_HEAPS = 4;

    @Property(tries = 12)
    void quotientAgreesWithMisereSearch(@ForAll @IntRange(min = 1, max = 7) int d1, @ForAll @IntRange(min = 0, max = 7) int d2,
                                        @ForAll @IntRange(min = 0, max = 7) int d3) {
        String code = "0." + d1 + d2 + d3;
        HeapRules rules = HeapRules.of(new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse(code, "octal:" + code))));
        MisereQuotient quotient;
        try {
            quotient = new QuotientBuilder(rules, 500).build(LAST_HEAP, false, SearchBudget.of(300_000)).quotient();
        } catch (GrundyException tooBig) {
            Assume.that(false);
            return;
        }
        Assume.that(quotient.lastHeap() == LAST_HEAP);
        OutcomeSolver<List<Integer>> search = new OutcomeSolver<>(new Sums(rules), Convention.MISERE, SearchBudget.of(5_000_000), sum -> sum);
        for (List<Integer> sum : multisets()) {
            int product = quotient.product(sum.stream().map(BigInteger::valueOf).toList());
            assertThat(quotient.monoid().isP(product)).as(code + " " + sum).isEqualTo(search.outcome(sum) == Outcome.P);
        }
    }

    /** Kayles' final quotient, built with recalibrations, against the search on every sum of at most 18 tokens. */
    @org.junit.jupiter.api.Test
    void kaylesFinalQuotientAgreesWithMisereSearch() {
        HeapRules rules = HeapRules.of(new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.77", "kayles"))));
        MisereQuotient quotient = new QuotientBuilder(rules, 500).build(300, true, SearchBudget.of(5_000_000)).quotient();
        OutcomeSolver<List<Integer>> search = new OutcomeSolver<>(new Sums(rules), Convention.MISERE, SearchBudget.of(5_000_000), sum -> sum);
        for (List<Integer> sum : partitions(18)) {
            int product = quotient.product(sum.stream().map(BigInteger::valueOf).toList());
            assertThat(quotient.monoid().isP(product)).as("kayles " + sum).isEqualTo(search.outcome(sum) == Outcome.P);
        }
    }

    /** Every multiset of heaps whose sizes add up to at most {@code tokens}. */
    static List<List<Integer>> partitions(int tokens) {
        List<List<Integer>> all = new ArrayList<>();
        split(new ArrayList<>(), tokens, tokens, all);
        return all;
    }

    private static void split(List<Integer> sum, int left, int largest, List<List<Integer>> all) {
        all.add(List.copyOf(sum));
        for (int heap = Math.min(left, largest); heap >= 1; heap--) {
            sum.add(heap);
            split(sum, left - heap, heap, all);
            sum.remove(sum.size() - 1);
        }
    }

    private static List<List<Integer>> multisets() {
        return multisets(LAST_HEAP, MOST_HEAPS);
    }

    private static List<List<Integer>> multisets(int lastHeap, int mostHeaps) {
        List<List<Integer>> all = new ArrayList<>();
        grow(new ArrayList<>(), 1, lastHeap, mostHeaps, all);
        return all;
    }

    private static void grow(List<Integer> sum, int smallest, int lastHeap, int mostHeaps, List<List<Integer>> all) {
        all.add(List.copyOf(sum));
        if (sum.size() < mostHeaps) {
            for (int heap = smallest; heap <= lastHeap; heap++) {
                sum.add(heap);
                grow(sum, heap, lastHeap, mostHeaps, all);
                sum.remove(sum.size() - 1);
            }
        }
    }

    /** A sum of heaps as one position, sorted, so the search remembers it once. */
    record Sums(HeapRules rules) implements ImpartialGame<List<Integer>> {
        @Override
        public Iterable<Move<List<Integer>>> moves(List<Integer> sum) {
            List<Move<List<Integer>>> moves = new ArrayList<>();
            for (int i = 0; i < sum.size(); i++) {
                for (int[] parts : rules.options(sum.get(i))) {
                    List<Integer> after = new ArrayList<>(sum);
                    after.remove(i);
                    for (int part : parts) {
                        after.add(part);
                    }
                    after.sort(null);
                    moves.add(Move.to(Phrase.of("move.take", 1), after));
                }
            }
            return moves;
        }
    }
}
