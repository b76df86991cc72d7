package dev.grundy.arithmetic;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IntegerRootsTest {

    @Test
    void isExactAroundEveryPerfectSquareNearTheTopOfLong() {
        long largestRoot = 3_037_000_499L;
        for (long root = largestRoot - 10_000; root <= largestRoot; root++) {
            long square = root * root;
            assertThat(IntegerRoots.sqrt(square)).isEqualTo(root);
            assertThat(IntegerRoots.sqrt(square - 1)).isEqualTo(root - 1);
            if (root < largestRoot) {
                assertThat(IntegerRoots.sqrt(square + 2 * root)).isEqualTo(root);
            }
        }
        assertThat(IntegerRoots.sqrt(Long.MAX_VALUE)).isEqualTo(largestRoot);
    }

    @Test
    void isExactWhereDoublesStopHoldingEveryLong() {
        long root = 1L << 26;
        for (long r = root - 1000; r <= root + 1000; r++) {
            assertThat(IntegerRoots.sqrt(r * r - 1)).isEqualTo(r - 1);
            assertThat(IntegerRoots.sqrt(r * r)).isEqualTo(r);
        }
        for (long n = (1L << 53) - 1000; n <= (1L << 53) + 1000; n++) {
            assertThat(BigInteger.valueOf(IntegerRoots.sqrt(n))).isEqualTo(BigInteger.valueOf(n).sqrt());
        }
    }

    @Property(tries = 2000)
    void agreesWithBigIntegerOnAnyLong(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long n) {
        assertThat(BigInteger.valueOf(IntegerRoots.sqrt(n))).isEqualTo(BigInteger.valueOf(n).sqrt());
    }

    @Test
    void handlesNumbersBeyondLong() {
        BigInteger root = BigInteger.TEN.pow(60).add(BigInteger.valueOf(7));

        assertThat(IntegerRoots.sqrt(root.multiply(root))).isEqualTo(root);
        assertThat(IntegerRoots.sqrt(root.multiply(root).subtract(BigInteger.ONE))).isEqualTo(root.subtract(BigInteger.ONE));
    }

    @Test
    void refusesNegativeNumbers() {
        assertThatThrownBy(() -> IntegerRoots.sqrt(-1L)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("n must");
        assertThatThrownBy(() -> IntegerRoots.sqrt(BigInteger.valueOf(-4))).isInstanceOf(IllegalArgumentException.class);
    }
}
