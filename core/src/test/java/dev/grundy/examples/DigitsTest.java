package dev.grundy.examples;

import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** examples/Digits.java against a direct memoised search written here, and the single digits by hand. */
class DigitsTest {
    private static final Example DIGITS = Example.load("Digits.java");
    private static final Map<String, Integer> KNOWN = new HashMap<>(Map.of("", 0));

    /** Digital deletions by the definition: lower a digit, or erase a 0 and all to its right. */
    private static int grundy(String row) {
        Integer known = KNOWN.get(row);
        if (known != null) {
            return known;
        }
        BitSet options = new BitSet();
        for (int i = 0; i < row.length(); i++) {
            for (char lower = '0'; lower < row.charAt(i); lower++) {
                options.set(grundy(row.substring(0, i) + lower + row.substring(i + 1)));
            }
            if (row.charAt(i) == '0') {
                options.set(grundy(row.substring(0, i)));
            }
        }
        int value = options.nextClearBit(0);
        KNOWN.put(row, value);
        return value;
    }

    @Test
    void aSingleDigitIsWorthItselfBut0Is1And1Is0() {
        assertThat(DIGITS.grundy("0")).isEqualTo(BigInteger.ONE);
        assertThat(DIGITS.grundy("1")).isEqualTo(BigInteger.ZERO);
        for (int d = 2; d <= 9; d++) {
            assertThat(DIGITS.grundy(String.valueOf(d))).isEqualTo(BigInteger.valueOf(d));
        }
    }

    @Property(tries = 300)
    void valuesAreTheDirectSearchs(@ForAll @StringLength(min = 1, max = 6) @CharRange(from = '0', to = '4') String row) {
        assertThat(DIGITS.grundy(row)).isEqualTo(BigInteger.valueOf(grundy(row)));
    }

    @Test
    void everyShortRowOfSmallDigitsAgrees() {
        for (int length = 1; length <= 4; length++) {
            for (int n = 0; n < Math.pow(4, length); n++) {
                StringBuilder row = new StringBuilder();
                for (int i = 0, rest = n; i < length; i++, rest /= 4) {
                    row.append((char) ('0' + rest % 4));
                }
                assertThat(DIGITS.grundy(row.toString())).as(row.toString()).isEqualTo(BigInteger.valueOf(grundy(row.toString())));
            }
        }
    }

    @Test
    void erasingFromTheFirstDigitLeavesNothing() {
        Solution zero = DIGITS.solve("digits 0");

        assertThat(zero.outcome()).isEqualTo(Outcome.N);
        assertThat(zero.winningMoves()).extracting(PositionMove::to).extracting(Object::toString).containsExactly("0");
        assertThat(DIGITS.solve("0").position().terms()).as("0 alone is the empty sum").isEmpty();
    }
}
