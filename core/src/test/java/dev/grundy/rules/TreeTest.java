package dev.grundy.rules;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Rooted trees compared by their AHU canonical form: equal exactly when isomorphic, whatever the
 * vertices' numbers and the order of the edges; and the pieces a cut leaves.
 */
class TreeTest {

    /** A random recursive tree of n vertices: each vertex after the root below an earlier one. */
    static int[] randomParents(int n, long seed) {
        Random random = new Random(seed);
        int[] parent = new int[n];
        parent[0] = -1;
        for (int v = 1; v < n; v++) {
            parent[v] = random.nextInt(v);
        }
        return parent;
    }

    /** The same tree with its non-root vertices renumbered at random and its edges given shuffled. */
    private static Tree relabelled(int[] parent, long seed) {
        int n = parent.length;
        List<Integer> names = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            names.add(v);
        }
        Random random = new Random(seed);
        Collections.shuffle(names, random);
        int[] name = new int[n];
        for (int v = 1; v < n; v++) {
            name[v] = names.get(v - 1);
        }
        List<int[]> edges = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            edges.add(random.nextBoolean() ? new int[] {name[parent[v]], name[v]} : new int[] {name[v], name[parent[v]]});
        }
        Collections.shuffle(edges, random);
        return Tree.ofEdges(n, edges.toArray(new int[0][]));
    }

    @Property(tries = 300)
    void aTreeRenumberedIsEqualToItself(@ForAll @IntRange(min = 1, max = 40) int n, @ForAll long seed) {
        int[] parent = randomParents(n, seed);
        Tree tree = Tree.ofParents(parent);
        Tree other = relabelled(parent, seed + 1);

        assertThat(other).isEqualTo(tree).hasSameHashCodeAs(tree);
        assertThat(other.canonical()).isEqualTo(tree.canonical());
    }

    /** Isomorphic rooted trees have equal degree sequences by depth: a difference there means not equal. */
    @Property(tries = 300)
    void treesWithDifferentDepthProfilesDiffer(@ForAll @IntRange(min = 1, max = 12) int n, @ForAll long a, @ForAll long b) {
        Tree first = Tree.ofParents(randomParents(n, a));
        Tree second = Tree.ofParents(randomParents(n, b));
        if (!profile(first).equals(profile(second))) {
            assertThat(first).isNotEqualTo(second);
        }
    }

    private static List<String> profile(Tree tree) {
        List<String> profile = new ArrayList<>();
        for (int v = 0; v < tree.size(); v++) {
            profile.add(tree.depth(v) + ":" + tree.children(v).length);
        }
        Collections.sort(profile);
        return profile;
    }

    @Test
    void thePathAndTheStarOfFourVerticesDiffer() {
        Tree path = Tree.ofParents(-1, 0, 1, 2);
        Tree star = Tree.ofParents(-1, 0, 0, 0);

        assertThat(path.canonical()).isEqualTo("(((())))");
        assertThat(star.canonical()).isEqualTo("(()()())");
        assertThat(path).isNotEqualTo(star);
        // The root matters: a path rooted at its middle is another rooted tree.
        assertThat(Tree.ofParents(-1, 0, 0, 1)).isNotEqualTo(path);
    }

    @Test
    void aCutRemovesTheSubtreeBelowTheEdge() {
        // 1-2, 2-3, 2-4, 1-5 (from 0: 0-1, 1-2, 1-3, 0-4).
        Tree tree = Tree.ofParents(-1, 0, 1, 1, 0);

        assertThat(tree.cut(1)).isEqualTo(Tree.ofParents(-1, 0));
        assertThat(tree.cut(2)).isEqualTo(Tree.ofParents(-1, 0, 1, 0));
        assertThat(tree.subtree(1)).isEqualTo(Tree.ofParents(-1, 0, 0));
        assertThat(tree.without(1)).containsExactly(Tree.ofParents(-1, 0), Tree.ofParents(-1), Tree.ofParents(-1));
        assertThat(tree.toString()).isEqualTo("1-2 2-3 2-4 1-5");
        assertThatThrownBy(() -> tree.cut(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not the root");
    }

    @Test
    void edgesThatMakeNoTreeAreRefused() {
        assertThatThrownBy(() -> Tree.ofEdges(3, new int[][] {{0, 1}, {0, 1}})).hasMessageContaining("do not join all 3 vertices");
        assertThatThrownBy(() -> Tree.ofEdges(3, new int[][] {{0, 1}})).hasMessageContaining("has 2 edges");
        assertThatThrownBy(() -> Tree.ofEdges(2, new int[][] {{0, 5}})).hasMessageContaining("two different vertices");
        assertThatThrownBy(() -> Tree.ofParents(-1, 2, 1)).hasMessageContaining("does not reach the root");
        assertThatThrownBy(() -> Tree.ofParents(new int[Tree.MOST_VERTICES + 1])).hasMessageContaining("1 to 4096 vertices");
    }
}
