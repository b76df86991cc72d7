package dev.grundy.games;

import java.math.BigInteger;
import java.util.Objects;

/**
 * A state of Fibonacci Nim or the k-multiple game: the tokens left and the most the player to
 * move may take.
 *
 * @param heap the tokens left
 * @param limit the largest take allowed now
 */
public record TakeState(BigInteger heap, BigInteger limit) {

    /** @throws NullPointerException if a number is null */
    public TakeState {
        Objects.requireNonNull(heap, "heap");
        Objects.requireNonNull(limit, "limit");
    }
}
