package dev.grundy.language;

import dev.grundy.text.Phrase;

/**
 * A kind of game the position language knows, with what a person needs to write its positions.
 *
 * @param name the name as written, e.g. {@code bash}
 * @param parameter what follows the colon, e.g. {@code M}, or null for a game without one
 * @param parameterOptional true when the game may be written without its parameter too
 *     ({@code lasker} is {@code lasker:2}); its factory then gets null
 * @param rule the rule in one sentence
 * @param position how a position is written after the name
 * @param example a position to try
 * @param factory makes the game from its parameter
 */
public record GameType(String name, String parameter, boolean parameterOptional, Phrase rule, Phrase position,
                       String example, GameFactory factory) {

    /** A game whose parameter, if it has one, must be written. */
    public GameType(String name, String parameter, Phrase rule, Phrase position, String example, GameFactory factory) {
        this(name, parameter, false, rule, position, example, factory);
    }

    /** @return how the game's name is written, e.g. {@code bash:M}, or {@code lasker[:K]} when K may be left out */
    public String syntax() {
        if (parameter == null) {
            return name;
        }
        return parameterOptional ? name + "[:" + parameter + "]" : name + ":" + parameter;
    }
}
