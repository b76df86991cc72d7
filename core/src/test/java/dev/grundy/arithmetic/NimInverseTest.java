package dev.grundy.arithmetic;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The nim-inverse against a search of the field below 2^8, and the field law a ⊗ a⁻¹ = 1 at every size. */
class NimInverseTest {

    @Test
    void everyInverseBelow256IsTheOneASearchFinds() {
        for (int a = 1; a < 256; a++) {
            int searched = 0;
            while (Nimbers.nimProduct(a, (long) searched) != 1) {
                searched++;
            }
            assertThat(Nimbers.nimInverse(BigInteger.valueOf(a))).as("1 / %d", a).isEqualTo(BigInteger.valueOf(searched));
        }
    }

    @Property(tries = 300)
    void aTimesItsInverseIsOne(@ForAll @IntRange(min = 1, max = 700) int bits, @ForAll long seed) {
        BigInteger a = new BigInteger(bits, new Random(seed)).setBit(bits - 1);
        BigInteger inverse = Nimbers.nimInverse(a);

        assertThat(Nimbers.nimProduct(a, inverse)).isEqualTo(BigInteger.ONE);
        assertThat(inverse.bitLength()).isLessThanOrEqualTo(2 * Math.max(1, Nimbers.halfWidth(bits)));
    }

    @Property(tries = 200)
    void theQuotientUndoesTheProduct(@ForAll @IntRange(min = 1, max = 300) int bits, @ForAll long seed) {
        Random random = new Random(seed);
        BigInteger a = new BigInteger(bits, random);
        BigInteger b = new BigInteger(bits, random).setBit(0);

        assertThat(Nimbers.nimQuotient(Nimbers.nimProduct(a, b), b)).isEqualTo(a);
    }

    @Test
    void zeroHasNoInverse() {
        assertThatThrownBy(() -> Nimbers.nimInverse(BigInteger.ZERO)).isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> Nimbers.nimInverse(BigInteger.ONE.negate())).isInstanceOf(IllegalArgumentException.class);
    }
}
