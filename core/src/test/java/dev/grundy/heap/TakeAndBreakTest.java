package dev.grundy.heap;

import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Move;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.List;

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
    }

    @Test
    void hexadecimalDigitsSplitIntoThree() {
        // 0.8: remove one token and split the rest into three: 4 → 1 + 1 + 1.
        assertThat(moves(TakeAndBreak.parse("0.8", "o"), 4)).containsExactly(heaps(1, 1, 1));
        assertThat(moves(TakeAndBreak.parse("8.0", "o"), 4)).containsExactly(heaps(1, 1, 2));
    }

    @ParameterizedTest(name = "[{index}] ''{0}''")
    @ValueSource(strings = {"077", "0.", "", "0.7x", "0.7.7", "00.7", "0.G"})
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
}
