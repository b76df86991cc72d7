package dev.grundy.misere;

import dev.grundy.Positions;
import dev.grundy.core.Component;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Genera by search, against Winning Ways' table for Kayles and the genus of nim-heaps. */
class GenusSolverTest {

    @Test
    void kaylesHeapsUpTo15HaveWinningWaysGenera() {
        // THEORY.md, from Winning Ways ch. 13 (the genus of Kayles heaps 0..15).
        List<String> expected = List.of("0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}", "4^{146}", "3^{31}",
                "2^{20}", "1^{13}", "4^{046}", "2^{20}", "6^{46}", "4^{046}", "1^{13}", "2^{20}", "7^{57}");
        GenusSolver solver = new GenusSolver(SearchBudget.standard());

        List<String> genera = IntStream.rangeClosed(0, 15).mapToObj(n -> genus(solver, "kayles " + n)).toList();

        assertThat(genera).isEqualTo(expected);
    }

    @Property(tries = 20)
    void aNimHeapHasTheGenusOfANimHeap(@ForAll @IntRange(min = 0, max = 12) int n) {
        GenusSolver solver = new GenusSolver(SearchBudget.standard());

        assertThat(genus(solver, "nim " + n)).isEqualTo(Genus.ofNimHeap(BigInteger.valueOf(n)).toString());
    }

    @Test
    void nimIsTameAndKaylesIsNot() {
        GenusSolver solver = new GenusSolver(SearchBudget.standard());

        assertThat(tame(solver, "nim 9")).isTrue();
        assertThat(tame(solver, "bash:3 11")).isTrue();
        assertThat(tame(solver, "kayles 4")).isTrue();
        assertThat(tame(solver, "kayles 5")).isFalse();
    }

    private static String genus(GenusSolver solver, String text) {
        Component<?> component = Positions.parse(text).components().get(0);
        return genusOf(solver, component).toString();
    }

    private static <P> Genus genusOf(GenusSolver solver, Component<P> component) {
        return solver.genus(component.game(), component.position());
    }

    private static boolean tame(GenusSolver solver, String text) {
        Position position = Positions.parse(text);
        return tameOf(solver, position.components().get(0));
    }

    private static <P> boolean tameOf(GenusSolver solver, Component<P> component) {
        return solver.tame(component.game(), component.position());
    }
}
