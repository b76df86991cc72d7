package dev.grundy.rules;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Packing one to three numbers into a long: injective, read back, and refused out of range, never wrapped. */
class TupleCodesTest {

    @Property(tries = 300)
    void twoNumbersAreReadBack(@ForAll @LongRange(max = Integer.MAX_VALUE) long a, @ForAll @LongRange(max = Integer.MAX_VALUE) long b) {
        TupleCodes codes = new TupleCodes(2);
        assertThat(codes.numbers(codes.code(a, b))).containsExactly(a, b);
    }

    @Property(tries = 300)
    void threeNumbersAreReadBack(@ForAll @IntRange(max = 2_097_151) int a, @ForAll @IntRange(max = 2_097_151) int b,
                                 @ForAll @IntRange(max = 2_097_151) int c) {
        TupleCodes codes = new TupleCodes(3);
        assertThat(codes.numbers(codes.code(new long[] {a, b, c}))).containsExactly((long) a, (long) b, (long) c);
        assertThat(codes.code(a, b, c)).isEqualTo(codes.code(new long[] {a, b, c}));
    }

    @Test
    void theLargestNumbersFitAndOneMoreIsRefused() {
        for (int arity = 1; arity <= 3; arity++) {
            TupleCodes codes = new TupleCodes(arity);
            long[] largest = new long[arity];
            java.util.Arrays.fill(largest, codes.max());
            assertThat(codes.numbers(codes.code(largest))).allMatch(number -> number == codes.max());
            largest[arity - 1] = codes.max() + 1;
            assertThatThrownBy(() -> codes.code(largest)).isInstanceOf(IllegalArgumentException.class);
            largest[arity - 1] = -1;
            assertThatThrownBy(() -> codes.code(largest)).isInstanceOf(IllegalArgumentException.class);
        }
        assertThat(List.of(new TupleCodes(1).max(), new TupleCodes(2).max(), new TupleCodes(3).max()))
                .containsExactly((1L << 62) - 1, (long) Integer.MAX_VALUE, 2_097_151L);
    }

    @Test
    void anArityOtherThanOneToThreeIsRefused() {
        assertThatThrownBy(() -> new TupleCodes(4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TupleCodes(2).code(new long[] {1})).isInstanceOf(IllegalArgumentException.class);
    }
}
