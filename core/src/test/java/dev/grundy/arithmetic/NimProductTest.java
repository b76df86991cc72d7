package dev.grundy.arithmetic;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The nim-product against its definition (the mex over smaller options), the check values of
 * THEORY.md, OEIS A051775, the split formula alone, and the field laws.
 */
class NimProductTest {
    private static final int SMALL = 64;

    /**
     * The first 88 terms of OEIS A051775, the nim-multiplication table read by antidiagonals
     * (T(n, m) for n + m = 0, 1, 2, …, n increasing along each antidiagonal), as listed on
     * https://oeis.org/A051775 (read from a copy of the page in the search corpus).
     */
    private static final int[] A051775 = {0, 0, 0, 0, 1, 0, 0, 2, 2, 0, 0, 3, 3, 3, 0, 0, 4, 1, 1, 4, 0, 0, 5, 8, 2,
        8, 5, 0, 0, 6, 10, 12, 12, 10, 6, 0, 0, 7, 11, 15, 6, 15, 11, 7, 0, 0, 8, 9, 13, 2, 2, 13, 9, 8, 0, 0, 9, 12, 14,
        14, 7, 14, 14, 12, 9, 0, 0, 10, 14, 4, 10, 8, 8, 10, 4, 14, 10, 0, 0, 11, 15, 7, 11};

