package dev.grundy.games;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ClosedFormGame;
import dev.grundy.core.Convention;
import dev.grundy.core.Moves;
import dev.grundy.core.NoNimValueException;
import dev.grundy.core.Value;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;

/**
 * A game on a row of heaps played misère: whoever takes the last token loses. Misère play has no
 * nim-value, so such a game is played alone; a misère sum is {@code --misere} on the usual games.
 * Its outcome and winning moves are closed forms.
 */
abstract class MisereGame extends HeapListGame implements ClosedFormGame<List<BigInteger>> {

    @Override
    public Convention convention() {
        return Convention.MISERE;
    }

    @Override
    public Value value(List<BigInteger> heaps, SearchBudget budget) {
        return Value.none(noNimValue());
    }

    @Override
    public BigInteger grundy(List<BigInteger> heaps) {
        throw new NoNimValueException(noNimValue());
    }

    @Override
    public Moves<List<BigInteger>> movesToValue(List<BigInteger> heaps, BigInteger target) {
        throw new NoNimValueException(noNimValue());
    }

    private Phrase noNimValue() {
        return Phrase.of("error.misereNoValue", name());
    }
}
