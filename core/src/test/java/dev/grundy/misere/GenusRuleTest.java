package dev.grundy.misere;

import dev.grundy.Positions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.OutcomeSolver;
import dev.grundy.solve.Solution;
import dev.grundy.text.Phrase;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The genus rule for misère sums of tame games, against the plain misère search of the whole
 * position; and never used outside its hypotheses.
 */
class GenusRuleTest {

    @Property(tries = 200)
    void theGenusRuleAgreesWithTheMisereSearch(@ForAll("sums") String text) {
        Position position = Positions.parse(text);
        OutcomeSolver<Position> search = new OutcomeSolver<>(new CombinedGame(), Convention.MISERE,
                SearchBudget.standard(), Position::canonical);
        List<Position> lostAfter = position.moves().map(PositionMove::to)
                .filter(to -> search.outcome(to) == Outcome.P).toList();

        Solution solution = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(position);

        assertThat(solution.outcome()).isEqualTo(search.outcome(position));
        assertThat(solution.winningMoves()).extracting(PositionMove::to).containsExactlyInAnyOrderElementsOf(lostAfter);
    }

    @Property(tries = 60)
    void sumsOfNimAndBashHeapsAreDecidedByTheGenusRule(@ForAll("tameSums") String text) {
        Solution solution = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse(text + " + bash:3 2"));

        assertThat(solution.explanation().verdict()).extracting(Phrase::key).containsExactly("verdict.misere.genus");
    }

    /**
     * 0.156's heaps 9..12 have genera 1^{031}, 1^{13}, 1^{13}, 3^{31}: the heaps of genus 1^{13} play
     * like ∗2 + ∗3 (fertile), and the genus rule decides sums of them and nim heaps as the search does.
     */
    @Property(tries = 60)
    void sumsWithAGenusOfTwoPlusThreeAreDecidedByTheGenusRule(@ForAll("octal156Sums") String text) {
        Position position = Positions.parse(text);
        OutcomeSolver<Position> search = new OutcomeSolver<>(new CombinedGame(), Convention.MISERE,
                SearchBudget.standard(), Position::canonical);

        Solution solution = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(position);

        assertThat(solution.explanation().verdict()).extracting(Phrase::key).containsExactly("verdict.misere.genus");
        assertThat(solution.outcome()).isEqualTo(search.outcome(position));
        assertThat(solution.winningMoves()).extracting(PositionMove::to).containsExactlyInAnyOrderElementsOf(
                position.moves().map(PositionMove::to).filter(to -> search.outcome(to) == Outcome.P).toList());
    }

    @Provide
    Arbitrary<String> octal156Sums() {
        Arbitrary<String> heaps = Arbitraries.integers().between(0, 12).list().ofMinSize(1).ofMaxSize(2)
                .map(list -> "octal:0.156 10 " + list.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        // A nim heap beside them: a sum of 0.156's heaps alone is the quotient's to decide, once it has more than 30 tokens.
        Arbitrary<String> nim = Arbitraries.integers().between(0, 3).list().ofMinSize(1).ofMaxSize(2)
                .map(list -> " + nim " + list.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        return Combinators.combine(heaps, nim).as((octal, rest) -> octal + rest);
    }

    @Test
    void aKaylesHeapOf8IsWonThoughItsNimValueIs1() {
        // The SJ theorem would say P (SG 1, every heap "SG ≤ 1"); the heap is wild, so no rule applies.
        // With no misère quotient of Kayles kept (one would decide it instead).
        Solution solution = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse("kayles 8"));

        assertThat(solution.outcome()).isEqualTo(Outcome.N);
        assertThat(solution.explanation().verdict()).extracting(Phrase::key).containsExactly("verdict.misere.search");
        assertThat(solution.explanation().steps()).extracting(Phrase::key).containsExactly("misere.genus.wild");
    }

    @Test
    void theRowsShowEachComponentsGenus() {
        Solution solution = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse("kayles 5 + bash:2 4"));

        assertThat(solution.explanation().rows()).extracting(row -> row.reasons().get(0).in(java.util.Locale.ROOT))
                .containsExactly("genus 4^{146}", "genus 1^{031}");
    }

    @Provide
    Arbitrary<String> sums() {
        Arbitrary<String> game = Arbitraries.oneOf(Arbitraries.just("nim"),
                Arbitraries.integers().between(1, 3).map(m -> "bash:" + m),
                Arbitraries.integers().between(1, 5).set().ofMinSize(1).ofMaxSize(3)
                        .map(set -> "subtract:" + set.stream().sorted().map(String::valueOf).collect(Collectors.joining(","))),
                Arbitraries.just("kayles"));
        return term(game).list().ofMinSize(1).ofMaxSize(3).map(terms -> String.join(" + ", terms));
    }

    @Provide
    Arbitrary<String> tameSums() {
        Arbitrary<String> game = Arbitraries.oneOf(Arbitraries.just("nim"), Arbitraries.integers().between(1, 4).map(m -> "bash:" + m));
        return term(game).list().ofMinSize(1).ofMaxSize(3).map(terms -> String.join(" + ", terms));
    }

    private static Arbitrary<String> term(Arbitrary<String> game) {
        Arbitrary<String> heaps = Arbitraries.integers().between(0, 7).list().ofMinSize(1).ofMaxSize(2)
                .map(list -> list.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        return Combinators.combine(game, heaps).as((name, numbers) -> name + " " + numbers);
    }
}
