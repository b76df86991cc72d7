package dev.grundy.core;

import dev.grundy.text.Phrase;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The arithmetic of values: nimbers, generalised Sprague–Grundy values as Smith and Fraenkel state it, and none. */
class ValueTest {
    private static Value finite(int value) {
        return Value.nimber(value);
    }

    private static Value infinite(Integer... values) {
        return Value.infinite(List.of(values).stream().map(BigInteger::valueOf).toList());
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
    void onlyANimberHasANimValueAndNoneTellsWhy() {
        assertThat(finite(2).nimber()).isEqualTo(2);
        assertThatThrownBy(() -> infinite(2).nimber()).isInstanceOf(NoNimValueException.class).hasMessageContaining("∞(2)");
        Value none = Value.none(Phrase.of("reason.misereNoValue"));
        assertThatThrownBy(none::nimber).isInstanceOf(NoNimValueException.class).hasMessageContaining("misère");
        assertThatThrownBy(none::outcome).isInstanceOf(NoNimValueException.class);
        assertThatThrownBy(() -> finite(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSumWithAPartWithoutValueHasNone() {
        Value none = Value.none(Phrase.of("reason.misereNoValue"));
        assertThat(finite(3).plus(none)).isSameAs(none);
        assertThat(none.plus(infinite(0))).isSameAs(none);
        assertThat(none.isNimber()).isFalse();
    }
}
