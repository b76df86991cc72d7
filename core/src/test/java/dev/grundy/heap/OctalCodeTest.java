package dev.grundy.heap;

import dev.grundy.text.InvalidPositionException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Codes read and written in the standard notation of Winning Ways, ch. 4. */
class OctalCodeTest {

    @Test
    void theClassicCodesAreReadDigitByDigit() {
        assertThat(OctalCode.digits("0.77")).containsExactly(0, 7, 7);
        assertThat(OctalCode.digits(".6")).containsExactly(0, 6);
        assertThat(OctalCode.digits("4.7")).containsExactly(4, 7);
        assertThat(OctalCode.digits("0.F")).containsExactly(0, 15);
        assertThat(OctalCode.digits("0.070")).as("trailing zeros dropped").containsExactly(0, 0, 7);
    }

    @Property(tries = 200)
    void writingThenReadingGivesTheDigitsBack(@ForAll @IntRange(min = 0, max = 3) int whole,
                                              @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 0, max = 15) Integer> fraction) {
        int[] digits = new int[fraction.size() + 1];
        digits[0] = whole * 4 % 16;
        int last = 0;
        for (int k = 1; k < digits.length; k++) {
            digits[k] = fraction.get(k - 1);
            last = digits[k] != 0 ? k : last;
        }
        int[] trimmed = java.util.Arrays.copyOf(digits, last + 1);
        assertThat(OctalCode.digits(OctalCode.written(trimmed))).containsExactly(trimmed);
    }

    @Test
    void whatIsNotACodeIsRefusedWithTheRightReason() {
        assertThatThrownBy(() -> OctalCode.digits("077")).isInstanceOf(InvalidPositionException.class)
                .extracting(e -> ((InvalidPositionException) e).phrase().key()).isEqualTo("error.octalCode");
        assertThatThrownBy(() -> OctalCode.digits("1.7")).isInstanceOf(InvalidPositionException.class)
                .extracting(e -> ((InvalidPositionException) e).phrase().key()).isEqualTo("error.octalWhole");
        assertThatThrownBy(() -> OctalCode.digits("0.7g")).isInstanceOf(InvalidPositionException.class);
    }
}
