package dev.grundy.misere;

import dev.grundy.Positions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Component;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Genera held to their definition (Conway, ONAG ch. 12): γk = G⁻(heap + k·∗2), by a brute force of
 * its own over multisets of heaps of an octal game, with moves read from the code's digits here,
 * not from the engine's.
 */
class GenusByDefinitionTest {

    @Test
    void heaps13To16Of4Point7AreTheBruteForceGenera() {
        GenusSolver solver = new GenusSolver(SearchBudget.standard());
        BruteForce brute = new BruteForce("4.7");

        // The brute-force figures: the γ's alternate only from k = 7, 8, 9, 10.
        assertThat(genus(solver, "octal:4.7 13")).hasToString("1^{202020431}");
        assertThat(genus(solver, "octal:4.7 14")).hasToString("2^{1313131420}");
        for (int heap = 13; heap <= 16; heap++) {
            Genus genus = genus(solver, "octal:4.7 " + heap);
            assertThat(genus.settled()).isTrue();
            assertThat(brute.gammas(heap, 18)).isEqualTo(extended(genus, 18));
        }
    }

    @Property(tries = 40)
    void aSettledGenusIsTheDefinitionsUpToAFarK(@ForAll("codes") String code, @ForAll @IntRange(min = 0, max = 9) int heap) {
        GenusSolver solver = new GenusSolver(SearchBudget.standard());

        Genus genus = genus(solver, "octal:" + code + " " + heap);

        int far = genus.lastK() + 8;
        List<Integer> expected = new BruteForce(code).gammas(heap, far);
        if (genus.settled()) {
            assertThat(extended(genus, far)).isEqualTo(expected);
        } else {
            assertThat(genus.gammas()).isEqualTo(expected.subList(0, genus.gammas().size()));
        }
    }

    @Provide
    Arbitrary<String> codes() {
        Arbitrary<Integer> digit = Arbitraries.integers().between(0, 7);
        return Arbitraries.oneOf(
                digit.list().ofMinSize(1).ofMaxSize(3).map(digits -> "0." + join(digits)),
                digit.map(d -> "4." + d));
    }

    private static String join(List<Integer> digits) {
        StringBuilder code = new StringBuilder();
        digits.forEach(code::append);
        return code.toString();
    }

    /** γ0..γlast of a settled genus: those shown, then alternating between the last two. */
    private static List<Integer> extended(Genus genus, int last) {
        List<Integer> gammas = new ArrayList<>(genus.gammas());
        while (gammas.size() <= last) {
            gammas.add(gammas.get(gammas.size() - 2));
        }
        return gammas.subList(0, last + 1);
    }

    private static Genus genus(GenusSolver solver, String text) {
        return genusOf(solver, Positions.parse(text).components().get(0));
    }

    private static <P> Genus genusOf(GenusSolver solver, Component<P> component) {
        return solver.genus(component.game(), component.position());
    }

    /** Misère nim-values of heaps of an octal game plus ∗2's and ∗1's, straight from the definition. */
    private static final class BruteForce {
        private final int[] digits;
        private final Map<String, Integer> known = new HashMap<>();

        BruteForce(String code) {
            String written = code.replace(".", "");
            digits = written.chars().map(c -> c - '0').toArray();
        }

        List<Integer> gammas(int heap, int last) {
            List<Integer> gammas = new ArrayList<>();
            for (int k = 0; k <= last; k++) {
                gammas.add(value(heap == 0 ? List.of() : List.of(heap), k, 0));
            }
            return gammas;
        }

        /** G⁻: 1 where no move is left, else the mex of the options' values. */
        private int value(List<Integer> heaps, int twos, int ones) {
            String key = heaps + "/" + twos + "/" + ones;
            Integer found = known.get(key);
            if (found != null) {
                return found;
            }
            Set<Integer> seen = new HashSet<>();
            if (twos > 0) {
                seen.add(value(heaps, twos - 1, ones + 1));
                seen.add(value(heaps, twos - 1, ones));
            }
            if (ones > 0) {
                seen.add(value(heaps, twos, ones - 1));
            }
            for (int i = 0; i < heaps.size(); i++) {
                if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                    continue;
                }
                for (List<Integer> left : leaves(heaps.get(i))) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.remove(i);
                    next.addAll(left);
                    next.sort(null);
                    seen.add(value(next, twos, ones));
                }
            }
            boolean ended = seen.isEmpty();
            int mex = 0;
            while (seen.contains(mex)) {
                mex++;
            }
            int value = ended ? 1 : mex;
            known.put(key, value);
            return value;
        }

        /** What a move on one heap may leave: digit k's bits 1, 2, 4 leave no heap, one, or two. */
        private List<List<Integer>> leaves(int heap) {
            List<List<Integer>> leaves = new ArrayList<>();
            for (int k = 0; k < digits.length && k <= heap; k++) {
                int rest = heap - k;
                if ((digits[k] & 1) != 0 && rest == 0 && k > 0) {
                    leaves.add(List.of());
                }
                if ((digits[k] & 2) != 0 && rest > 0 && k > 0) {
                    leaves.add(List.of(rest));
                }
                if ((digits[k] & 4) != 0) {
                    for (int a = 1; a <= rest / 2; a++) {
                        leaves.add(List.of(a, rest - a));
                    }
                }
            }
            return leaves;
        }
    }
}
