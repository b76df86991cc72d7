package dev.grundy.games;

import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;

import java.math.BigInteger;
import java.util.List;

/**
 * A game on a row of heaps played misère: whoever takes the last token loses. Misère play has no
 * nim-value, so such a game is played alone; a misère sum is {@code --misere} on the usual games.
 */
abstract class MisereGame extends HeapListGame {

    @Override
    public BigInteger grundy(List<BigInteger> heaps) {
        throw noNimValue();
    }

    @Override
    public Moves<List<BigInteger>> movesToValue(List<BigInteger> heaps, BigInteger target) {
        throw noNimValue();
    }

    private NoNimValueException noNimValue() {
        return new NoNimValueException("error.misereNoValue", name());
    }
}
