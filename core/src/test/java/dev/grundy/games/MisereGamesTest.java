package dev.grundy.games;

import dev.grundy.Positions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;
import dev.grundy.misere.MisereSolver;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.Explanation;
import dev.grundy.solve.OutcomeSolver;
import dev.grundy.solve.Solution;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The misère closed forms against misère search over the same positions played as plain Nim or Bash. */
class MisereGamesTest {

    private static Solution closedForm(String text) {
        return Positions.solve(Positions.parse(text));
    }

    /** A plain search over the whole position, misère: no rule of any game is asked. */
    private static Solution searched(String text) {
        Position position = Positions.parse(text);
        OutcomeSolver<Position> search = new OutcomeSolver<>(new CombinedGame(), Convention.MISERE, SearchBudget.standard(), Position::canonical);
        List<PositionMove> winning = position.moves().filter(move -> search.outcome(move.to()) == Outcome.P).toList();
        Value none = Value.none(MisereSolver.NO_VALUE);
        return new Solution(position, Convention.MISERE, search.outcome(position), none, winning, true, OptionalLong.of(winning.size()),
                new Explanation(List.of(), none, List.of(), List.of()));
    }

    @Test
    void classicMisereNimPositions() {
        assertThat(closedForm("misere-nim 1 1 1").outcome()).isEqualTo(Outcome.P);
        assertThat(closedForm("misere-nim 1 1").outcome()).isEqualTo(Outcome.N);
        assertThat(closedForm("misere-nim 2 2").outcome()).isEqualTo(Outcome.P);
        assertThat(closedForm("misere-nim 1 2 3").outcome()).isEqualTo(Outcome.P);
        assertThat(closedForm("misere-nim 0").outcome()).isEqualTo(Outcome.N);
        // Normal Nim would take 2 from the heap of 2; misère Nim must leave an odd number of 1s.
        assertThat(closedForm("misere-nim 1 1 2").winningMoves()).extracting(move -> move.to().toString())
                .containsExactly("misere-nim 1 1 1");
        assertThat(closedForm("misere-nim 1 1 2").value().isNimber()).isFalse();
    }

    @Test
    void misereBashLeavesOneMoreThanAMultipleOfMPlusOne() {
        assertThat(closedForm("misere-bash:3 9").outcome()).isEqualTo(Outcome.P);
        assertThat(closedForm("misere-bash:3 1").outcome()).isEqualTo(Outcome.P);
        assertThat(closedForm("misere-bash:3 12").winningMoves()).extracting(move -> move.text().toString())
                .containsExactly("take 3 from heap 1");
    }

    @Property(tries = 300)
    void misereNimAgreesWithMisereSearchOverNim(@ForAll @Size(min = 1, max = 4) List<@IntRange(max = 5) Integer> heaps) {
        String numbers = heaps.stream().map(String::valueOf).collect(Collectors.joining(" "));
        Solution closed = closedForm("misere-nim " + numbers);
        Solution search = searched("nim " + numbers);

        assertThat(closed.outcome()).isEqualTo(search.outcome());
        assertThat(targets(closed)).containsExactlyInAnyOrderElementsOf(targets(search));
    }

    /** {@code --misere} on Nim heaps alone asks Bouton's rule (the misère rule {@code MisereRules} finds for Nim). */
    @Property(tries = 300)
    void misereOfNimHeapsAloneAgreesWithTheSearch(@ForAll @Size(min = 1, max = 4) List<@IntRange(max = 5) Integer> heaps,
                                                   @ForAll @IntRange(min = 1, max = 4) int terms) {
        int split = Math.min(terms, heaps.size());
        String text = IntStream.range(0, split)
                .mapToObj(t -> "nim " + heaps.subList(t * heaps.size() / split, (t + 1) * heaps.size() / split).stream()
                        .map(String::valueOf).collect(Collectors.joining(" ")))
                .collect(Collectors.joining(" + "));
        Solution ruled = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse(text));
        Solution search = searched(text);

        assertThat(ruled.outcome()).as(text).isEqualTo(search.outcome());
        assertThat(ruled.winningMoves()).extracting(move -> move.to().toString())
                .containsExactlyInAnyOrderElementsOf(search.winningMoves().stream().map(move -> move.to().toString()).toList());
    }

    @Property(tries = 300)
    void misereBashAgreesWithMisereSearchOverBash(@ForAll @IntRange(min = 1, max = 6) int maxTake,
                                                  @ForAll @IntRange(max = 60) int heap) {
        Solution closed = closedForm("misere-bash:" + maxTake + " " + heap);
        Solution search = searched("bash:" + maxTake + " " + heap);

        assertThat(closed.outcome()).isEqualTo(search.outcome());
        assertThat(targets(closed)).containsExactlyInAnyOrderElementsOf(targets(search));
    }

    @Test
    void misereSearchOfASumOfDifferentGames() {
        // Heaps 3 (take 1 or 2) and 1 (take it), misère. Every move leaves a won position:
        // 2 + 1 → take 2 leaves the opponent the last token; 1 + 1 → take one, same; 3 + 0 → take 2.
        Solution search = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse("bash:2 3 + nim 1"));

        assertThat(search.outcome()).isEqualTo(Outcome.P);
        assertThat(search.winningMoves()).isEmpty();
        Solution after = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse("bash:2 2 + nim 1"));
        assertThat(after.outcome()).isEqualTo(Outcome.N);
        assertThat(after.winningMoves()).extracting(move -> move.to().toString()).containsExactly("bash:2 0 + nim 1");
    }

    private static List<String> targets(Solution solution) {
        // The numbers after the game's name: "misere-nim 1 1 1" and "nim 1 1 1" both give "1 1 1".
        return solution.winningMoves().stream().map(move -> move.to().toString().split(" ", 2)[1]).toList();
    }
}
