package dev.grundy.games;

import java.math.BigInteger;
import java.util.Objects;

/**
 * Two piles, in the order written.
 *
 * @param first the first pile
 * @param second the second pile
 */
public record Piles(BigInteger first, BigInteger second) {

    /** @throws NullPointerException if a pile is null */
    public Piles {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
    }

    /** @return the piles as people write them: (3, 5) */
    @Override
    public String toString() {
        return "(" + first + ", " + second + ")";
    }
}
