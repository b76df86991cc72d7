package dev.grundy.language;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NimberExpressionTest {

    private static BigInteger value(String text) {
        return NimberExpression.evaluate(text);
    }

    @Test
    void productsBindTighterThanSumsAndParenthesesGroup() {
        assertThat(value("5*7 + 3")).isEqualTo(BigInteger.valueOf(Nimbers.nimProduct(5, 7L) ^ 3));
        assertThat(value("3 + 5*7")).isEqualTo(value("5*7 + 3"));
        assertThat(value("(2 + 1) * 2")).isEqualTo(BigInteger.valueOf(Nimbers.nimProduct(3, 2L)));
        assertThat(value("2*2")).isEqualTo(BigInteger.valueOf(3));
        assertThat(value("((((8))))*8")).isEqualTo(BigInteger.valueOf(13));
        assertThat(value("2 ⊗ 3 ⊕ 1")).isEqualTo(BigInteger.ZERO);
        assertThat(value("0x10 * 0X10")).isEqualTo(value("16*16"));
    }

    @Test
    void readsNumbersOfAnySize() {
        assertThat(value("9223372036854775808 * 9223372036854775808")).isEqualTo(new BigInteger("16017865340936038689"));
        BigInteger big = BigInteger.TEN.pow(300).add(BigInteger.valueOf(7));
        assertThat(value(big + "*" + big + " + 1"))
                .isEqualTo(Nimbers.nimProduct(big, big).xor(BigInteger.ONE));
    }

    @Test
    void explainsEachOperationInOrder() {
        NimberExpression.Result result = NimberExpression.read("5*7 + 3", true);
        List<String> steps = result.steps().stream().map(step -> step.in(Locale.ROOT)).toList();
        assertThat(steps).containsExactly(
                "5 ⊗ 7: split at the Fermat 2-power X = 2^2 = 4: 5 = 1·X + 1, 7 = 1·X + 3",
                "a1⊗b1 = 1, a1⊗b0 = 3, a0⊗b1 = 1, a0⊗b0 = 3, (a1⊗b1) ⊗ X/2 = 2",
                "5 ⊗ 7 = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·X ⊕ a0⊗b0 ⊕ (a1⊗b1) ⊗ X/2 = 3·X ⊕ 3 ⊕ 2 = 13",
                "13 ⊕ 3 = 14 (bitwise exclusive or)");
        assertThat(result.value()).isEqualTo(BigInteger.valueOf(14));
        assertThat(NimberExpression.read("5*7 + 3", false).steps()).isEmpty();
        assertThat(NimberExpression.read("1*9", true).steps()).hasSize(1);
        for (Phrase step : NimberExpression.read("5*7 + 3", true).steps()) {
            assertThat(step.in(Locale.SIMPLIFIED_CHINESE)).isNotBlank();
        }
    }

    @Test
    void theExplainedSplitAddsUpToTheProductForMany() {
        for (long a = 0; a < 300; a += 7) {
            for (long b = 0; b < 300; b += 11) {
                List<Phrase> steps = NimberExpression.read(a + "*" + b, true).steps();
                String last = steps.get(steps.size() - 1).in(Locale.ROOT);
                assertThat(last).contains(" = " + Nimbers.nimProduct(a, b));
            }
        }
    }

    @Test
    void refusesBadTextNamingThePosition() {
        assertRefused("", "the expression is empty; write nimbers joined by + and *, e.g. 5*7 + 3");
        assertRefused("5 +", "the expression ends at position 4, where a number or ( was expected");
        assertRefused("5 * x", "expected a number or ( at position 5, got 'x'");
        assertRefused("5 5", "unexpected '5' at position 3; expected +, * or the end");
        assertRefused("(1 + 2", "the ( at position 1 is never closed");
        assertRefused("(1 + 2 3)", "unexpected '3' at position 8; expected +, * or the end");
        assertRefused("3 + -1", "a nimber is non-negative, so '-' at position 5 is not allowed (subtraction is the nim-sum: a ⊕ a = 0)");
        assertRefused("0x", "0x at position 1 must be followed by hexadecimal digits");
        assertRefused("2)", "unexpected ')' at position 2; expected +, * or the end");
        assertRefused("2 + abc", "expected a number or ( at position 5, got 'abc'");
    }

    @Test
    void refusesTooLongOrTooDeepWithoutOverflowingTheStack() {
        assertRefused("1+".repeat(5000) + "12", "the expression has 10002 characters, more than the 10000 allowed");
        assertRefused("(".repeat(101) + "1" + ")".repeat(101), "parentheses are nested more than 100 deep at position 101");
        assertThat(value("(".repeat(100) + "1" + ")".repeat(100))).isEqualTo(BigInteger.ONE);
        assertRefused("(".repeat(9000), "parentheses are nested more than 100 deep at position 101");
    }

    @Test
    void theLongestProductOfHugeNumbersStaysQuick() {
        String hex = "0x" + "f".repeat(2497);
        long start = System.nanoTime();
        BigInteger value = value(hex + "*" + hex + "*" + hex + "*" + hex);
        assertThat(value.signum()).isPositive();
        assertThat(System.nanoTime() - start).isLessThan(10_000_000_000L);
    }

    private static void assertRefused(String text, String message) {
        assertThatThrownBy(() -> NimberExpression.evaluate(text)).isInstanceOf(GrundyException.class)
                .extracting(e -> ((GrundyException) e).phrase().in(Locale.ROOT)).isEqualTo(message);
        assertThatThrownBy(() -> NimberExpression.evaluate(text)).isInstanceOf(GrundyException.class)
                .extracting(e -> ((GrundyException) e).phrase().in(Locale.SIMPLIFIED_CHINESE)).isNotNull();
    }
}
