package dev.grundy.heap;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TakeAndBreakTest {

    private static List<List<BigInteger>> moves(TakeAndBreak rules, long heap) {
        return rules.moves(BigInteger.valueOf(heap)).map(Move::to).toList();
    }

    private static List<BigInteger> heaps(long... sizes) {
        return java.util.Arrays.stream(sizes).mapToObj(BigInteger::valueOf).toList();
    }

    @Test
    void readsTheDigitsOfACode() {
        TakeAndBreak kayles = TakeAndBreak.parse("0.77", "kayles");

        assertThat(kayles.lastDigit()).isEqualTo(2);
        assertThat(kayles.digit(1)).isEqualTo(7);
        assertThat(kayles.code()).isEqualTo("0.77");
        assertThat(TakeAndBreak.parse(".6", "o").code()).isEqualTo("0.6");
        assertThat(TakeAndBreak.parse("4.7", "o").periodicityTheoremApplies()).isFalse();
        assertThat(TakeAndBreak.parse("0.1f", "o").code()).isEqualTo("0.1F");
        assertThat(TakeAndBreak.parse("0.770", "o").lastDigit()).as("trailing zeros dropped").isEqualTo(2);
    }

    @Test
    void kaylesKnocksDownOneOrTwoPinsFromAnywhere() {
        // From a row of 4: one pin leaves 3, 1+2; two pins leave 2, 1+1.
        assertThat(moves(TakeAndBreak.parse("0.77", "kayles"), 4))
                .containsExactly(heaps(3), heaps(1, 2), heaps(2), heaps(1, 1));
        assertThat(moves(TakeAndBreak.parse("0.77", "kayles"), 1)).containsExactly(heaps(0));
    }

    @Test
    void dawsonsKaylesTakesTwoOnly() {
        assertThat(moves(TakeAndBreak.parse("0.07", "dawson"), 2)).containsExactly(heaps(0));
        assertThat(moves(TakeAndBreak.parse("0.07", "dawson"), 5)).containsExactly(heaps(3), heaps(1, 2));
        assertThat(moves(TakeAndBreak.parse("0.07", "dawson"), 1)).isEmpty();
    }

    @Test
    void grundysGameSplitsIntoUnequalParts() {
        assertThat(moves(TakeAndBreak.grundysGame(), 6)).containsExactly(heaps(1, 5), heaps(2, 4));
        assertThat(moves(TakeAndBreak.grundysGame(), 2)).isEmpty();
        assertThat(TakeAndBreak.grundysGame().moveLeaving(BigInteger.valueOf(6), heaps(3, 3))).isNull();
        assertThat(TakeAndBreak.grundysGame().moveLeaving(BigInteger.valueOf(6), heaps(4, 2)).to()).isEqualTo(heaps(2, 4));
    }

    @Test
    void hexadecimalDigitsSplitIntoThree() {
        // 0.8: remove one token and split the rest into three: 4 → 1 + 1 + 1.
        assertThat(moves(TakeAndBreak.parse("0.8", "o"), 4)).containsExactly(heaps(1, 1, 1));
        assertThat(moves(TakeAndBreak.parse("8.0", "o"), 4)).containsExactly(heaps(1, 1, 2));
    }

    @ParameterizedTest(name = "[{index}] ''{0}''")
    @ValueSource(strings = {"077", "0.", "", "0.7x", "0.7.7", "00.7", "0.G", "０.７７", "0.٧٧"})
    void refusesMalformedCodes(String code) {
        assertThatThrownBy(() -> TakeAndBreak.parse(code, "o")).isInstanceOf(InvalidPositionException.class)
                .hasMessageStartingWith("octal: a code is written d0.d1d2…");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.7", "2.7", "3.7", "5.7"})
    void refusesTakingNothingWithoutSplitting(String code) {
        assertThatThrownBy(() -> TakeAndBreak.parse(code, "o")).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("may only be 0, 4, 8 or C");
    }

    /** The move leaving given heaps, found by arithmetic, is exactly the one among the moves that leaves them. */
    @Property(tries = 200)
    void theMoveLeavingSomeHeapsIsTheListedOneOrNone(@ForAll("codes") String code, @ForAll @IntRange(max = 14) int heap,
            @ForAll @Size(max = 3) List<@IntRange(max = 14) Integer> parts) {
        TakeAndBreak rules = TakeAndBreak.parse(code, code);
        BigInteger from = BigInteger.valueOf(heap);
        List<BigInteger> leaving = parts.stream().map(BigInteger::valueOf).toList();
        List<Move<BigInteger>> listed = rules.moves(from).filter(move -> sorted(move.to()).equals(sorted(leaving))).toList();

        assertThat(Optional.ofNullable(rules.moveLeaving(from, leaving))).isEqualTo(listed.stream().findFirst());
        rules.moves(from).forEach(move -> assertThat(rules.moveLeaving(from, move.to())).isEqualTo(move));
    }

    private static List<BigInteger> sorted(List<BigInteger> heaps) {
        return heaps.stream().filter(h -> h.signum() > 0).sorted().toList();
    }

    @Provide
    Arbitrary<String> codes() {
        return Arbitraries.oneOf(Arbitraries.of("0.77", "0.07", "0.6", "4.7", "0.8", "8.0", "0.F", "C.3", "0.137"),
                Arbitraries.integers().between(0, 15).list().ofMinSize(1).ofMaxSize(3)
                        .filter(digits -> digits.get(digits.size() - 1) != 0)
                        .map(digits -> "0." + digits.stream().map(Integer::toHexString).reduce("", String::concat)));
    }
}
