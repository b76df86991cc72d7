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

    /**
     * Heap 10 of 0.156 has genus 1^{13}, the genus of ∗2 + ∗3: a misère Nim position's, so the heap is
     * tame in Conway's sense (it was called wild while only nim-heaps' genera counted), and so are
     * heaps 0..14; Kayles 8, also 1^{13}, stays wild for the positions it reaches (Kayles 5: 4^{146}).
     */
    @Test
    void aGenusOfTwoPlusThreeIsTame() {
        GenusSolver solver = new GenusSolver(SearchBudget.standard());

        assertThat(genus(solver, "octal:0.156 10")).isEqualTo("1^{13}");
        assertThat(IntStream.rangeClosed(0, 14).filter(n -> !tame(solver, "octal:0.156 " + n)).boxed().toList()).isEmpty();
        assertThat(genus(solver, "kayles 8")).isEqualTo("1^{13}");
        assertThat(tame(solver, "kayles 8")).isFalse();
    }

    /** The tame genera are those of misère Nim positions: 0^{120}, 1^{031}, and g^{g, g⊕2} for every g, 0^{02} and 1^{13} included. */
    @Test
    void theTameGeneraAreThoseOfNimPositions() {
        assertThat(List.of(genus(0, 1, 2, 0), genus(1, 0, 3, 1), genus(0, 0, 2), genus(1, 1, 3), genus(2, 2, 0), genus(6, 6, 4)))
                .allMatch(Genus::isTame);
        assertThat(List.of(genus(4, 1, 4, 6), genus(0, 2, 0), genus(1, 3, 1), genus(1, 0, 3), genus(2, 0, 2), genus(1, 1, 3, 1)))
                .noneMatch(Genus::isTame);
        assertThat(new Genus(BigInteger.ONE, List.of(1, 3), false).isTame()).isFalse();
    }

    private static Genus genus(int g, Integer... gammas) {
        return new Genus(BigInteger.valueOf(g), List.of(gammas));
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
