package dev.grundy.graph;

import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.RetrogradeSolver;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.SumSolver;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The values of a graph's vertices against independent brute force: the Grundy solver on the plain
 * rules for acyclic graphs, retrograde analysis (which knows no values) for graphs with cycles, and
 * the definition of the generalised Sprague–Grundy function itself.
 */
class GraphValuesTest {

    @Property(tries = 300)
    void onAnAcyclicGraphTheValuesAreThoseOfTheGenericSolver(@ForAll("acyclic") SmallGraph small) {
        GraphGame game = new GraphGame(small.graph());
        GraphValues values = GraphValues.of(small.graph().edges());
        GrundySolver<Integer> bruteForce = new GrundySolver<>(game, SearchBudget.standard());

        assertThat(values.acyclic()).isTrue();
        for (int v = 0; v < small.vertices(); v++) {
            assertThat(values.finite(v)).as("vertex %d", v).isEqualTo(bruteForce.grundy(v));
        }
    }

    @Property(tries = 300)
    void onAnAcyclicGraphTheGeneralisedLabellingFindsTheGrundyValues(@ForAll("acyclic") SmallGraph small) {
        Digraph edges = small.graph().edges();
        GraphValues linear = AcyclicGrundy.values(edges);
        GraphValues labelled = GeneralizedGrundy.values(edges);

        for (int v = 0; v < small.vertices(); v++) {
            assertThat(labelled.value(v)).as("vertex %d", v).isEqualTo(linear.value(v));
        }
    }

    /**
     * γ(u) = m finite: no follower has value m, every smaller value is a follower's, and every
     * follower of larger or infinite value has a follower of value m and smaller rank than u.
     */
    @Property(tries = 500)
    void everyFiniteValueMeetsTheDefinitionWithItsRank(@ForAll("digraphs") SmallGraph small) {
        Digraph edges = small.graph().edges();
        GraphValues values = GraphValues.of(edges);

        for (int vertex = 0; vertex < small.vertices(); vertex++) {
            if (!values.isFinite(vertex)) {
                continue;
            }
            int u = vertex;
            int m = values.finite(u);
            Set<Integer> followerValues = new HashSet<>();
            for (int v : followers(edges, u)) {
                if (values.isFinite(v)) {
                    followerValues.add(values.finite(v));
                }
                if (!values.isFinite(v) || values.finite(v) > m) {
                    assertThat(followers(edges, v)).as("a follower of %d back to value %d below its rank", v, m)
                            .anyMatch(w -> values.isFinite(w) && values.finite(w) == m && values.rank(w) < values.rank(u));
                }
            }
            assertThat(followerValues).as("vertex %d", u).doesNotContain(m).containsAll(IntStream.range(0, m).boxed().toList());
        }
    }

    @Property(tries = 500)
    void oneTokenWinsLosesOrDrawsAsRetrogradeAnalysisFinds(@ForAll("digraphs") SmallGraph small) {
        GraphGame game = new GraphGame(small.graph());
        RetrogradeSolver<Integer> bruteForce = new RetrogradeSolver<>(game, Convention.NORMAL, SearchBudget.standard(), v -> v);

        for (int v = 0; v < small.vertices(); v++) {
            assertThat(game.outcome(v, SearchBudget.standard())).as("vertex %d", v).isEqualTo(bruteForce.outcome(v));
        }
    }

    @Property(tries = 300)
    void aSumOfTokensAndANimHeapIsDecidedAsRetrogradeAnalysisOfTheWholeFinds(
            @ForAll("digraphs") SmallGraph small, @ForAll @Size(min = 1, max = 3) List<@IntRange(max = 7) Integer> tokens,
            @ForAll @IntRange(min = -1, max = 2) int heap) {
        GraphGame game = new GraphGame(small.graph());
        Position position = SmallGraph.position(game, tokens.stream().map(t -> t % small.vertices()).toList(), heap);
        RetrogradeSolver<Position> bruteForce = new RetrogradeSolver<>(new CombinedGame(), Convention.NORMAL, SearchBudget.standard(),
                Position::canonical);

        assertThat(new SumSolver(SearchBudget.standard()).outcome(position)).isEqualTo(bruteForce.outcome(position));
    }

    @Test
    void aLongPathAndALongCycleAreValuedWithoutRecursion() {
        int n = 1_000_000;
        List<int[]> path = new ArrayList<>();
        List<int[]> cycle = new ArrayList<>();
        for (int v = 0; v + 1 < n; v++) {
            path.add(new int[] {v, v + 1});
            cycle.add(new int[] {v, v + 1});
        }
        cycle.add(new int[] {n - 1, 0});

        GraphValues pathValues = GraphValues.of(new SmallGraph(n, path).graph().edges());
        GraphValues cycleValues = GraphValues.of(new SmallGraph(n, cycle).graph().edges());

        assertThat(pathValues.finite(0)).isEqualTo((n - 1) % 2);
        assertThat(pathValues.finite(n - 2)).isEqualTo(1);
        assertThat(cycleValues.outcome(0)).isEqualTo(Outcome.D);
        assertThat(cycleValues.value(n / 2)).hasToString("∞(∅)");
    }

    @Test
    void aLongPathIntoACycleIsValuedByTheLabelling() {
        int n = 200_000;
        List<int[]> edges = new ArrayList<>();
        for (int v = 0; v + 1 < n; v++) {
            edges.add(new int[] {v, v + 1});
        }
        edges.add(new int[] {n - 1, n - 2});
        edges.add(new int[] {0, n});
        GraphValues values = GraphValues.of(new SmallGraph(n + 1, edges).graph().edges());

        assertThat(values.acyclic()).isFalse();
        assertThat(values.value(0)).hasToString("∞(0)");
        assertThat(values.outcome(0)).isEqualTo(Outcome.N);
        assertThat(values.outcome(1)).isEqualTo(Outcome.D);
    }

    private static List<Integer> followers(Digraph edges, int v) {
        return IntStream.range(edges.firstEdge(v), edges.endEdge(v)).map(edges::target).boxed().toList();
    }

    @Provide
    Arbitrary<SmallGraph> digraphs() {
        return SmallGraph.digraphs(8);
    }

    @Provide
    Arbitrary<SmallGraph> acyclic() {
        return SmallGraph.acyclic(9);
    }
}
