package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;

/** Reading a typed take, "3", checked by arithmetic rather than by listing the moves. */
final class TypedTakes {
    private TypedTakes() {
    }

    /**
     * @param game the game's name, for errors
     * @param heap the heap
     * @param words the typed words: one number
     * @param most the largest take allowed
     * @return the take
     * @throws InvalidPositionException when the words are not one allowed take
     */
    static Move<BigInteger> take(String game, BigInteger heap, List<String> words, BigInteger most) {
        if (words.size() != 1) {
            throw new InvalidPositionException("error.move.takeForm", game);
        }
        BigInteger taken = Numbers.positive(Phrase.of("what.taken"), words.get(0));
        if (taken.compareTo(most) > 0) {
            throw new InvalidPositionException("error.move.takeAtMost", game, most, heap);
        }
        return HeapGame.take(heap, taken);
    }
}
