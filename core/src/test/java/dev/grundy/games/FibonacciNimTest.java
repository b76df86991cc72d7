package dev.grundy.games;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Outcome;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Fibonacci Nim is the 2-multiple game: its losing fresh heaps are the Fibonacci numbers (Zeckendorf). */
class FibonacciNimTest {

    @Test
    void aFreshHeapIsLostExactlyWhenItIsAFibonacciNumber() {
        KMultiple game = FibonacciNim.of(new MultipleSequence(FibonacciNim.MULTIPLE));
        Set<Long> fibonacci = new HashSet<>();
        for (long a = 1, b = 2; a < 1000; b = a + b, a = b - a) {
            fibonacci.add(a);
        }
        for (long n = 1; n < 1000; n++) {
            TakeState fresh = game.parse(List.of(String.valueOf(n))).get(0);
            assertThat(game.outcome(fresh, SearchBudget.standard())).as("n = %d", n)
                    .isEqualTo(fibonacci.contains(n) ? Outcome.P : Outcome.N);
        }
        assertThat(game.name()).isEqualTo(FibonacciNim.NAME);
    }

    @Test
    void anotherMultipleIsNotFibonacciNim() {
        assertThatThrownBy(() -> FibonacciNim.of(new MultipleSequence(3))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k = 3");
    }
}