    /** a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' &lt; a, b' &lt; b}, by the definition. */
    private static int[][] byDefinition(int size) {
        int[][] table = new int[size][size];
        boolean[] seen = new boolean[size * size + 1];
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                java.util.Arrays.fill(seen, false);
                for (int a2 = 0; a2 < a; a2++) {
                    for (int b2 = 0; b2 < b; b2++) {
                        seen[table[a2][b] ^ table[a][b2] ^ table[a2][b2]] = true;
                    }
                }
                table[a][b] = Mex.of(seen);
            }
        }
        return table;
    }

    @Test
    void everyPathAgreesWithTheDefinitionBelow64() {
        int[][] table = byDefinition(SMALL);
        for (int a = 0; a < SMALL; a++) {
            for (int b = 0; b < SMALL; b++) {
                BigInteger x = BigInteger.valueOf(a);
                BigInteger y = BigInteger.valueOf(b);
                assertThat(Nimbers.nimProduct(a, (long) b)).as("%d ⊗ %d", a, b).isEqualTo(table[a][b]);
                assertThat(Nimbers.nimProduct(x, y)).isEqualTo(BigInteger.valueOf(table[a][b]));
                assertThat(Nimbers.nimProductBySplitOnly(x, y)).isEqualTo(BigInteger.valueOf(table[a][b]));
            }
        }
    }

    @Test
    void matchesTheFirstTermsOfOeisA051775() {
        int index = 0;
        for (int diagonal = 0; index < A051775.length; diagonal++) {
            for (int n = 0; n <= diagonal && index < A051775.length; n++) {
                assertThat(Nimbers.nimProduct(n, (long) (diagonal - n))).as("T(%d, %d)", n, diagonal - n)
                        .isEqualTo(A051775[index++]);
            }
        }
    }

    @Test
    void givesTheCheckValuesOfTheTheory() {
        assertThat(Nimbers.nimProduct(2, 2L)).isEqualTo(3);
        assertThat(Nimbers.nimProduct(2, 3L)).isEqualTo(1);
        assertThat(Nimbers.nimProduct(4, 4L)).isEqualTo(6);
        assertThat(Nimbers.nimProduct(8, 8L)).isEqualTo(13);
        assertThat(Nimbers.nimProduct(1L << 32, 1L << 32)).isEqualTo(6442450944L);
        assertThat(Long.toUnsignedString(Nimbers.nimProduct(1L << 63, 1L << 63))).isEqualTo("16017865340936038689");
        BigInteger two63 = BigInteger.ONE.shiftLeft(63);
        assertThat(Nimbers.nimProduct(two63, two63)).isEqualTo(new BigInteger("16017865340936038689"));
        assertThat(Nimbers.nimProductBySplitOnly(two63, two63)).isEqualTo(new BigInteger("16017865340936038689"));
    }

    @Test
    void squaresEachFermatTwoPowerToThreeHalvesOfItAndMultipliesSmallerOnesAsIntegers() {
        for (int k = 0; k <= 9; k++) {
            BigInteger fermat = BigInteger.ONE.shiftLeft(1 << k);
            BigInteger threeHalves = fermat.add(fermat.shiftRight(1));
            assertThat(Nimbers.nimProduct(fermat, fermat)).as("F = 2^%d", 1 << k).isEqualTo(threeHalves);
            BigInteger smaller = fermat.subtract(BigInteger.valueOf(3)).max(BigInteger.ONE);
            assertThat(Nimbers.nimProduct(fermat, smaller)).isEqualTo(fermat.multiply(smaller));
        }
    }

    @Test
    void theTablesAgreeWithTheSplitFormulaAcrossThe32BitShortcutAndAtTheTop() {
        long[] edges = {0, 1, 2, 0xFFFF, 0x1_0000, 0x7FFF_FFFFL, 0x8000_0000L, 0xFFFF_FFFFL, 0x1_0000_0000L,
            0x1_0000_0001L, Long.MAX_VALUE, Long.MIN_VALUE, -1L, -2L};
        for (long a : edges) {
            for (long b : edges) {
                for (long da = -1; da <= 1; da++) {
                    long x = a + da;
                    assertThat(Nimbers.unsigned(Nimbers.nimProduct(x, b))).as("%s ⊗ %s", Long.toUnsignedString(x), Long.toUnsignedString(b))
                            .isEqualTo(Nimbers.nimProductBySplitOnly(Nimbers.unsigned(x), Nimbers.unsigned(b)));
                }
            }
        }
    }

    @Test
    void refusesNegativeNimbers() {
        assertThatThrownBy(() -> Nimbers.nimProduct(BigInteger.valueOf(-1), BigInteger.ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a must be non-negative");
        assertThatThrownBy(() -> Nimbers.nimProduct(BigInteger.ONE, BigInteger.valueOf(-2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("b must be non-negative");
    }

    @Property(tries = 2000)
    void theTablesAgreeWithTheSplitFormulaOn64BitOperands(@ForAll long a, @ForAll long b) {
        assertThat(Nimbers.unsigned(Nimbers.nimProduct(a, b)))
                .isEqualTo(Nimbers.nimProductBySplitOnly(Nimbers.unsigned(a), Nimbers.unsigned(b)));
    }

    @Property(tries = 300)
    void theTablesAgreeWithTheSplitFormulaBeyond64Bits(@ForAll("nimbers") BigInteger a, @ForAll("nimbers") BigInteger b) {
        assertThat(Nimbers.nimProduct(a, b)).isEqualTo(Nimbers.nimProductBySplitOnly(a, b));
    }

    @Property(tries = 300)
    void isAField(@ForAll("nimbers") BigInteger a, @ForAll("nimbers") BigInteger b, @ForAll("nimbers") BigInteger c) {
        assertThat(Nimbers.nimProduct(a, b)).isEqualTo(Nimbers.nimProduct(b, a));
        assertThat(Nimbers.nimProduct(Nimbers.nimProduct(a, b), c)).isEqualTo(Nimbers.nimProduct(a, Nimbers.nimProduct(b, c)));
        assertThat(Nimbers.nimProduct(a, b.xor(c))).isEqualTo(Nimbers.nimProduct(a, b).xor(Nimbers.nimProduct(a, c)));
        assertThat(Nimbers.nimProduct(a, BigInteger.ONE)).isEqualTo(a);
        assertThat(Nimbers.nimProduct(a, BigInteger.ZERO)).isZero();
    }

    @Property(tries = 1000)
    void isAFieldOn64Bits(@ForAll long a, @ForAll long b, @ForAll long c) {
        assertThat(Nimbers.nimProduct(a, b)).isEqualTo(Nimbers.nimProduct(b, a));
        assertThat(Nimbers.nimProduct(Nimbers.nimProduct(a, b), c)).isEqualTo(Nimbers.nimProduct(a, Nimbers.nimProduct(b, c)));
        assertThat(Nimbers.nimProduct(a, b ^ c)).isEqualTo(Nimbers.nimProduct(a, b) ^ Nimbers.nimProduct(a, c));
        assertThat(Nimbers.nimProduct(a, 1L)).isEqualTo(a);
    }

    /** Nimbers of 0 to 600 bits, each size about as likely. */
    @Provide
    Arbitrary<BigInteger> nimbers() {
        return Arbitraries.integers().between(0, 600).flatMap(bits -> Arbitraries.bigIntegers()
                .between(BigInteger.ZERO, BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE)));
    }
}
