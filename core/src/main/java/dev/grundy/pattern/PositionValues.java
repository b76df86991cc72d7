package dev.grundy.pattern;

import dev.grundy.core.Component;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.language.PositionParser;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The values of any game of the position language whose positions are written as numbers after
 * its name ({@code wythoff 3 5}, {@code subtract:2,5,7 10}): each tuple is written as a position,
 * read by the game itself, and valued as the nim-sum of its components' values (Sprague–Grundy),
 * so closed forms and searches serve alike, one budget (and memo) for the whole table.
 */
public final class PositionValues implements TupleValues {
    private final PositionParser parser;
    private final String game;
    private final SearchBudget budget;

    /**
     * @param parser the position language, with the game
     * @param game the game as written, e.g. {@code subtract:2,5,7}
     * @param budget the work the whole table may take
     */
    public PositionValues(PositionParser parser, String game, SearchBudget budget) {
        this.parser = parser;
        this.game = game;
        this.budget = budget;
    }

    @Override
    public long value(long[] numbers) {
        List<String> words = new ArrayList<>(numbers.length + 1);
        words.add(game);
        for (long number : numbers) {
            words.add(Long.toString(number));
        }
        Position position = parser.parse(words, budget);
        BigInteger sum = BigInteger.ZERO;
        for (Component<?> component : position.components()) {
            if (!(component.value(budget) instanceof Value.Nimber nimber)) {
                throw new InvalidPositionException("error.table.noValue", String.join(" ", words));
            }
            sum = sum.xor(nimber.value());
        }
        if (sum.bitLength() >= Long.SIZE) {
            throw new InvalidPositionException("error.table.noValue", String.join(" ", words));
        }
        return sum.longValue();
    }
}
