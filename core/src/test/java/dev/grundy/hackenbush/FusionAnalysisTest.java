package dev.grundy.hackenbush;

import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.GrundySolver;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fusion and colon principles against the game's own rules: random small graphs — trees,
 * cycles, loops, parallel edges, edges off the ground — valued and their cuts to every value found
 * by brute force ({@link GrundySolver} over {@link Hackenbush#moves}, which cuts and prunes).
 */
class FusionAnalysisTest {
    private final Hackenbush hackenbush = new Hackenbush();

    @Property(tries = 400)
    void theValueIsTheMexOfTheCuts(@ForAll long seed, @ForAll @IntRange(min = 1, max = 10) int edges,
                                   @ForAll @IntRange(min = 1, max = 7) int vertices) {
        HackenbushGraph graph = randomGraph(new Random(seed), edges, vertices);
        GrundySolver<HackenbushGraph> bruteForce = new GrundySolver<>(hackenbush, SearchBudget.standard());

        assertThat(graph.analysis().grundy()).as("%s", graph).isEqualTo(bruteForce.grundy(graph));
    }

    @Property(tries = 300)
    void theCutsToEachValueAreExactlyThoseOfTheBruteForce(@ForAll long seed, @ForAll @IntRange(min = 1, max = 9) int edges,
                                                          @ForAll @IntRange(min = 1, max = 6) int vertices) {
        HackenbushGraph graph = randomGraph(new Random(seed), edges, vertices);
        GrundySolver<HackenbushGraph> bruteForce = new GrundySolver<>(hackenbush, SearchBudget.standard());

        for (int target = 0; target <= graph.edges() + 1; target++) {
            Moves<HackenbushGraph> found = hackenbush.movesToValue(graph, BigInteger.valueOf(target), SearchBudget.standard());
            assertThat(found.complete()).isTrue();
            assertThat(found.list()).extracting(Move::to).as("%s to %d", graph, target)
                    .containsExactlyInAnyOrderElementsOf(bruteForce.movesToValue(graph, target).stream().map(Move::to).toList());
        }
    }

    @Property(tries = 300)
    void theValueAfterACutIsTheValueOfWhatItLeaves(@ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int edges,
                                                   @ForAll @IntRange(min = 1, max = 8) int vertices) {
        HackenbushGraph graph = randomGraph(new Random(seed), edges, vertices);

        for (int e = 0; e < graph.edges(); e++) {
            HackenbushGraph left = graph.cut(e);
            int built = left == null ? 0 : EdgeList.inline(List.of(left.toString().split(" "))).analysis().grundy();
            assertThat(graph.analysis().valueAfterCut(e)).as("%s cut at %s", graph, graph.written(e)).isEqualTo(built);
        }
    }

    @Property(tries = 100)
    void aTreeIsWorthItsColonPrincipleValue(@ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int edges) {
        Random random = new Random(seed);
        List<String> words = new ArrayList<>();
        for (int v = 1; v <= edges; v++) {
            words.add(random.nextInt(v) + "-" + v);
        }
        HackenbushGraph tree = EdgeList.inline(words);
        int[] value = new int[edges + 1];
        for (int v = edges; v >= 1; v--) {
            int parent = Integer.parseInt(words.get(v - 1).split("-")[0]);
            value[parent] ^= value[v] + 1;
        }

        assertThat(tree.analysis().grundy()).isEqualTo(value[0]);
    }

    @Test
    void aStalkIsWorthItsLengthAndACycleItsParity() {
        assertThat(value("0-1 1-2 2-3 3-4")).isEqualTo(4);
        assertThat(value("0-1 1-2 2-0")).isEqualTo(1);
        assertThat(value("0-1 1-2 2-3 3-0")).isZero();
        assertThat(value("0-0 0-0 0-0")).isEqualTo(1);
        assertThat(value("0-1 1-1 1-1")).isEqualTo(1);
    }

    /** A path of a million edges needs no deep recursion: the search keeps its own stack. */
    @Test
    void aPathOfAMillionEdgesIsValuedWithoutRecursion() {
        int n = 1_000_000;
        EdgeList list = new EdgeList();
        for (int v = 0; v < n; v++) {
            list.add(String.valueOf(v), String.valueOf(v + 1));
        }
        HackenbushGraph path = list.grounded("0", "path");

        assertThat(path.analysis().grundy()).isEqualTo(n);
        assertThat(path.analysis().cutsTo(0, SearchBudget.standard()).edges()).containsExactly(0);
    }

    /** A cycle of a million edges: its cuts each recompute the cycle, which the work bound stops. */
    @Test
    void cutsInsideAHugeCycleAreBoundedAndSaidToBeIncomplete() {
        int n = 1_000_000;
        EdgeList list = new EdgeList();
        for (int v = 0; v < n; v++) {
            list.add(String.valueOf(v), String.valueOf((v + 1) % n));
        }
        HackenbushGraph cycle = list.grounded("0", "cycle");

        assertThat(cycle.analysis().grundy()).isZero();
        FusionAnalysis.Cuts cuts = cycle.analysis().cutsTo(1, SearchBudget.standard());
        assertThat(cuts.complete()).isFalse();
        assertThat(cuts.untested()).isPositive();
    }

    private static int value(String edges) {
        return EdgeList.inline(List.of(edges.split(" "))).analysis().grundy();
    }

    /** Edges among a few vertices, 0 the ground: loops, parallel edges and edges off the ground included. */
    static HackenbushGraph randomGraph(Random random, int edges, int vertices) {
        List<String> words = new ArrayList<>();
        words.add("0-" + random.nextInt(vertices));
        for (int e = 1; e < edges; e++) {
            words.add(random.nextInt(vertices) + "-" + random.nextInt(vertices));
        }
        return EdgeList.inline(words);
    }
}
