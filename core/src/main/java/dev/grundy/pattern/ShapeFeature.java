package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.function.ToLongFunction;

/**
 * A number read off a position of a shape, of the kind contest solutions name: a string's length or
 * number of runs, a list's xor, a tree's leaves. A yes-or-no feature (a palindrome, a sorted list)
 * is 1 for yes and 0 for no.
 *
 * @param name the feature in words, e.g. "the length"
 * @param yesNo true when the feature is a property, 1 or 0
 * @param of the feature of a position, given as the line is given it (a {@code String}, a
 *     {@code long[]}, a {@code char[][]} or a {@link dev.grundy.rules.Tree})
 */
public record ShapeFeature(Phrase name, boolean yesNo, ToLongFunction<Object> of) {

    /** @param argument a position as the line is given it @return its feature */
    public long at(Object argument) {
        return of.applyAsLong(argument);
    }
}
