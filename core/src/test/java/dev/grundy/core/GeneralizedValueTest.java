package dev.grundy.core;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The arithmetic of generalised Sprague–Grundy values, as Smith and Fraenkel state it. */
class GeneralizedValueTest {
    private static GeneralizedValue finite(int value) {
        return GeneralizedValue.finite(BigInteger.valueOf(value));
    }

    private static GeneralizedValue infinite(Integer... values) {
        return GeneralizedValue.infinite(List.of(values).stream().map(BigInteger::valueOf).toList());
    }

    @Test
    void finiteValuesAddByXor() {
        assertThat(finite(5).plus(finite(3))).isEqualTo(finite(6));
        assertThat(finite(5).plus(finite(5)).outcome()).isEqualTo(Outcome.P);
    }

    @Test
    void anInfiniteValuePlusAFiniteOneShiftsItsSetByXor() {
        assertThat(infinite(0, 2).plus(finite(3))).isEqualTo(infinite(3, 1));
        assertThat(finite(3).plus(infinite(0, 2))).hasToString("∞(1, 3)");
    }

    @Test
    void twoInfiniteValuesMakeInfinityWithTheEmptySet() {
        assertThat(infinite(0).plus(infinite(0, 1))).hasToString("∞(∅)");
        assertThat(infinite(0).plus(infinite(0)).outcome()).isEqualTo(Outcome.D);
    }

    @Test
    void theOutcomeIsPForZeroNForOtherFiniteValuesAndInfinityWithZeroAndDOtherwise() {
        assertThat(finite(0).outcome()).isEqualTo(Outcome.P);
        assertThat(finite(4).outcome()).isEqualTo(Outcome.N);
        assertThat(infinite(0, 3).outcome()).isEqualTo(Outcome.N);
        assertThat(infinite(1, 3).outcome()).isEqualTo(Outcome.D);
        assertThat(infinite().outcome()).isEqualTo(Outcome.D);
    }

    @Test
    void aFiniteValueHasNoSetAndAnInfiniteOneNoFiniteValue() {
        assertThatThrownBy(() -> finite(2).infinity()).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> infinite(2).finiteValue()).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> finite(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
